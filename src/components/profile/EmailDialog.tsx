/**
 * The email dialog (spec §2.2, §5.4): a required email field, Send, a
 * Cancel link and the consent text. Loaded only when it opens (lazyDialog).
 *
 * The error shows after the first Send (as the spec's other forms do) and
 * then follows the typing. A signed-in user's address is filled in.
 * After Send the dialog closes either way: on success the page says where
 * the plans went (onSent); a failure is only logged (spec §8 "email
 * failure"), so no confirmation is shown and nothing claims it was sent.
 */
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { userDetailsAtom } from '../../state/profile';
import { sendSavedPlansEmail } from '../../state/profile/savedPlansEmail';
import { EMAIL_MAX_LENGTH, emailError } from '../../domain/validation/emailField';
import { formFieldsCss } from '../import/formFields.css';
import { importMessages } from '../import/importMessages';
import { useSheet } from '../common/useSheet';
import { focusFirstInvalid } from '../common/viewFocus';
import { useMessages } from '../i18n/useMessages';
import { profileDialogsMessages } from './profileDialogsMessages';

export interface EmailDialogProps extends LazyDialogProps {
  onSent: (emailAddress: string) => void;
}

export default function EmailDialog({ open, onClose, onSent }: EmailDialogProps) {
  useSheet(formFieldsCss);
  const messages = useMessages(profileDialogsMessages);
  const user = useAtomValue(userDetailsAtom);
  const [value, setValue] = useState(user?.email ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const consentId = useId();
  const formMessages = useMessages(importMessages);
  const errorKey = submitted ? emailError(value) : undefined;
  const error = errorKey && formMessages[errorKey];
  const formRef = useRef<HTMLFormElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(value)) focusFirstInvalid(formRef.current);
    if (sending || emailError(value)) return;
    setSending(true);
    const sent = await sendSavedPlansEmail(value);
    setSending(false);
    onClose();
    if (sent) onSent(value.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} heading={messages.emailHeading} busy={sending} className="sp-email-dialog">
      <form ref={formRef} noValidate onSubmit={(event) => void send(event)}>
        <div className="sp-field">
          <label htmlFor={inputId} className="sp-field__label">
            {messages.emailLabel} <span className="sp-field__required">{messages.required}</span>
          </label>
          {error && (
            <p id={errorId} className="sp-field__error">
              {error}
            </p>
          )}
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            className="sp-field__input"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', consentId].filter(Boolean).join(' ')}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <p id={consentId} className="sp-email-dialog__consent">
          {messages.emailConsent}
        </p>
        <div className="sp-dialog__footer">
          <Button type="submit" disabled={sending}>
            {messages.send}
          </Button>
          <Button variant="link" onClick={onClose}>
            {messages.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
