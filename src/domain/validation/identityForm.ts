/** The confirm-identity form (spec §4.4 field sets, §5.2 rules) per telesales type. */
import { TELESALES_PROFILE_TYPES } from '../profileType';
import type { ImportFormError } from './importForm';
import { DOB_PART_LENGTHS, type DateOfBirthPart, isValidDay, isValidMonth, isValidYear, isValidZip, MASKED_MBI_MAX_LENGTH, PLAN_ID_MASK_PATTERN, ZIP_MAX_LENGTH, ZIP_PATTERN } from './fields';
import { createForm, validateValue, type FieldDefinition, type FormState } from './validator';

export type IdentityFieldName = 'firstName' | 'lastName' | 'email' | 'dobMonth' | 'dobDay' | 'dobYear' | 'mbi' | 'zipCode' | 'gender';

export const GENDER_PATTERN = /^[mf]$/;

/** A date-of-birth part: required, exactly its length in digits, a real month, day or year. */
function dobField(name: DateOfBirthPart, valid: (value: string) => boolean): FieldDefinition {
  const length = DOB_PART_LENGTHS[name];
  return { name, required: true, minimum: length, maximum: length, pattern: new RegExp(`^\\d{${length}}$`), valid };
}

function baseFields(currentYear: number): FieldDefinition[] {
  return [
    { name: 'firstName', required: true },
    { name: 'lastName', required: true },
    { name: 'email', required: true, email: true },
    dobField('dobMonth', isValidMonth),
    dobField('dobDay', isValidDay),
    dobField('dobYear', (value) => isValidYear(value, currentYear)),
  ];
}

/** Consent type: the Medicare number is required, 13 masked characters. */
const mbiField: FieldDefinition = {
  name: 'mbi',
  required: true,
  minimum: MASKED_MBI_MAX_LENGTH,
  maximum: MASKED_MBI_MAX_LENGTH,
  pattern: PLAN_ID_MASK_PATTERN,
};
const zipField: FieldDefinition = { name: 'zipCode', required: true, maximum: ZIP_MAX_LENGTH, pattern: ZIP_PATTERN, valid: isValidZip };
const genderField: FieldDefinition = { name: 'gender', required: true, pattern: GENDER_PATTERN };

/**
 * Field definitions by telesales type: consent member (M) adds mbi; non-consent
 * member (TPM) adds zipCode; non-member types (P, TPP) add gender and zipCode.
 * Null for any other type (the caller logs it as invalid).
 */
export function identityFormFields(telesalesProfileType: string | null | undefined, currentYear: number): FieldDefinition[] | null {
  const base = baseFields(currentYear);
  switch (telesalesProfileType) {
    case TELESALES_PROFILE_TYPES.memberConsent:
      return [...base, mbiField];
    case TELESALES_PROFILE_TYPES.memberNoConsent:
      return [...base, zipField];
    case TELESALES_PROFILE_TYPES.nonMemberConsent:
    case TELESALES_PROFILE_TYPES.nonMemberNoConsent:
      return [...base, genderField, zipField];
    default:
      return null;
  }
}

/** The identity form prefilled with known values; null for an unknown telesales type. */
export function createIdentityForm(
  telesalesProfileType: string | null | undefined,
  currentYear: number,
  prefill: Readonly<Partial<Record<IdentityFieldName, string | null | undefined>>> = {},
): FormState | null {
  const definitions = identityFormFields(telesalesProfileType, currentYear);
  if (!definitions) return null;
  const initialValues: Record<string, string> = {};
  for (const { name } of definitions) initialValues[name] = (prefill[name as IdentityFieldName] ?? '').trim();
  return createForm(definitions, initialValues);
}

/** Fields locked for editing: name, email and similar, when the profile is not a base account and the form is in its initial lock state. */
export const LOCKABLE_IDENTITY_FIELDS: readonly IdentityFieldName[] = ['firstName', 'lastName', 'email', 'dobMonth', 'dobDay', 'dobYear'];

export function isIdentityFieldDisabled(name: IdentityFieldName, isBaseAccount: boolean, initialLock: boolean): boolean {
  return !isBaseAccount && initialLock && LOCKABLE_IDENTITY_FIELDS.includes(name);
}

/**
 * A prefilled value the form can send as it is: present and passing its
 * field's rules. Only such a value is locked; a known value that fails its
 * rules (an e-mail address without its domain) stays editable, or the person
 * could never send the form (the spec does not say; our choice).
 */
export function isSendablePrefill(form: FormState, name: IdentityFieldName): boolean {
  const field = form.fields[name];
  const definition = form.definitions.find((candidate) => candidate.name === name);
  if (!field || !definition || field.initialValue === '') return false;
  return Object.keys(validateValue(definition, field.initialValue)).length === 0;
}

/** A failed field's message key: the import form's messages (§5.1), as §5.2 gives none for this form. */
export const IDENTITY_FIELD_ERRORS: Readonly<Record<IdentityFieldName, ImportFormError>> = {
  firstName: 'firstNameError',
  lastName: 'lastNameError',
  email: 'emailError',
  dobMonth: 'dobError',
  dobDay: 'dobError',
  dobYear: 'dobError',
  mbi: 'mbiError',
  zipCode: 'zipCodeError',
  gender: 'genderError',
};
