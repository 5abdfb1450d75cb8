/**
 * Your applications (spec §2.6 item 4, §3.5, §4.8): a card per application
 * with its status, 'saved {date} CST', its button, and for a denied one the
 * plan's contact; then the Medicare Supplement application.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { PlanContact } from '../../api/planContact';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { ENROLLMENT_STATUS, statusCacheKey } from '../../domain/enrollmentStatus';
import { normalizePlanType } from '../../domain/planTypes';
import { applicationsAtom, deniedContactsAtom, isApplicationsSettledAtom, listedMedsuppApplicationAtom, type Application } from '../../state/plans/applications';
import { applicationNavigation } from '../../state/plans/applicationsOnDemand';
import { configAtom, isFlagOn } from '../../state/config';
import { lisSubsidyLevelAtom } from '../../state/plans/extraHelp';
import { usePlanToBeEnrolledByPhoneAtom } from '../plans/PlanDialogs';
import { isCloakedAtom } from '../../state/session';
import { profileStatusAtom } from '../../state/profile';
import { Button } from '../common/Button';
import { whenPageSettled } from '../common/whenPageSettled';
import { Card } from '../common/Card';
import { Tag } from '../common/Tag';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { enrollmentUrl } from '../plans/planUrls';
import { useExtraHelpFiguresRefresh } from '../plans/usePlanCardContext';
import { applicationMedicalPremiumAtom } from '../../state/plans/extraHelpFigures';
import { applicationButton, applicationPremium } from '../../domain/applicationCard';
import { applicationSavedText, medsuppCardView } from './applicationView';
import { DashboardSection } from './DashboardSection';
import { Fact } from './Fact';
import { useLocale, useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';
import { useStatusText } from './statusText';

function DeniedContact({ contact }: { contact: PlanContact }) {
  const messages = useMessages(dashboardMessages);
  if (!contact.phoneNumber) return null;
  return <p className="sp-dashboard__contact">{messages.deniedContact(contact.phoneNumber, contact.tty, contact.hoursOfOperation)}</p>;
}

function ApplicationCard({ application }: { application: Application }) {
  const cloaked = useAtomValue(isCloakedAtom);
  const brand = useAtomValue(configAtom).brand;
  const contacts = useAtomValue(deniedContactsAtom);
  const enrollByPhone = useSetAtom(usePlanToBeEnrolledByPhoneAtom());
  const messages = useMessages(dashboardMessages);
  const statusText = useStatusText();
  const locale = useLocale();
  const button = applicationButton(application, cloaked);
  const medicalPremium = useAtomValue(applicationMedicalPremiumAtom)(application);
  const premium = applicationPremium({ ...application, medicalPremium }, {
    featureOn: isFlagOn(useAtomValue(configAtom), 'lisChanges'),
    lisSubsidyLevel: useAtomValue(lisSubsidyLevelAtom),
  });
  const contact: PlanContact = contacts[statusCacheKey(application)] ?? application;
  const onClick = () => {
    const url = enrollmentUrl(brand, application.planType);
    applicationNavigation.run((code) => (url ? code.openApplication(application, url) : enrollByPhone(code.applicationPlan(application))));
  };
  return (
    <Card
      heading={application.planName ?? application.planId}
      eyebrow={<Tag planType={normalizePlanType(application.planType) ?? 'MA'} />}
      className="sp-dashboard__card sp-dashboard__application"
      footer={
        button && (
          <Button disabled={button.disabled} disabledReason={cloaked ? messages.cloakedReason : undefined} onClick={onClick}>
            {messages.button(button.label)}
            <VisuallyHidden>: {application.planName ?? application.planId}</VisuallyHidden>
          </Button>
        )
      }
    >
      <dl className="sp-dashboard__facts">
        <Fact term={messages.status}>{statusText(application.status)}</Fact>
        <Fact term={messages.planYear}>{String(application.planYear)}</Fact>
        {premium.monthly ? <Fact term={messages.monthlyPremium}>{premium.monthly}</Fact> : null}
        {premium.lis ? <Fact term={messages.monthlyPremiumWithExtraHelp}>{premium.lis}</Fact> : null}
        {application.isSubmitted && application.confirmationNo ? <Fact term={messages.confirmationNumber}>{String(application.confirmationNo)}</Fact> : null}
      </dl>
      <p className="sp-dashboard__saved">{applicationSavedText(application, locale)}</p>
      {application.status === ENROLLMENT_STATUS.denied && <DeniedContact contact={contact} />}
    </Card>
  );
}

function MedsuppApplicationCard({ application }: { application: MedsuppEnrollment }) {
  const cloaked = useAtomValue(isCloakedAtom);
  const messages = useMessages(dashboardMessages);
  const statusText = useStatusText();
  const view = medsuppCardView(application, cloaked, useLocale());
  const planName = view.planName ?? messages.medsuppApplicationName;
  return (
    <Card
      heading={planName}
      eyebrow={<Tag planType="MS" />}
      className="sp-dashboard__card sp-dashboard__application sp-dashboard__application--medsupp"
      footer={
        <Button disabled={view.button.disabled} disabledReason={cloaked ? messages.cloakedReason : undefined} onClick={() => applicationNavigation.run((code) => code.openMedsuppApplication(application, view.button.action === 'continue'))}>
          {messages.button(view.button.label)}
          <VisuallyHidden>: {planName}</VisuallyHidden>
        </Button>
      }
    >
      <dl className="sp-dashboard__facts">
        <Fact term={messages.status}>{statusText(view.status)}</Fact>
        {view.label === 'lastUpdated' && view.lastUpdatedText ? <Fact term={messages.lastUpdated}>{view.lastUpdatedText}</Fact> : null}
      </dl>
    </Card>
  );
}

export function Applications() {
  const applications = useAtomValue(applicationsAtom);
  // The cards' Extra Help value needs the user's Extra Help level (§4.13) and, for non-PDP plans, the medical premium (§5.5).
  useExtraHelpFiguresRefresh();
  const medsupp = useAtomValue(listedMedsuppApplicationAtom);
  // The sources load once the profile is in (Dashboard.tsx): a profile that failed holds nothing back.
  const profileReady = useAtomValue(profileStatusAtom) === 'ready';
  const settled = useAtomValue(isApplicationsSettledAtom) || !profileReady;
  const messages = useMessages(dashboardMessages);
  // What the cards' buttons run is fetched once the page has settled, so a click opens the application at once.
  const hasCards = applications.length > 0 || Boolean(medsupp);
  useEffect(() => (hasCards ? whenPageSettled(applicationNavigation.prefetch) : undefined), [hasCards]);
  return (
    <DashboardSection heading={messages.applicationsHeading} className="sp-dashboard__applications" part="applications">
      {/* Shown anew once settled (the key): WebKit has kept a held card's footer hidden after its grid was shown,
          when the cards' own renders came in the same time-sliced pass. */}
      <div key={settled ? 'settled' : 'held'} className={settled ? 'sp-dashboard__grid' : 'sp-dashboard__grid sp-undecided'} aria-busy={!settled}>
        {applications.map((application) => (
          <ApplicationCard key={statusCacheKey(application)} application={application} />
        ))}
        {medsupp && <MedsuppApplicationCard application={medsupp} />}
      </div>
    </DashboardSection>
  );
}
