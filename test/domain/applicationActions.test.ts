import { expect } from '@open-wc/testing';
import {
  findMatchingMedsuppApplication,
  isApplicationListed,
  isMedsuppApplicationInProgress,
  isMedsuppPlanStateEligible,
  medsuppApplicationView,
  medsuppEnrollRoute,
  recommendedPlanButton,
  regularApplicationButton,
} from '../../src/domain/applicationActions';

describe('regular application card button (spec §4.8)', () => {
  const cases: [string | null | undefined, { action: string; label: string } | null][] = [
    ['continue', { action: 'continue', label: 'continueApplication' }],
    ['Continue', { action: 'continue', label: 'continueApplication' }],
    ['saved', { action: 'continue', label: 'continueApplication' }],
    ['view', { action: 'view', label: 'viewApplication' }],
    ['denied', null],
    ['', null],
    [null, null],
  ];
  for (const [status, expected] of cases) {
    it(`${JSON.stringify(status)} -> ${expected ? expected.label : 'no button'}`, () => {
      const button = regularApplicationButton(status);
      expect(button && { action: button.action, label: button.label }).to.deep.equal(expected);
    });
  }

  it('is disabled when cloaked', () => {
    expect(regularApplicationButton('view', true)?.disabled).to.equal(true);
    expect(regularApplicationButton('view')?.disabled).to.equal(false);
  });
});

describe('Medicare Supplement application card', () => {
  it("with an adjudication status shows it under 'status'", () => {
    const view = medsuppApplicationView({ adjudicationStatus: 'Approved', applicationStatus: 'SUBMITTED', statusDate: '2026-02-01' });
    expect(view.status).to.equal('Approved');
    expect(view.label).to.equal('status');
    expect(view.button.label).to.equal('viewApplicationDetails');
    expect(view.lastUpdated).to.equal('2026-02-01');
  });

  it("in progress: 'Saved', 'Last updated' (key 'lastUpdated'), continue, saved timestamp", () => {
    const view = medsuppApplicationView({ applicationStatus: 'IN_PROGRESS', savedTimestamp: '2026-01-10', statusDate: '2026-01-01' });
    expect(view).to.deep.equal({
      status: 'Saved',
      label: 'lastUpdated',
      lastUpdated: '2026-01-10',
      button: { action: 'continue', label: 'continueApplication', disabled: false },
    });
  });

  it('an adjudicated application is decided: it views details even when its application status still reads in progress', () => {
    const view = medsuppApplicationView({ applicationStatus: 'IN_PROGRESS', adjudicationStatus: 'Declined' });
    expect(view.button).to.deep.equal({ action: 'view', label: 'viewApplicationDetails', disabled: false });
    const adjudicated = { applicationStatus: { applicationStatus: 'IN_PROGRESS', adjudicationStatus: 'Declined', plans: [{ planName: 'Plan G' }] }, applicantDemographics: { zipCode: '55401' } };
    const context = { zipCode: '55401', medsuppApplications: [adjudicated], startApplicationSuppressedIds: [], enrollable: true };
    expect(recommendedPlanButton({ planId: 'G1', planName: 'Plan G', planType: 'MS' }, context)?.label).to.equal('viewApplication');
  });

  it('in progress without a saved timestamp has no last-updated date (the status date is not used)', () => {
    expect(medsuppApplicationView({ applicationStatus: 'In Progress', statusDate: '2026-01-01' }).lastUpdated).to.equal(null);
  });

  it("not in progress: 'Pending', view details, status date when no saved timestamp", () => {
    const view = medsuppApplicationView({ applicationStatus: 'SUBMITTED', statusDate: '2026-01-01' }, true);
    expect(view).to.deep.equal({
      status: 'Pending',
      label: 'lastUpdated',
      lastUpdated: '2026-01-01',
      button: { action: 'view', label: 'viewApplicationDetails', disabled: true },
    });
  });

  it('the saved timestamp wins over the status date', () => {
    expect(medsuppApplicationView({ applicationStatus: 'SUBMITTED', savedTimestamp: 5, statusDate: '2026-01-01' }).lastUpdated).to.equal(5);
  });

  it('an empty adjudication status is no adjudication status', () => {
    expect(medsuppApplicationView({ adjudicationStatus: '', applicationStatus: 'SUBMITTED' }).label).to.equal('lastUpdated');
  });
});

