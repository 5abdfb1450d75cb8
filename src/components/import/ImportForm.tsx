/**
 * Import forms 1 and 2 (spec §5.1). Form 1: name, date of birth, ZIP, the
 * Medicare number (with its hint) and the attestation. Form 2 adds email and
 * gender, and masks the Medicare number (#XX#-XX#-XX##, at most 13). The
 * ZIP and date-of-birth fields take digits only.
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import { MASKED_MBI_PLACEHOLDER, type ImportForm2Values, type ImportFormErrors, type ImportFormField } from '../../domain/validation/importForm';
import { MASKED_MBI_MAX_LENGTH, ZIP_MASK, ZIP_MAX_LENGTH } from '../../domain/validation/fields';
import { Button } from '../common/Button';
import { CheckboxField, DateOfBirthField, GenderField, TextField } from './formFields';
import { importMessages } from './importMessages';
import { useMessages } from '../i18n/useMessages';
import { MBI_MASK } from '../../domain/validation/mbiMask';

export type ImportFormNumber = 1 | 2;

interface ImportFormProps {
  form: ImportFormNumber;
  values: ImportForm2Values;
  /** Shown only after the first submit. */
  errors: ImportFormErrors;
  onChange: (patch: Partial<ImportForm2Values>) => void;
  onSubmit: () => void;
  /** No attempts left: nothing can be changed or sent. */
  locked: boolean;
  firstFieldRef?: Ref<HTMLInputElement>;
  banner?: ReactNode;
}

export function ImportForm({ form, values, errors, onChange, onSubmit, locked, firstFieldRef, banner }: ImportFormProps) {
  const messages = useMessages(importMessages);
  const error = (field: ImportFormField) => {
    const key = errors[field];
    return key && messages[key];
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) onSubmit();
  };
  return (
    <form className="sp-form" noValidate onSubmit={submit} aria-label={messages.heading}>
      {banner}
      <p>{form === 1 ? messages.intro : messages.form2Intro}</p>
      <fieldset className="sp-form sp-field" disabled={locked}>
        <TextField label={messages.firstName} name="firstName" autoComplete="given-name" value={values.firstName} onChange={(firstName) => onChange({ firstName })} error={error('firstName')} inputRef={firstFieldRef} />
        <TextField label={messages.lastName} name="lastName" autoComplete="family-name" value={values.lastName} onChange={(lastName) => onChange({ lastName })} error={error('lastName')} />
        {form === 2 && (
          <TextField label={messages.email} name="email" type="email" autoComplete="email" value={values.email} onChange={(email) => onChange({ email })} error={error('email')} />
        )}
        <DateOfBirthField month={values.dobMonth} day={values.dobDay} year={values.dobYear} onChange={(part, value) => onChange({ [part]: value })} error={error('dob')} />
        {form === 2 && <GenderField value={values.gender} onChange={(gender) => onChange({ gender })} error={error('gender')} />}
        <TextField label={messages.zipCode} name="zipCode" autoComplete="postal-code" inputMode="numeric" maxLength={ZIP_MAX_LENGTH} mask={ZIP_MASK} value={values.zipCode} onChange={(zipCode) => onChange({ zipCode })} error={error('zipCode')} />
        {form === 1 ? (
          <TextField label={messages.mbi} name="mbi" hint={messages.mbiHint} value={values.mbi} onChange={(mbi) => onChange({ mbi })} error={error('mbi')} />
        ) : (
          <TextField label={messages.mbi} name="mbi" placeholder={MASKED_MBI_PLACEHOLDER} maxLength={MASKED_MBI_MAX_LENGTH} mask={MBI_MASK} value={values.mbi} onChange={(mbi) => onChange({ mbi })} error={error('mbi')} />
        )}
        <CheckboxField label={messages.attestation} checked={values.isAttested} onChange={(isAttested) => onChange({ isAttested })} error={error('isAttested')} />
      </fieldset>
      <div className="sp-form__actions">
        <Button type="submit" disabled={locked}>
          {messages.submit}
        </Button>
      </div>
    </form>
  );
}
