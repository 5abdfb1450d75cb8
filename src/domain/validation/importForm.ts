/**
 * The data import forms of spec §5.1. A failed field gives its message key;
 * the import catalog holds the spec's exact messages under these keys.
 */
import { isFiveDigitZip, isValidDay, isValidMaskedMbi, isValidMonth, isValidYear } from './fields';
import { EMAIL_PATTERN } from './validator';

export type ImportFormField = 'firstName' | 'lastName' | 'dob' | 'zipCode' | 'mbi' | 'isAttested' | 'email' | 'gender';
/** The catalog key of a field's message, e.g. 'zipCodeError' for 'Error: Please enter a valid ZIP code'. */
export type ImportFormError = `${ImportFormField}Error`;
export type ImportFormErrors = Partial<Record<ImportFormField, ImportFormError>>;

/** Placeholder of the masked Medicare number (form 2, confirm identity); its maximum length is MASKED_MBI_MAX_LENGTH. */
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
  if (!isFilled(values.firstName)) errors.firstName = 'firstNameError';
  if (!isFilled(values.lastName)) errors.lastName = 'lastNameError';
  if (!isValidDateOfBirth(values, currentYear)) errors.dob = 'dobError';
  if (!isFiveDigitZip(values.zipCode)) errors.zipCode = 'zipCodeError';
  if (values.isAttested !== true) errors.isAttested = 'isAttestedError';
  return errors;
}

/** Import form 1: every field required. Empty result means valid. */
export function validateImportForm1(values: ImportForm1Values, currentYear: number): ImportFormErrors {
  const errors = commonErrors(values, currentYear);
  if (!isValidPlainMbi(values.mbi)) errors.mbi = 'mbiError';
  return errors;
}

/** Import form 2: form 1 plus email and gender; the Medicare number is masked. */
export function validateImportForm2(values: ImportForm2Values, currentYear: number): ImportFormErrors {
  const errors = commonErrors(values, currentYear);
  if (!isValidMaskedMbi(values.mbi)) errors.mbi = 'mbiError';
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'emailError';
  if (!(GENDERS as readonly string[]).includes(values.gender)) errors.gender = 'genderError';
  return errors;
}

