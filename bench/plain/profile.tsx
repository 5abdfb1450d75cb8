/** Baseline for /profile.html: the profile (its views lazy), toast, session time-out, import dialog and confirm-identity pop-up in one React root. */
import { commonStyles } from '../../src/components/common/styles';
import { drugListCss } from '../../src/components/drugs/DrugList.css';
import { extraHelpCss } from '../../src/components/extraHelp/ExtraHelp.css';
import { IdentityDialog } from '../../src/components/identity/IdentityDialog';
import { identityDialogCss } from '../../src/components/identity/IdentityDialog.css';
import { ImportDialog } from '../../src/components/import/ImportDialog';
import { importDialogCss } from '../../src/components/import/ImportDialog.css';
import { formFieldsCss } from '../../src/components/import/formFields.css';
import { planCardCss } from '../../src/components/plans/PlanCard.css';
import { savedPlansCss } from '../../src/components/plans/SavedPlans.css';
import { Profile } from '../../src/components/profile/Profile';
import { profileCss } from '../../src/components/profile/Profile.css';
import { providerListCss } from '../../src/components/providers/ProviderList.css';
import { SessionTimeout } from '../../src/components/session/SessionTimeout';
import { sessionTimeoutCss } from '../../src/components/session/SessionTimeout.css';
import { Toast } from '../../src/components/toast/Toast';
import { toastCss } from '../../src/components/toast/Toast.css';
import { mountPlain, type PlainElement } from './mount';

const element = (Component: unknown, styles: readonly string[]): PlainElement => ({ Component: Component as PlainElement['Component'], styles });

mountPlain({
  profile: element(Profile, [...commonStyles, profileCss, planCardCss, savedPlansCss, drugListCss, providerListCss, extraHelpCss]),
  toast: element(Toast, [toastCss]),
  'session-timeout': element(SessionTimeout, [sessionTimeoutCss]),
  'import-dialog': element(ImportDialog, [formFieldsCss, importDialogCss]),
  'identity-dialog': element(IdentityDialog, [...commonStyles, formFieldsCss, identityDialogCss]),
});
