/** The data import forms of spec §5.1, with their exact messages. */
import { isFiveDigitZip, isValidDay, isValidMaskedMbi, isValidMonth, isValidYear } from './fields';
import { EMAIL_PATTERN } from './validator';

export const IMPORT_FORM_MESSAGES = {
  firstName: 'Error: Please enter a valid first name',
  lastName: 'Error: Please enter a valid last name',
  dob: 'Error: Please enter a valid date of birth',
  zipCode: 'Error: Please enter a valid ZIP code',
  mbi: 'Error: Please enter a valid Medicare number',
  isAttested: 'Error: You must attest in order to continue',
  email: 'Error: Please enter a valid email address',
  gender: 'Error: Please select a gender',
} as const;

/** Hint under the Medicare number of form 1. */
export const MBI_HINT = '9 to 10 digits, no space';
/** Placeholder and maximum length of the masked Medicare number of form 2. */
export const MASKED_MBI_PLACEHOLDER = '#XX#-XX#-XX##';

export interface ImportForm1Values {
  firstName: string;
  lastName: string;
  dobMonth: string;
  dobDay: string;
  dobYear: string;
  zipCode: string;
  mbi: string;
  isAttested: boolean;
}

export interface ImportForm2Values extends ImportForm1Values {
  email: string;
  gender: string;
}

export type ImportFormField = keyof typeof IMPORT_FORM_MESSAGES;
export type ImportFormErrors = Partial<Record<ImportFormField, string>>;

export const GENDERS = ['m', 'f'] as const;

function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/** The date of birth fails when any part is missing or not a real day, month or year. */
function isValidDateOfBirth(values: ImportForm1Values, currentYear: number): boolean {
  return isValidMonth(values.dobMonth) && isValidDay(values.dobDay) && isValidYear(values.dobYear, currentYear);
}

/**
 * Form-1 Medicare number: no spaces, letters and digits, 9 to 11 characters.
 * The hint speaks of 9 to 10 digits (the older claim number); 11 admits the
 * current Medicare Beneficiary Identifier, which has letters.
 */
export function isValidPlainMbi(value: string): boolean {
  return /^[A-Za-z0-9]{9,11}$/.test(value.trim());
}

function commonErrors(values: ImportForm1Values, currentYear: number): ImportFormErrors {
  const errors: ImportFormErrors = {};
  if (!isFilled(values.firstName)) errors.firstName = IMPORT_FORM_MESSAGES.firstName;
  if (!isFilled(values.lastName)) errors.lastName = IMPORT_FORM_MESSAGES.lastName;
  if (!isValidDateOfBirth(values, currentYear)) errors.dob = IMPORT_FORM_MESSAGES.dob;
  if (!isFiveDigitZip(values.zipCode)) errors.zipCode = IMPORT_FORM_MESSAGES.zipCode;
  if (values.isAttested !== true) errors.isAttested = IMPORT_FORM_MESSAGES.isAttested;
  return errors;
}

/** Import form 1: every field required. Empty result means valid. */
export function validateImportForm1(values: ImportForm1Values, currentYear: number): ImportFormErrors {
  const errors = commonErrors(values, currentYear);
  if (!isValidPlainMbi(values.mbi)) errors.mbi = IMPORT_FORM_MESSAGES.mbi;
  return errors;
}

/** Import form 2: form 1 plus email and gender; the Medicare number is masked. */
export function validateImportForm2(values: ImportForm2Values, currentYear: number): ImportFormErrors {
  const errors = commonErrors(values, currentYear);
  if (!isValidMaskedMbi(values.mbi)) errors.mbi = IMPORT_FORM_MESSAGES.mbi;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = IMPORT_FORM_MESSAGES.email;
  if (!(GENDERS as readonly string[]).includes(values.gender)) errors.gender = IMPORT_FORM_MESSAGES.gender;
  return errors;
}

