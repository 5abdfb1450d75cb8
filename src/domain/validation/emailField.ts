/**
 * The email dialog's one field (spec §5.4: required; bounds and message not
 * shown). Chosen: required, the generic validator's email pattern
 * (not_an_email, §5.3) and at most 254 characters (the longest address mail
 * servers accept); one message for every failure, in the words of the
 * import form's email message (§5.1), so the site speaks one way.
 */
import type { ImportFormError } from './importForm';
import { validateValue, type FieldDefinition } from './validator';

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_FIELD: FieldDefinition = { name: 'email', required: true, maximum: EMAIL_MAX_LENGTH, email: true };

/** The key of the one message: the import form's email message (§5.1), so the site says it one way. */
export type EmailFieldError = Extract<ImportFormError, 'emailError'>;

/** The error to show for `value`, or undefined when it can be sent. */
export function emailError(value: string): EmailFieldError | undefined {
  return Object.keys(validateValue(EMAIL_FIELD, value)).length > 0 ? 'emailError' : undefined;
}
