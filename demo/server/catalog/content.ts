/** The content fragments of spec §7.1, in the shapes of src/api/schemas/content.ts. */
import { STATES } from './geography';
import { PLANS } from './plans';

export const TOLL_FREE_NUMBER = '1-877-699-5710';

/** A plan the plan sponsor acquired: no online enrollment for it (the member persona has it saved for 2026). */
export const ACQUIRED_PLAN_IDS = ['H3379-001-000'];

/** Supplement content is approved in these states; elsewhere the 'Plan Card Unavailable' card shows (spec §2.3). */
export const APPROVED_MEDSUPP_STATES = ['NY', 'FL', 'AZ'];

const FAQ = [
  {
    question: 'How can I talk to someone?',
    answer: `Call a licensed insurance agent at ${TOLL_FREE_NUMBER} (TTY 711), 7 a.m. to 11 p.m. ET Monday to Friday, 9 a.m. to 5 p.m. ET Saturday.`,
  },
  {
    question: 'How do I save my progress?',
    answer: 'Sign in or create an account and every plan, drug, pharmacy and doctor you save is kept in your profile. As a guest, your saved items stay in this browser only.',
  },
  {
    question: 'What happens with my information?',
    answer: 'We use the information you save only to help you compare and enroll in plans. We do not sell it, and you can remove any saved item at any time.',
  },
  {
    question: 'How do I complete an in-progress application?',
    answer: 'Go to Your applications and select Continue your application. Your answers were saved, so you pick up where you left off.',
  },
  {
    question: 'How can I see all plans?',
    answer: 'Select Browse all plans to see every plan available in your ZIP code for the plan year you choose.',
  },
];

const PROFILE_TEXTS = {
  title: 'Your account',
  guestTitle: 'Your guest account',
  plansView: 'Your plans',
  drugsView: 'Your drugs',
  providersView: 'Your doctors and dentists',
  needHelpHours: '8 a.m. to p.m.',
  tollFreeNumber: TOLL_FREE_NUMBER,
};

const profile = {
  texts: PROFILE_TEXTS,
  toast: {
    guest: { heading: 'Your items are saved in this browser', body: 'Sign in or create an account to keep your saved plans, drugs and doctors on any device.' },
    authenticated: { heading: 'Your items are saved to your account', body: 'Find your saved plans, drugs and doctors here whenever you sign in.' },
    signInUrl: '/optumid-login',
  },
  faq: FAQ,
  // Shown only with the `bannering` flag (src/components/common/SiteBanner.tsx).
  banner: {
    id: 'aep-2027',
    heading: 'Annual Enrollment Period: October 15 to December 7',
    body: '<p>Changes you make to your Medicare coverage during this time start January 1. <a href="/health-plans.html">Compare plans for next year</a>.</p>',
  },
};

const MEDSUPP_DISCLOSURES = [
  'AARP endorses the AARP Medicare Supplement Insurance Plans, insured by UnitedHealthcare Insurance Company. UnitedHealthcare Insurance Company pays royalty fees to AARP for the use of its intellectual property.',
  'These plans are not connected with or endorsed by the U.S. Government or the federal Medicare program.',
  'Insured by UnitedHealthcare Insurance Company, Horsham, PA (UnitedHealthcare Insurance Company of America, Hartford, CT for some states).',
  'Policy form No. GRP 79171 GPS-1 (G-36000-4). In some states plans may be available to persons under age 65 who are eligible for Medicare by reason of disability or End-Stage Renal Disease.',
  'Not all plans are available in all states. You must be an AARP member to enroll in an AARP Medicare Supplement Plan.',
].map((p) => `<p>${p}</p>`).join('');

const PLAN_BENEFITS = [
  { code: 'M90', label: 'Monthly Premium', category: 'plan', icon: 'dollar' },
  { code: 'M91a', label: 'Primary Care Provider', category: 'medical', icon: 'virtual_care' },
  { code: 'M92a', label: 'Specialist', category: 'medical', icon: 'virtual_care' },
  { code: '18a1', label: 'Out-of-Pocket Maximum', category: 'plan', icon: 'dollar' },
  { code: '17a1', label: 'Dental', category: 'medical', icon: 'tooth' },
  { code: '14a6', label: 'Tier 1: Preferred Generic', category: 'part D', icon: 'pill' },
];

function dentalCoveredPlanIds(): string[] {
  const ids = PLANS.filter((p) => p.benefits.some((b) => b.label === 'Dental')).map((p) => p.planId);
  return [...new Set(ids)].filter((_, i) => i % 2 === 0);
}

export const CONTENT_FRAGMENTS: Record<string, unknown> = {
  'common-tools-vpp/medsupp/state-flip': { approvedStates: APPROVED_MEDSUPP_STATES },
  'shopper-profile-redesign/MedsupContent': {
    disclosures: MEDSUPP_DISCLOSURES,
    texts: {
      unavailableHeading: 'Plan Card Unavailable for ... Medicare Supplement Insurance Plans',
      unavailableBody: `We are working hard to get you the information you need. Please check back soon. You can also call ${TOLL_FREE_NUMBER}/TTY 711 to speak with a licensed insurance agent/producer who can help.`,
      footnote14: 'High-deductible plan: you pay a deductible before the plan pays.',
      footnote10: 'Wellness extras plan: includes added wellness services.',
      planFCNotice: 'Plans C and F are available only to those first eligible for Medicare before January 1, 2020.',
    },
  },
  'shopper-profile-redesign/profile': profile,
  // Acquired plans excluded from online enrollment, and enrollment allowed (src/api/schemas/content.ts ShopperContentSchema).
  'shopper-profile-redesign/shopper': { ...profile, acquiredPlanIds: ACQUIRED_PLAN_IDS, enrollmentAllowed: true },
  'common-tools-vpp/global/suppression': { suppressedPlanIds: ['MW1', 'TW1', 'NW1'] },
  'common-tools-vpp/plan-summary/plan-benefits': { benefits: PLAN_BENEFITS },
  'common-tools-vpp/global/dental-provider-covered-plans': { planIds: dentalCoveredPlanIds() },
};

/** Supplement component text and exclusions by state (contentPaths.ts medsuppStateContent). */
export function medsuppStateContent(stateCode: string): Record<string, unknown> | undefined {
  const state = STATES.find((s) => s.stateCode === stateCode);
  if (!state) return undefined;
  const approved = APPROVED_MEDSUPP_STATES.includes(stateCode);
  return {
    stateCode,
    texts: { heading: `Medicare Supplement Insurance Plans in ${state.name}`, approved: String(approved) },
    exclusions: approved ? (stateCode === 'NY' ? ['K01', 'L01'] : []) : ['F01', 'G01', 'N01', 'K01', 'L01', 'HG1', 'NW1'],
  };
}
