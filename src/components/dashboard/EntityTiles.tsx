/** Entity tiles (spec §2.6 item 9): saved plans, drugs and doctors, each 'add' or 'saved count' by its exists-flag. */
import { useAtomValue } from 'jotai';
import { activeYearAtom } from '../../state/planYear';
import { isPlansExistsAtom, savedPlansCountAtom } from '../../state/savedPlans';
import { drugsCountAtom, isDrugsExistsAtom, isProvidersExistsAtom, providersCountAtom } from '../../state/savedItems';
import { Icon } from '../common/Icon';
import type { IconName } from '../common/icons';
import { ESTIMATE_DRUG_COSTS_PATH, planSummaryUrl } from '../plans/planUrls';
import { SAVED_DRUGS_URL, SAVED_PLANS_URL, SAVED_PROVIDERS_URL } from './links';
import { DashboardSection } from './DashboardSection';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';
import { Heading } from '../common/headings';

interface TileProps {
  icon: IconName;
  exists: boolean;
  /** The heading once some are saved: '2 saved plans'. */
  savedHeading: string;
  addHeading: string;
  addText: string;
  addLink: { href: string; text: string };
  viewLink: { href: string; text: string };
}

function Tile({ icon, exists, savedHeading, addHeading, addText, addLink, viewLink }: TileProps) {
  const link = exists ? viewLink : addLink;
  return (
    <li className={`sp-dashboard__tile sp-dashboard__tile--${exists ? 'saved' : 'add'}`} part="tile">
      <Icon name={icon} className="sp-dashboard__tile-icon" />
      <Heading className="sp-dashboard__tile-heading">{exists ? savedHeading : addHeading}</Heading>
      {!exists && <p>{addText}</p>}
      <SiteLink className="sp-link-standalone" href={link.href}>{link.text}</SiteLink>
    </li>
  );
}

export function EntityTiles({ zipCode }: { zipCode: string | undefined }) {
  const planYear = useAtomValue(activeYearAtom);
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.tilesHeading} className="sp-dashboard__tiles" part="tiles" focusFallback>
      <ul className="sp-dashboard__tile-list">
        <Tile
          icon="dollar"
          exists={useAtomValue(isPlansExistsAtom)}
          savedHeading={messages.savedPlansCount(useAtomValue(savedPlansCountAtom))}
          addHeading={messages.addPlans}
          addText={messages.addPlansText}
          addLink={{ href: planSummaryUrl({ zipcode: zipCode, planYear }), text: messages.browsePlans }}
          viewLink={{ href: SAVED_PLANS_URL, text: messages.viewSavedPlans }}
        />
        <Tile
          icon="pill"
          exists={useAtomValue(isDrugsExistsAtom)}
          savedHeading={messages.savedDrugsCount(useAtomValue(drugsCountAtom))}
          addHeading={messages.addDrugs}
          addText={messages.addDrugsText}
          addLink={{ href: ESTIMATE_DRUG_COSTS_PATH, text: messages.addYourDrugs }}
          viewLink={{ href: SAVED_DRUGS_URL, text: messages.viewSavedDrugs }}
        />
        <Tile
          icon="medical"
          exists={useAtomValue(isProvidersExistsAtom)}
          savedHeading={messages.savedProvidersCount(useAtomValue(providersCountAtom))}
          addHeading={messages.addDoctors}
          addText={messages.addDoctorsText}
          addLink={{ href: SAVED_PROVIDERS_URL, text: messages.addYourDoctors }}
          viewLink={{ href: SAVED_PROVIDERS_URL, text: messages.viewSavedProviders }}
        />
      </ul>
    </DashboardSection>
  );
}
