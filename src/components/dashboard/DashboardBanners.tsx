/** The service-outage and account-setup-complete banners (spec §2.6 items 1 and 2). */
import { useAtomValue } from 'jotai';
import { configAtom } from '../../state/config';
import { activeYearAtom } from '../../state/planYear';
import type { HeadingLevel } from '../common/Accordion';
import { Banner } from '../common/Banner';
import { LinkButton } from '../common/Button';
import { planSummaryUrl } from '../plans/planUrls';
import { useDismissal } from './dismissals';
import { SAVED_PLANS_URL } from './links';

export function ServiceOutageBanner({ headingLevel }: { headingLevel: HeadingLevel }) {
  const [closed, close] = useDismissal('outage');
  const phone = useAtomValue(configAtom).tollFreeNumber;
  if (closed) return null;
  return (
    <Banner variant="warning" heading="Service outage" headingLevel={headingLevel} onClose={close} className="sp-dashboard__outage">
      <p>
        Our sign-in service is unavailable right now, so you may not be able to sign in or see your saved items. Please try again later, or call {phone} (TTY 711) for help.
      </p>
    </Banner>
  );
}

/**
 * Shown when a signed-in person has saved something (spec: "account set up
 * and saved items added") until they close it; closed stays closed here.
 */
export function AccountSetupBanner({ headingLevel, zipCode }: { headingLevel: HeadingLevel; zipCode: string | undefined }) {
  const [closed, close] = useDismissal('accountSetup');
  const planYear = useAtomValue(activeYearAtom);
  if (closed) return null;
  return (
    <Banner variant="success" heading="Your account is set up" headingLevel={headingLevel} onClose={close} className="sp-dashboard__setup">
      <p>Your saved items are kept in your account, so you can pick up where you left off on any device.</p>
      <div className="sp-dashboard__actions">
        <LinkButton href={planSummaryUrl({ zipcode: zipCode, planYear })}>Browse all plans</LinkButton>
        <LinkButton variant="secondary" href={SAVED_PLANS_URL}>
          View saved plans
        </LinkButton>
      </div>
    </Banner>
  );
}
