/**
 * Form controls of the import and confirm-identity forms: a labelled text
 * field, the three-part date of birth, the gender choice and a checkbox.
 * Each shows its error under it, marks itself invalid and is described by
 * its hint and error, so a screen reader hears why it failed.
 */
import { useId, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import { DOB_PART_LENGTHS, type DateOfBirthPart } from '../../domain/validation/fields';
import { digitsMask, type InputMask } from '../../domain/validation/inputMask';
import { formFieldsCss } from './formFields.css';
import { maskedChange, maskedPaste } from './maskedChange';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { importMessages } from './importMessages';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="sp-field__error">
      {message}
    </p>
  ) : null;
}

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Shapes what is typed, pasted or deleted (the Medicare number, the ZIP), keeping the caret where the person types. */
  mask?: InputMask;
}

export function TextField({ label, name, value, onChange, error, hint, disabled, maxLength, placeholder, type = 'text', inputMode, autoComplete, inputRef, className, mask }: TextFieldProps) {
  useSheet(formFieldsCss);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['sp-field', error ? 'sp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sp-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="sp-field__hint">
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="sp-field__input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(mask ? maskedChange(event, mask, value) : event.target.value)}
        onPaste={mask && ((event) => onChange(maskedPaste(event, mask)))}
        disabled={disabled}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        part="input"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface DateOfBirthFieldProps {
  month: string;
  day: string;
  year: string;
  onChange: (part: DateOfBirthPart, value: string) => void;
  error?: string | undefined;
  /** A part's own error marks only that part invalid (the identity form checks parts one by one). */
  invalidParts?: readonly DateOfBirthPart[];
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** Each part takes digits only, as many as it has characters (2, 2, 4). */
const DOB_PARTS: { part: DateOfBirthPart; maxLength: number; mask: InputMask; autoComplete: string }[] = (
  [
    ['dobMonth', 'bday-month'],
    ['dobDay', 'bday-day'],
    ['dobYear', 'bday-year'],
  ] as const
).map(([part, autoComplete]) => ({ part, maxLength: DOB_PART_LENGTHS[part], mask: digitsMask(DOB_PART_LENGTHS[part]), autoComplete }));

export function DateOfBirthField({ month, day, year, onChange, error, invalidParts, disabled, inputRef }: DateOfBirthFieldProps) {
  useSheet(formFieldsCss);
  const messages = useMessages(importMessages);
  const id = useId();
  const errorId = `${id}-error`;
  const values: Record<DateOfBirthPart, string> = { dobMonth: month, dobDay: day, dobYear: year };
  return (
    <fieldset className={['sp-field', 'sp-field--dob', error ? 'sp-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="sp-field__label">{messages.dateOfBirth}</legend>
      <div className="sp-field__parts">
        {DOB_PARTS.map(({ part, maxLength, mask, autoComplete }, index) => {
          const partId = `${id}-${part}`;
          const invalid = Boolean(error) && (invalidParts === undefined || invalidParts.includes(part));
          return (
            <div key={part} className="sp-field__part">
              <label htmlFor={partId} className="sp-field__part-label">
                {messages[part]}
              </label>
              <input
                ref={index === 0 ? inputRef : undefined}
                id={partId}
                name={part}
                className="sp-field__input"
                value={values[part]}
                onChange={(event) => onChange(part, maskedChange(event, mask, values[part]))}
                onPaste={(event) => onChange(part, maskedPaste(event, mask))}
                disabled={disabled}
                maxLength={maxLength}
                size={maxLength + 1}
                inputMode="numeric"
                autoComplete={autoComplete}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={error ? errorId : undefined}
                part="input"
              />
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export interface GenderFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const GENDER_OPTIONS = [
  { value: 'm', label: 'male' },
  { value: 'f', label: 'female' },
] as const;

export function GenderField({ value, onChange, error, disabled }: GenderFieldProps) {
  useSheet(formFieldsCss);
  const messages = useMessages(importMessages);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={['sp-field', error ? 'sp-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="sp-field__label">{messages.gender}</legend>
      <div className="sp-field__choices">
        {GENDER_OPTIONS.map((option) => (
          <label key={option.value} className="sp-field__choice">
            <input
              type="radio"
              name={`${id}-gender`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
            />
            {messages[option.label]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, error, disabled }: CheckboxFieldProps) {
  useSheet(formFieldsCss);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['sp-field', 'sp-field--checkbox', error ? 'sp-field--invalid' : ''].filter(Boolean).join(' ')}>
      <div className="sp-field__choice">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
