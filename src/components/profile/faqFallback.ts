/**
 * The FAQ shown until (or unless) the 'profile' content fragment brings its
 * own: the five questions of spec §2.2, answered in our words with the
 * spec's phone facts (§9 FAQ sales hours, TTY 711).
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export function fallbackFaq(tollFreeNumber: string): FaqItem[] {
  return [
    {
      question: 'How can I talk to someone?',
      answer: `Call a licensed insurance agent at ${tollFreeNumber} (TTY 711), 7 a.m. to 11 p.m. ET Monday to Friday, 9 a.m. to 5 p.m. ET Saturday.`,
    },
    {
      question: 'How do I save my progress?',
      answer: 'Plans, drugs, pharmacies and doctors you save are kept here. As a guest they stay in this browser only; sign in or create an account to keep them on any device.',
    },
    {
      question: 'What happens with my information?',
      answer: 'We use what you save only to help you compare plans and enroll. We do not sell it, and you can remove any saved item at any time.',
    },
    {
      question: 'How do I complete an in-progress application?',
      answer: 'Find the application under Your applications and select Continue your application. Your answers were saved, so you pick up where you left off.',
    },
    {
      question: 'How can I see all plans?',
      answer: 'Select Browse plans to see every plan available in your ZIP code for the plan year you choose.',
    },
  ];
}
