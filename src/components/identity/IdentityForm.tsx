/**
 * The confirm-identity fields (spec §4.4, §5.2): name, email and date of
 * birth always; then the Medicare number, ZIP code and gender as the
 * telesales type asks. Errors show only once `showErrors` is set.
 */
import type { Ref } from 'react';
import { IDENTITY_FIELD_ERRORS, type IdentityFieldName } from '../../domain/validation/identityForm';
import { MASKED_MBI_PLACEHOLDER } from '../../domain/validation/importForm';
import { MASKED_MBI_MAX_LENGTH, ZIP_MASK, ZIP_MAX_LENGTH, type DateOfBirthPart } from '../../domain/validation/fields';
import { MBI_MASK } from '../../domain/validation/mbiMask';
import type { FormState } from '../../domain/validation/validator';
import { DateOfBirthField, GenderField, TextField } from '../import/formFields';
import { importMessages } from '../import/importMessages';
import { useMessages } from '../i18n/useMessages';

interface IdentityFormProps {
  form: FormState;
  showErrors: boolean;
  isDisabled: (name: IdentityFieldName) => boolean;
  onChange: (name: IdentityFieldName, value: string) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
}

const DOB_PARTS: readonly DateOfBirthPart[] = ['dobMonth', 'dobDay', 'dobYear'];

export function IdentityForm({ form, showErrors, isDisabled, onChange, firstFieldRef }: IdentityFormProps) {
  const messages = useMessages(importMessages);
  const has = (name: IdentityFieldName) => name in form.fields;
  const value = (name: IdentityFieldName) => form.fields[name]?.value ?? '';
  const failed = (name: IdentityFieldName) => showErrors && Object.keys(form.fields[name]?.errors ?? {}).length > 0;
  const error = (name: IdentityFieldName) => (failed(name) ? messages[IDENTITY_FIELD_ERRORS[name]] : undefined);
  const invalidDobParts = DOB_PARTS.filter(failed);
  const text = (name: 'firstName' | 'lastName' | 'email' | 'zipCode' | 'mbi') => ({
    label: messages[name],
    name,
    value: value(name),
    error: error(name),
    disabled: isDisabled(name),
    onChange: (next: string) => onChange(name, next),
  });

  return (
    <>
      <TextField {...text('firstName')} autoComplete="given-name" inputRef={firstFieldRef} />
      <TextField {...text('lastName')} autoComplete="family-name" />
      <TextField {...text('email')} type="email" autoComplete="email" />
      <DateOfBirthField
        month={value('dobMonth')}
        day={value('dobDay')}
        year={value('dobYear')}
        onChange={onChange}
        error={invalidDobParts.length > 0 ? messages[IDENTITY_FIELD_ERRORS.dobMonth] : undefined}
        invalidParts={invalidDobParts}
        // One field to a person: locked only when every part is (a part that cannot be sent keeps all three open).
        disabled={DOB_PARTS.every(isDisabled)}
      />
      {has('mbi') && <TextField {...text('mbi')} placeholder={MASKED_MBI_PLACEHOLDER} maxLength={MASKED_MBI_MAX_LENGTH} mask={MBI_MASK} />}
      {has('gender') && <GenderField value={value('gender')} onChange={(next) => onChange('gender', next)} error={error('gender')} disabled={isDisabled('gender')} />}
      {has('zipCode') && <TextField {...text('zipCode')} inputMode="numeric" maxLength={ZIP_MAX_LENGTH} mask={ZIP_MASK} autoComplete="postal-code" />}
    </>
  );
}
