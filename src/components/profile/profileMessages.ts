/**
 * The profile page's English texts (spec §2.2, §2.7; see
 * ../i18n/messages.ts): the shell, top bar, side navigation, banners, need
 * help and the built-in FAQ (the email and sign-out pop-ups' own texts are
 * in profileDialogsMessages.ts, loaded with them).
 */
import { defineMessages } from '../i18n/messages';

export const profileMessages = defineMessages('profile', {
  loading: 'Loading your account',
  titleAuthenticated: 'Your account',
  titleGuest: 'Your guest account',
  emailSent: (emailAddress: string) => `We sent your saved plans to ${emailAddress}.`,

  backToPharmacy: 'Return to pharmacy search',
  backToDce: 'Return to drug cost estimator',
  backToRecommendation: 'Return to plan recommendation',
  backToPlans: 'Return to plans',
  email: 'Email',
  print: 'Print',

  navLabel: 'Your account',
  viewPlans: 'Your plans',
  viewDrugs: 'Your drugs',
  viewProviders: 'Your doctors and dentists',
  /** Read after a view's title: 'Your drugs, 2 saved'. */
  savedCount: (count: number) => `, ${count} saved`,
  browsePlans: (count: number) => `Browse plans (${count} saved)`,

  needHelpHeading: 'Need help?',
  /** 'Call {number} (TTY 711)', around the number's link. */
  callBefore: 'Call',
  callAfter: '(TTY 711)',
  /** The spec's hours text, letter for letter. */
  needHelpHours: '8 a.m. to p.m.',
  /** The link to the site's Medicare education page (spec §2.1 'education'). */
  learnAboutMedicare: 'Learn about Medicare',

  faqHeading: 'Frequently asked questions',
  faqTalkQuestion: 'How can I talk to someone?',
  faqTalkAnswer: (tollFreeNumber: string) =>
    `Call a licensed insurance agent at ${tollFreeNumber} (TTY 711), 7 a.m. to 11 p.m. ET Monday to Friday, 9 a.m. to 5 p.m. ET Saturday.`,
  faqSaveQuestion: 'How do I save my progress?',
  faqSaveAnswer:
    'Plans, drugs, pharmacies and doctors you save are kept here. As a guest they stay in this browser only; sign in or create an account to keep them on any device.',
  faqInformationQuestion: 'What happens with my information?',
  faqInformationAnswer:
    'We use what you save only to help you compare plans and enroll. We do not sell it, and you can remove any saved item at any time.',
  faqApplicationQuestion: 'How do I complete an in-progress application?',
  faqApplicationAnswer:
    'Find the application under Your applications and select Continue your application. Your answers were saved, so you pick up where you left off.',
  faqAllPlansQuestion: 'How can I see all plans?',
  faqAllPlansAnswer: 'Select Browse plans to see every plan available in your ZIP code for the plan year you choose.',

  disclosuresHeading: 'Medicare Supplement disclosures',

  guestHeading: 'Keep your saved items on any device',
  guestBody: 'Your saved plans, drugs and doctors are kept in this browser only. Create an account or sign in to keep them with you.',
  createAccount: 'Create account',
  signIn: 'Sign in',
  hello: (firstName: string | undefined) => (firstName ? `Hello, ${firstName}` : 'Hello'),
  manageProfile: 'Manage profile',
  memberBenefits: 'Member benefits',
  signOut: 'Sign out',
});

export type ProfileMessages = typeof profileMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    profile: typeof profileMessages;
  }
}
