/** Entity tiles (spec §2.6 item 9): saved plans, drugs and doctors, each 'add' or 'saved count' by its exists-flag. */
import { useAtomValue } from 'jotai';
import { activeYearAtom } from '../../state/planYear';
import { isPlansExistsAtom, savedPlansCountAtom } from '../../state/savedPlans';
import { drugsCountAtom, isDrugsExistsAtom, isProvidersExistsAtom, providersCountAtom } from '../../state/savedItems';
import type { HeadingLevel } from '../common/Accordion';
import { Icon } from '../common/Icon';
import type { IconName } from '../common/icons';
import { ESTIMATE_DRUG_COSTS_PATH, planSummaryUrl } from '../plans/planUrls';
import { SAVED_DRUGS_URL, SAVED_PLANS_URL, SAVED_PROVIDERS_URL } from './links';
import { Section, subLevel } from './Section';
import { SiteLink } from '../common/siteLinks';

interface TileProps {
  icon: IconName;
  headingLevel: HeadingLevel;
  exists: boolean;
  count: number;
  /** Singular and plural nouns for the count ('saved plan', 'saved plans'). */
  nouns: [string, string];
  addHeading: string;
  addText: string;
  addLink: { href: string; text: string };
  viewLink: { href: string; text: string };
}

function Tile({ icon, headingLevel, exists, count, nouns, addHeading, addText, addLink, viewLink }: TileProps) {
  const Heading = `h${headingLevel}` as const;
  const link = exists ? viewLink : addLink;
  return (
    <li className={`sp-dashboard__tile sp-dashboard__tile--${exists ? 'saved' : 'add'}`} part="tile">
      <Icon name={icon} className="sp-dashboard__tile-icon" />
      <Heading className="sp-dashboard__tile-heading">{exists ? `${count} ${count === 1 ? nouns[0] : nouns[1]}` : addHeading}</Heading>
      {!exists && <p>{addText}</p>}
      <SiteLink href={link.href}>{link.text}</SiteLink>
    </li>
  );
}

export function EntityTiles({ headingLevel, zipCode }: { headingLevel: HeadingLevel; zipCode: string | undefined }) {
  const planYear = useAtomValue(activeYearAtom);
  const level = subLevel(headingLevel);
  return (
    <Section heading="Your saved items" headingLevel={headingLevel} className="sp-dashboard__tiles" part="tiles">
      <ul className="sp-dashboard__tile-list">
        <Tile
          icon="dollar"
          headingLevel={level}
          exists={useAtomValue(isPlansExistsAtom)}
          count={useAtomValue(savedPlansCountAtom)}
          nouns={['saved plan', 'saved plans']}
          addHeading="Add plans"
          addText="Save plans you like to compare them later."
          addLink={{ href: planSummaryUrl({ zipcode: zipCode, planYear }), text: 'Browse plans' }}
          viewLink={{ href: SAVED_PLANS_URL, text: 'View saved plans' }}
        />
        <Tile
          icon="pill"
          headingLevel={level}
          exists={useAtomValue(isDrugsExistsAtom)}
          count={useAtomValue(drugsCountAtom)}
          nouns={['saved drug', 'saved drugs']}
          addHeading="Add drugs"
          addText="Add your drugs to see what they cost in each plan."
          addLink={{ href: ESTIMATE_DRUG_COSTS_PATH, text: 'Add your drugs' }}
          viewLink={{ href: SAVED_DRUGS_URL, text: 'View saved drugs' }}
        />
        <Tile
          icon="medical"
          headingLevel={level}
          exists={useAtomValue(isProvidersExistsAtom)}
          count={useAtomValue(providersCountAtom)}
          nouns={['saved doctor or dentist', 'saved doctors and dentists']}
          addHeading="Add doctors"
          addText="Add your doctors and dentists to see which plans include them."
          addLink={{ href: SAVED_PROVIDERS_URL, text: 'Add your doctors' }}
          viewLink={{ href: SAVED_PROVIDERS_URL, text: 'View saved doctors and dentists' }}
        />
      </ul>
    </Section>
  );
}
