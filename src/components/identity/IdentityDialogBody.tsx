/**
 * The confirm-identity pop-up (spec §4.4, §5.2): details -> loading ->
 * success, or back to details with the error banner and the remaining
 * attempts; at 0 attempts the form locks. Its code is not part of the page's
 * first load (lazyDialog: fetched once the page is idle, or when it opens).
 */
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import type { UserDetails } from '../../api/schemas/profile';
import { closeDecision, identityBanner, identityTransition, initialIdentityState, isSubmitDisabled, type IdentityDialogState } from '../../domain/identityMachine';
import type { MergeFormValues } from '../../domain/mergeRequest';
import { isBaseAccountProfile } from '../../domain/profileType';
import { createIdentityForm, isIdentityFieldDisabled, isSendablePrefill, type IdentityFieldName } from '../../domain/validation/identityForm';
import { changeField, formValues, isFormValid, validateForm, type FormState } from '../../domain/validation/validator';
import { closeIdentityConfirmation, completeMerge } from '../../state/identity/identityMerge';
import { requestMerge } from '../../state/merge';
import { remainingRetryCountAtom } from '../../state/remainingRetryCount';
import { currentYearAtom } from '../../state/planYear';
import { userDetailsAtom } from '../../state/profile';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { Spinner } from '../common/Spinner';
import { dateOfBirthParts, ZIP_MASK } from '../../domain/validation/fields';
import { maskedText } from '../../domain/validation/inputMask';
import { maskMbi, unmaskMbi } from '../../domain/validation/mbiMask';
import { IdentityForm } from './IdentityForm';
import { IdentityFailureBanner } from './IdentityFailureBanner';
import { identityMessages } from './identityMessages';
import { useMessages } from '../i18n/useMessages';
import { formFieldsCss } from '../import/formFields.css';
import { useSheet } from '../common/useSheet';
import { identityDialogCss } from './IdentityDialog.css';
import { focusFirstInvalid, useFocusOnNewView } from '../common/viewFocus';
import { focusableHeading, queryDeep } from '../common/focusFallbacks';
import { useHost } from '../common/host';

export interface IdentityDialogBodyProps {
  open: boolean;
  onClose: () => void;
  onConfirmed: () => void;
}

/** The user's known values, each field's mask applied. */
function prefill(user: UserDetails | undefined): Partial<Record<IdentityFieldName, string | undefined>> {
  return {
    firstName: user?.firstName,
    lastName: user?.lastName,
    email: user?.email,
    ...dateOfBirthParts(user?.dob),
    mbi: maskMbi(user?.mbi),
    zipCode: maskedText(ZIP_MASK, user?.zipCode),
    gender: user?.gender,
  };
}

/**
 * Where focus goes on closing when nothing had it before (the pop-up opens by
 * itself): the first heading of the page's first other shopper-profile
 * element, where reading starts; made focusable for that move as the views'
 * own headings are.
 */
function startPoint(host: HTMLElement | null): HTMLElement | null {
  for (const el of document.querySelectorAll('*')) {
    if (el === host || !el.localName.startsWith('sp-') || !el.shadowRoot) continue;
    const heading = queryDeep('h2, h3, h4, h5, h6', el.shadowRoot);
    if (heading) return focusableHeading(heading);
  }
  return null;
}

function mergeValues(form: FormState): MergeFormValues {
  const values = formValues(form);
  return { ...values, mbi: unmaskMbi(values.mbi) };
}

export default function IdentityDialogBody({ open, onClose, onConfirmed }: IdentityDialogBodyProps) {
  useSheet(formFieldsCss);
  // With the body, not the element's root: nothing of the pop-up shows before its code has arrived.
  useSheet(identityDialogCss);
  const host = useHost();
  const user = useAtomValue(userDetailsAtom);
  const currentYear = useAtomValue(currentYearAtom);
  const remainingRetryCount = useAtomValue(remainingRetryCountAtom);
  const messages = useMessages(identityMessages);
  const [form, setForm] = useState(() => createIdentityForm(user?.telesalesProfileType, currentYear, prefill(user)));
  const [state, setState] = useState<IdentityDialogState>(() => initialIdentityState(remainingRetryCount));
  // Prefilled name, email and birth date stay locked until an attempt fails (a non-base account's known identity).
  const [initialLock, setInitialLock] = useState(true);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  useFocusOnNewView(state.view, viewRef);

  if (!form) return null;

  const isDisabled = (name: IdentityFieldName) =>
    state.locked || (isIdentityFieldDisabled(name, isBaseAccountProfile(user ?? {}), initialLock) && isSendablePrefill(form, name));

  // The masked fields (Medicare number, ZIP, date of birth) hand over their value already in the mask's shape.
  const change = (name: IdentityFieldName, value: string) => setForm((current) => current && changeField(current, name, value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitDisabled(state)) return;
    const validated = validateForm(form);
    const valid = isFormValid(validated);
    setForm(validated);
    const next = identityTransition(state, { type: 'submit', formValid: valid });
    setState(next);
    if (!valid) {
      focusFirstInvalid(viewRef.current);
      return;
    }
    void merge(mergeValues(validated), next);
  };

  const merge = async (values: MergeFormValues, loading: IdentityDialogState) => {
    const outcome = await requestMerge(values, 'm');
    const after = identityTransition(loading, outcome.kind === 'failed' ? { type: 'mergeFailed' } : { type: 'mergeResult', response: outcome.response });
    setState(after);
    if (after.view === 'success') {
      onConfirmed();
      await completeMerge(values);
    } else {
      setInitialLock(false);
    }
  };

  const close = () => {
    void closeIdentityConfirmation(mergeValues(form), closeDecision(state).sendSkipPreference);
    onClose();
  };

  const heading = state.view === 'success' ? messages.successHeading : messages.heading;

  return (
    <Dialog
      open={open}
      onClose={close}
      heading={heading}
      busy={state.view === 'loading'}
      initialFocus={firstFieldRef}
      returnFocus={() => startPoint(host)}
      className="sp-identity-dialog"
    >
      <div ref={viewRef} tabIndex={-1} className="sp-identity-dialog__view">
        {state.view === 'details' && (
          <form className="sp-form" noValidate onSubmit={submit} aria-label={messages.heading}>
            <IdentityFailureBanner banner={identityBanner(state)} />
            <p>{messages.intro}</p>
            <IdentityForm form={form} showErrors={state.showErrors} isDisabled={isDisabled} onChange={change} firstFieldRef={firstFieldRef} />
            <div className="sp-form__actions">
              <Button type="submit" disabled={isSubmitDisabled(state)}>
                {messages.submit}
              </Button>
            </div>
          </form>
        )}
        {state.view === 'loading' && (
          <div className="sp-loading__body">
            <Spinner label={messages.loading} labelVisible />
          </div>
        )}
        {state.view === 'success' && (
          <>
            <p>{messages.success}</p>
            <div className="sp-form__actions">
              <Button onClick={close}>{messages.continue}</Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
