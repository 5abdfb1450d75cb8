/**
 * The FAQ shown until (or unless) the 'profile' content fragment brings its
 * own: the five questions of spec §2.2, answered in our words with the
 * spec's phone facts (§9 FAQ sales hours, TTY 711), in the page's language
 * (profileMessages).
 */
import type { ProfileMessages } from './profileMessages';

export interface FaqItem {
  question: string;
  answer: string;
}

export function fallbackFaq(messages: ProfileMessages, tollFreeNumber: string): FaqItem[] {
  return [
    { question: messages.faqTalkQuestion, answer: messages.faqTalkAnswer(tollFreeNumber) },
    { question: messages.faqSaveQuestion, answer: messages.faqSaveAnswer },
    { question: messages.faqInformationQuestion, answer: messages.faqInformationAnswer },
    { question: messages.faqApplicationQuestion, answer: messages.faqApplicationAnswer },
    { question: messages.faqAllPlansQuestion, answer: messages.faqAllPlansAnswer },
  ];
}
