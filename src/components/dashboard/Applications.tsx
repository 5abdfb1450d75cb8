/**
 * Your applications (spec §2.6 item 4, §3.5, §4.8): a card per application
 * with its status, 'saved {date} CST', its button, and for a denied one the
 * plan's contact; then the Medicare Supplement application.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { PlanContact } from '../../api/planInfo';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { ENROLLMENT_STATUS, statusCacheKey } from '../../domain/enrollmentStatus';
import { normalizePlanType } from '../../domain/planTypes';
import { applicationsAtom, deniedContactsAtom, listedMedsuppApplicationAtom, type Application } from '../../state/applications';
import { applicationPlan, openApplication, openMedsuppApplication } from '../../state/applicationNavigation';
import { configAtom, isFlagOn } from '../../state/config';
import { lisSubsidyLevelAtom, loadExtraHelp } from '../../state/extraHelp';
import { planToBeEnrolledByPhoneAtom } from '../../state/plans/planDialogs';
import { isCloakedAtom } from '../../state/session';
import type { HeadingLevel } from '../common/Accordion';
import { Button } from '../common/Button';
import { Card } from '../common/Card';
import { Tag } from '../common/Tag';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { CLOAKED_REASON } from '../plans/PlanCard';
import { enrollmentUrl } from '../plans/planUrls';
import { applicationButton, applicationPremium } from '../../domain/applicationCard';
import { applicationSavedText, medsuppCardView } from './applicationView';
import { Section, subLevel } from './Section';
import { Fact } from './Fact';

function DeniedContact({ contact }: { contact: PlanContact }) {
  if (!contact.phoneNumber) return null;
  return (
    <p className="sp-dashboard__contact">
      Questions about this decision? Call the plan at {contact.phoneNumber}
      {contact.tty ? ` (TTY ${contact.tty})` : ''}
      {contact.hoursOfOperation ? `, ${contact.hoursOfOperation}` : ''}.
    </p>
  );
}

function ApplicationCard({ application, headingLevel }: { application: Application; headingLevel: HeadingLevel }) {
  const cloaked = useAtomValue(isCloakedAtom);
  const brand = useAtomValue(configAtom).brand;
  const contacts = useAtomValue(deniedContactsAtom);
  const enrollByPhone = useSetAtom(planToBeEnrolledByPhoneAtom);
  const button = applicationButton(application, cloaked);
  const premium = applicationPremium(application, {
    featureOn: isFlagOn(useAtomValue(configAtom), 'lisChanges'),
    lisSubsidyLevel: useAtomValue(lisSubsidyLevelAtom),
  });
  const contact: PlanContact = contacts[statusCacheKey(application)] ?? application;
  const onClick = () => {
    const url = enrollmentUrl(brand, application.planType);
    if (url) openApplication(application, url);
    else enrollByPhone(applicationPlan(application));
  };
  return (
    <Card
      heading={application.planName ?? application.planId}
      headingLevel={headingLevel}
      eyebrow={<Tag planType={normalizePlanType(application.planType) ?? 'MA'} />}
      className="sp-dashboard__card sp-dashboard__application"
      footer={
        button && (
          <Button disabled={button.disabled} disabledReason={cloaked ? CLOAKED_REASON : undefined} onClick={onClick}>
            {button.label}
            <VisuallyHidden>: {application.planName ?? application.planId}</VisuallyHidden>
          </Button>
        )
      }
    >
      <dl className="sp-dashboard__facts">
        <Fact term="Status">{application.status}</Fact>
        <Fact term="Plan year">{String(application.planYear)}</Fact>
        {premium.monthly ? <Fact term="Monthly premium">{premium.monthly}</Fact> : null}
        {premium.lis ? <Fact term="Monthly premium with Extra Help">{premium.lis}</Fact> : null}
        {application.isSubmitted && application.confirmationNo ? <Fact term="Confirmation number">{String(application.confirmationNo)}</Fact> : null}
      </dl>
      <p className="sp-dashboard__saved">{applicationSavedText(application)}</p>
      {application.status === ENROLLMENT_STATUS.denied && <DeniedContact contact={contact} />}
    </Card>
  );
}

function MedsuppApplicationCard({ application, headingLevel }: { application: MedsuppEnrollment; headingLevel: HeadingLevel }) {
  const cloaked = useAtomValue(isCloakedAtom);
  const view = medsuppCardView(application, cloaked);
  return (
    <Card
      heading={view.planName}
      headingLevel={headingLevel}
      eyebrow={<Tag planType="MS" />}
      className="sp-dashboard__card sp-dashboard__application sp-dashboard__application--medsupp"
      footer={
        <Button disabled={view.button.disabled} disabledReason={cloaked ? CLOAKED_REASON : undefined} onClick={() => void openMedsuppApplication(application, view.button.action === 'continue')}>
          {view.button.label}
          <VisuallyHidden>: {view.planName}</VisuallyHidden>
        </Button>
      }
    >
      <dl className="sp-dashboard__facts">
        <Fact term="Status">{view.status}</Fact>
        {view.label === 'Last updated' && view.lastUpdatedText ? <Fact term="Last updated">{view.lastUpdatedText}</Fact> : null}
      </dl>
    </Card>
  );
}

export function Applications({ headingLevel }: { headingLevel: HeadingLevel }) {
  const applications = useAtomValue(applicationsAtom);
  // The cards' Extra Help value needs the user's Extra Help level (§4.13).
  useEffect(() => void loadExtraHelp(), []);
  const medsupp = useAtomValue(listedMedsuppApplicationAtom);
  const level = subLevel(headingLevel);
  return (
    <Section heading="Your applications" headingLevel={headingLevel} className="sp-dashboard__applications" part="applications">
      <div className="sp-dashboard__grid">
        {applications.map((application) => (
          <ApplicationCard key={statusCacheKey(application)} application={application} headingLevel={level} />
        ))}
        {medsupp && <MedsuppApplicationCard application={medsupp} headingLevel={level} />}
      </div>
    </Section>
  );
}
