/**
 * The data import pop-up (spec §4.3, §5.1): details (form 1, or form 2 with
 * the identity-failure banner), then loading, then the result. Its code is
 * not part of the page's first load (lazyDialog: fetched once the page is
 * idle, or when the pop-up opens). Closing the pop-up discards the form:
 * opening it again starts from the member's known values with no errors
 * (spec §5.3 "each field can be reset").
 */
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { UserDetails } from '../../api/schemas/profile';
import { identityBanner, initialIdentityState } from '../../domain/identityMachine';
import type { MergeFormValues } from '../../domain/mergeRequest';
import { validateImportForm1, validateImportForm2, type ImportForm2Values, type ImportFormErrors } from '../../domain/validation/importForm';
import { remainingRetryCountAtom } from '../../state/remainingRetryCount';
import { importByIdentity, importMemberItems, type ImportOutcome } from '../../state/memberImport';
import { currentYearAtom } from '../../state/planYear';
import { userDetailsAtom } from '../../state/profile';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { Spinner } from '../common/Spinner';
import { ImportForm, type ImportFormNumber } from './ImportForm';
import { importMessages } from './importMessages';
import { importLoadingMessages } from './importLoadingMessages';
import { useMessages } from '../i18n/useMessages';
import { IdentityFailureBanner } from '../identity/IdentityFailureBanner';
import { dateOfBirthParts, ZIP_MASK } from '../../domain/validation/fields';
import { maskedText } from '../../domain/validation/inputMask';
import { maskMbi, unmaskMbi } from '../../domain/validation/mbiMask';
import { formFieldsCss } from './formFields.css';
import { useSheet } from '../common/useSheet';
import { importDialogCss } from './ImportDialog.css';
import { focusFirstInvalid, useFocusOnNewView } from '../common/viewFocus';
import { queryDeep } from '../common/focusFallbacks';

export interface ImportDialogBodyProps {
  open: boolean;
  onClose: () => void;
  /** Called with every finished import, even after the pop-up was closed while loading. */
  onOutcome: (outcome: ImportOutcome) => void;
}

type View = { name: 'details' } | { name: 'loading' } | { name: 'result'; outcome: Exclude<ImportOutcome, { kind: 'identityNotConfirmed' }> };

/** The member's known values, each field's mask applied (a stored ZIP+4 shows its five digits). */
function prefill(user: UserDetails | undefined): ImportForm2Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    ...dateOfBirthParts(user?.dob),
    zipCode: maskedText(ZIP_MASK, user?.zipCode),
    mbi: user?.mbi ?? '',
    isAttested: false,
    email: user?.email ?? '',
    gender: user?.gender === 'm' || user?.gender === 'f' ? user.gender : '',
  };
}

function mergeValues(values: ImportForm2Values): MergeFormValues {
  return { ...values, mbi: unmaskMbi(values.mbi) };
}

const hasErrors = (errors: ImportFormErrors) => Object.keys(errors).length > 0;

/**
 * Where focus goes when the offer that opened the pop-up is gone (the import
 * made the member ineligible): the drugs view's heading, else the doctors'.
 */
const viewHeading = () => queryDeep('.sp-drugs__heading') ?? queryDeep('.sp-providers__heading');

export default function ImportDialogBody({ open, onClose, onOutcome }: ImportDialogBodyProps) {
  useSheet(formFieldsCss);
  // With the body, not the element's root: nothing of the pop-up shows before its code has arrived.
  useSheet(importDialogCss);
  const user = useAtomValue(userDetailsAtom);
  const currentYear = useAtomValue(currentYearAtom);
  const remainingRetryCount = useAtomValue(remainingRetryCountAtom);
  const messages = useMessages(importMessages);
  const loadingMessages = useMessages(importLoadingMessages);
  const [values, setValues] = useState(() => prefill(user));
  const [form, setForm] = useState<ImportFormNumber>(1);
  const [view, setView] = useState<View>({ name: 'details' });
  const [submitted, setSubmitted] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  const validate = form === 1 ? validateImportForm1 : validateImportForm2;
  const errors = submitted ? validate(values, currentYear) : {};
  const identity = { ...initialIdentityState(remainingRetryCount), hasMergeError: form === 2 };

  useFocusOnNewView(view.name === 'details' ? `details-${form}` : view.name, viewRef);

  const finish = (outcome: ImportOutcome) => {
    onOutcome(outcome);
    if (outcome.kind === 'identityNotConfirmed') {
      setForm(2);
      setValues((current) => ({ ...current, mbi: maskMbi(current.mbi) }));
      setSubmitted(false);
      setView({ name: 'details' });
    } else {
      setView({ name: 'result', outcome });
    }
  };

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(validate(values, currentYear))) {
      focusFirstInvalid(viewRef.current);
      return;
    }
    setView({ name: 'loading' });
    const run = form === 1 ? importMemberItems(mergeValues(values)) : importByIdentity(mergeValues(values));
    void run.then(finish);
  };

  const heading =
    view.name === 'loading' ? messages.loadingHeading
    : view.name === 'result' ? (view.outcome.kind === 'added' ? messages.addedHeading : messages.noClaimsHeading)
    : messages.heading;

  return (
    <Dialog open={open} onClose={onClose} heading={heading} busy={view.name === 'loading'} initialFocus={firstFieldRef} returnFocus={viewHeading} className="sp-import-dialog">
      <div ref={viewRef} tabIndex={-1} className="sp-import-dialog__view">
        {view.name === 'details' && (
          <ImportForm
            form={form}
            values={values}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onSubmit={submit}
            locked={form === 2 && identity.locked}
            firstFieldRef={firstFieldRef}
            banner={<IdentityFailureBanner banner={identityBanner(identity)} />}
          />
        )}
        {view.name === 'loading' && (
          <div className="sp-loading__body">
            <Spinner decorative />
            <p role="status">{loadingMessages.loadingInfo}</p>
          </div>
        )}
        {view.name === 'result' && (
          <>
            <p>{view.outcome.kind === 'added' ? messages.added(view.outcome.drugs, view.outcome.providers) : messages.noClaims}</p>
            <div className="sp-form__actions">
              <Button onClick={onClose}>{messages.returnToAccount}</Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
