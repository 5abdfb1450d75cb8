/**
 * Words that are English and never Spanish: a Spanish page must not
 * show them outside the data. Shared by the element tests (test/helpers/spanish.ts)
 * and the Spanish journey (test/e2e/spanish.spec.ts).
 */
const ENGLISH_WORDS = [
  'the', 'your', 'you', 'and', 'with', 'this', 'that', 'for', 'from', 'our', 'we', 'not', 'or', 'of', 'to', 'is', 'are', 'was', 'by', 'at', 'on', 'in', 'it',
  'saved', 'save', 'remove', 'removed', 'close', 'cancel', 'continue', 'edit', 'view', 'add', 'added', 'enroll', 'learn', 'more', 'help', 'call', 'see', 'show', 'hide',
  'drug', 'drugs', 'plans', 'doctors', 'dentists', 'pharmacy', 'profile', 'sign', 'back', 'yes', 'open', 'search', 'find', 'start', 'application', 'applications',
  'please', 'try', 'again', 'something', 'went', 'wrong', 'loading', 'monthly', 'premium', 'cost', 'costs', 'estimated', 'covered', 'coverage', 'remaining', 'attempt',
  'attempts', 'month', 'year', 'date', 'birth', 'first', 'last', 'name', 'email', 'number', 'code', 'confirm', 'identity', 'import', 'level', 'details', 'benefits',
  'recommended', 'recommendation', 'questions', 'frequently', 'asked', 'need', 'about', 'what', 'when', 'how', 'who', 'will', 'can', 'here',
] as const;

const ENGLISH = new RegExp(`(^|[^\\p{L}])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}])`, 'iu');

/** True when the text holds an English word. */
export function holdsEnglish(text: string): boolean {
  return ENGLISH.test(text);
}
