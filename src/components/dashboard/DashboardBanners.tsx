/** The service-outage and account-setup-complete banners (spec §2.6 items 1 and 2). */
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { focusHeading } from '../common/focusFallbacks';
import { configAtom } from '../../state/config';
import { activeYearAtom } from '../../state/planYear';
import { Banner } from '../common/Banner';
import { LinkButton } from '../common/Button';
import { planSummaryUrl } from '../plans/planUrls';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';
import { useDismissal } from './dismissals';
import { SAVED_PLANS_URL } from './links';

/**
 * Close, then focus moves on to the first heading below the banner (the next
 * banner's or section's): the Close button that had it goes with the banner.
 */
function closeAndMoveOn(close: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    const banner = event.currentTarget.closest('.sp-banner');
    const headings = banner?.parentElement?.querySelectorAll<HTMLElement>('h2, h3, h4, h5, h6') ?? [];
    focusHeading(Array.from(headings).find((heading) => !banner!.contains(heading) && banner!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING));
    close();
  };
}

export function ServiceOutageBanner() {
  const [closed, close] = useDismissal('outage');
  const phone = useAtomValue(configAtom).tollFreeNumber;
  const messages = useMessages(dashboardMessages);
  if (closed) return null;
  return (
    <Banner variant="warning" heading={messages.outageHeading} onClose={closeAndMoveOn(close)} className="sp-dashboard__outage">
      <p>{messages.outageBody(phone)}</p>
    </Banner>
  );
}

/**
 * Shown when a signed-in person has saved something (spec: "account set up
 * and saved items added") until they close it; closed stays closed here.
 */
export function AccountSetupBanner({ zipCode }: { zipCode: string | undefined }) {
  const [closed, close] = useDismissal('accountSetup');
  const planYear = useAtomValue(activeYearAtom);
  const messages = useMessages(dashboardMessages);
  if (closed) return null;
  return (
    <Banner variant="success" heading={messages.accountSetupHeading} onClose={closeAndMoveOn(close)} className="sp-dashboard__setup">
      <p>{messages.accountSetupBody}</p>
      <div className="sp-dashboard__actions">
        <LinkButton href={planSummaryUrl({ zipcode: zipCode, planYear })}>{messages.browseAllPlans}</LinkButton>
        <LinkButton variant="secondary" href={SAVED_PLANS_URL}>
          {messages.viewSavedPlans}
        </LinkButton>
      </div>
    </Banner>
  );
}
