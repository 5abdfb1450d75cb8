/**
 * Import forms 1 and 2 (spec §5.1). Form 1: name, date of birth, ZIP, the
 * Medicare number (with its hint) and the attestation. Form 2 adds email and
 * gender, and masks the Medicare number (#XX#-XX#-XX##, at most 13).
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import { MASKED_MBI_PLACEHOLDER, MBI_HINT, type ImportForm2Values, type ImportFormErrors } from '../../domain/validation/importForm';
import { MASKED_MBI_MAX_LENGTH, ZIP_MAX_LENGTH } from '../../domain/validation/fields';
import { Button } from '../common/Button';
import { CheckboxField, DateOfBirthField, GenderField, TextField } from './formFields';
import { IMPORT_TEXTS } from './importTexts';
import { maskMbi } from '../../domain/validation/mbiMask';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) onSubmit();
  };
  return (
    <form className="sp-form" noValidate onSubmit={submit} aria-label={IMPORT_TEXTS.heading}>
      {banner}
      <p>{form === 1 ? IMPORT_TEXTS.intro : IMPORT_TEXTS.form2Intro}</p>
      <fieldset className="sp-form sp-field" disabled={locked}>
        <TextField label={IMPORT_TEXTS.firstName} name="firstName" autoComplete="given-name" value={values.firstName} onChange={(firstName) => onChange({ firstName })} error={errors.firstName} inputRef={firstFieldRef} />
        <TextField label={IMPORT_TEXTS.lastName} name="lastName" autoComplete="family-name" value={values.lastName} onChange={(lastName) => onChange({ lastName })} error={errors.lastName} />
        {form === 2 && (
          <TextField label={IMPORT_TEXTS.email} name="email" type="email" autoComplete="email" value={values.email} onChange={(email) => onChange({ email })} error={errors.email} />
        )}
        <DateOfBirthField month={values.dobMonth} day={values.dobDay} year={values.dobYear} onChange={(part, value) => onChange({ [part]: value })} error={errors.dob} />
        {form === 2 && <GenderField value={values.gender} onChange={(gender) => onChange({ gender })} error={errors.gender} />}
        <TextField label={IMPORT_TEXTS.zipCode} name="zipCode" autoComplete="postal-code" inputMode="numeric" maxLength={ZIP_MAX_LENGTH} value={values.zipCode} onChange={(zipCode) => onChange({ zipCode })} error={errors.zipCode} />
        {form === 1 ? (
          <TextField label={IMPORT_TEXTS.mbi} name="mbi" hint={MBI_HINT} value={values.mbi} onChange={(mbi) => onChange({ mbi })} error={errors.mbi} />
        ) : (
          <TextField label={IMPORT_TEXTS.mbi} name="mbi" placeholder={MASKED_MBI_PLACEHOLDER} maxLength={MASKED_MBI_MAX_LENGTH} value={values.mbi} onChange={(mbi) => onChange({ mbi: maskMbi(mbi) })} error={errors.mbi} />
        )}
        <CheckboxField label={IMPORT_TEXTS.attestation} checked={values.isAttested} onChange={(isAttested) => onChange({ isAttested })} error={errors.isAttested} />
      </fieldset>
      <div className="sp-form__actions">
        <Button type="submit" disabled={locked}>
          {IMPORT_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