describe('recommended plan button', () => {
  const applications = [
    { applicationStatus: { applicationStatus: 'IN_PROGRESS', plans: [{ planName: 'Plan G' }] }, applicantDemographics: { zipCode: '55401' } },
    { applicationStatus: { applicationStatus: 'SUBMITTED', plans: [{ planName: 'Plan N' }] }, applicantDemographics: { zipCode: '55401' } },
  ];
  const context = { zipCode: '55401', medsuppApplications: applications, startApplicationSuppressedIds: ['MW1'], enrollable: true };
  const cases: [string, Parameters<typeof recommendedPlanButton>[0], Partial<typeof context> & { cloaked?: boolean }, string | null][] = [
    ['medsupp with no application: Start application', { planId: 'G1', planName: 'Plan F', planType: 'MS' }, {}, 'startApplication'],
    ['medsupp on the suppression list: no button', { planId: 'MW1', planName: 'Plan F', planType: 'MS' }, {}, null],
    ['medsupp whose plan code is suppressed: no button', { planId: 'X1', planCode: 'MW1', planName: 'Plan F', planType: 'MS' }, {}, null],
    ['medsupp with an unsuppressed plan code', { planId: 'X1', planCode: 'G', planName: 'Plan F', planType: 'MS' }, {}, 'startApplication'],
    ['matching in-progress application (case-insensitive name): continue', { planId: 'G1', planName: 'plan g', planType: 'MS' }, {}, 'continueApplication'],
    ['matching submitted application: view', { planId: 'N1', planName: 'PLAN N', planType: 'MS' }, {}, 'viewApplication'],
    ['same name, other zip: no match', { planId: 'G1', planName: 'Plan G', planType: 'MS' }, { zipCode: '10001' }, 'startApplication'],
    ['a matching application wins over suppression', { planId: 'MW1', planName: 'Plan G', planType: 'MS' }, {}, 'continueApplication'],
    ['other plan without enrollmentStatus: Enroll in plan', { planId: 'H1', planName: 'A', planType: 'MAPD' }, {}, 'enrollInPlan'],
    ['other plan in progress: labelled with the in-progress status', { planId: 'H1', planName: 'A', planType: 'MA', enrollmentStatus: 'In Progress' }, {}, 'inProgress'],
    ['other plan submitted: no button', { planId: 'H1', planName: 'A', planType: 'PDP', enrollmentStatus: 'Submitted' }, {}, null],
    ['other plan the enroll rule leaves out (window, exclusion, suppression): no button', { planId: 'H1', planName: 'A', planType: 'MAPD' }, { enrollable: false }, null],
    ['other plan the enroll rule leaves out, even in progress: no button', { planId: 'H1', planName: 'A', planType: 'MAPD', enrollmentStatus: 'In Progress' }, { enrollable: false }, null],
    ['institutional SNP: Learn more, as on the plans page', { planId: 'H1', planName: 'A', planType: 'SNP', snpType: 'INSTITUTIONAL' }, { enrollable: false }, 'learnMore'],
    ['medsupp ignores the enroll rule of other plans', { planId: 'G1', planName: 'Plan F', planType: 'MS' }, { enrollable: false }, 'startApplication'],
  ];
  for (const [name, plan, overrides, label] of cases) {
    it(name, () => expect(recommendedPlanButton(plan, { ...context, ...overrides })?.label ?? null).to.equal(label));
  }

  it('is disabled when cloaked', () => {
    expect(recommendedPlanButton({ planId: 'H1', planName: 'A', planType: 'MA' }, { ...context, cloaked: true })?.disabled).to.equal(true);
  });

  it('finds the matching application, ignoring applications without plans', () => {
    const found = findMatchingMedsuppApplication([{ applicationStatus: null }, ...applications], ' Plan N ', '55401');
    expect(found).to.equal(applications[1]);
    expect(findMatchingMedsuppApplication([{ applicantDemographics: { zipCode: '55401' }, applicationStatus: { plans: [{}] } }], 'Plan N', '55401')).to.equal(undefined);
    expect(findMatchingMedsuppApplication([{ applicantDemographics: { zipCode: '55401' } }], 'Plan N', '55401')).to.equal(undefined);
  });
});

describe('medsupp plan-state eligibility and enroll route', () => {
  const eligibility: [string | null | undefined, string | null | undefined, boolean][] = [
    ['MN', 'MN', true], ['MN', 'WI', false], ['MN', null, false], [undefined, 'MN', false], ['', '', false],
  ];
  for (const [plan, recommendation, expected] of eligibility) {
    it(`${JSON.stringify(plan)} vs ${JSON.stringify(recommendation)} -> ${expected}`, () =>
      expect(isMedsuppPlanStateEligible(plan, recommendation)).to.equal(expected));
  }

  const base = { zipCode: '55401', planId: 'MS-G', planYear: 2026, planStateCode: 'MN', recommendationStateCode: 'MN' };

  it('raises open-add-your-info when the profile script is present and states match', () => {
    expect(medsuppEnrollRoute({ ...base, shopperProfileScriptPresent: true })).to.deep.equal({ kind: 'open-add-your-info' });
  });

  it('goes to the medsupp details page with startApplication=true otherwise, by plan code', () => {
    expect(medsuppEnrollRoute({ ...base, shopperProfileScriptPresent: false, planCode: 'G' })).to.deep.equal({
      kind: 'navigate',
      url: '/health-plans/medsupp-details.html/55401/G/2026?startApplication=true',
    });
  });

  it('uses the plan id when there is no plan code, and when states differ', () => {
    expect(medsuppEnrollRoute({ ...base, shopperProfileScriptPresent: true, recommendationStateCode: 'WI' })).to.deep.equal({
      kind: 'navigate',
      url: '/health-plans/medsupp-details.html/55401/MS-G/2026?startApplication=true',
    });
  });
});

describe('domain: applications listed under save/resume', () => {
  const cases: [boolean, boolean, boolean][] = [
    // inProgress, saveResumeDisabled, listed
    [false, false, true],
    [true, false, true],
    [false, true, true],
    [true, true, false],
  ];
  for (const [inProgress, disabled, listed] of cases) {
    it(`an application ${inProgress ? 'in progress' : 'submitted'} with save/resume ${disabled ? 'off' : 'on'} is ${listed ? '' : 'not '}listed`, () => {
      expect(isApplicationListed(inProgress, disabled)).to.equal(listed);
    });
  }

  it('a Medicare Supplement application is in progress only while in progress and not adjudicated', () => {
    expect(isMedsuppApplicationInProgress({ applicationStatus: 'IN_PROGRESS' })).to.equal(true);
    expect(isMedsuppApplicationInProgress({ applicationStatus: 'in progress', adjudicationStatus: '' })).to.equal(true);
    expect(isMedsuppApplicationInProgress({ applicationStatus: 'IN_PROGRESS', adjudicationStatus: 'Approved' })).to.equal(false);
    expect(isMedsuppApplicationInProgress({ applicationStatus: 'SUBMITTED' })).to.equal(false);
    expect(isMedsuppApplicationInProgress(null)).to.equal(false);
    expect(isMedsuppApplicationInProgress(undefined)).to.equal(false);
  });
});
