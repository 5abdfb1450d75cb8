/** Baseline for /cms.html: the lists, the saved-plans panel, the toast, the session time-out and the confirm-identity pop-up, each placed by a portal of one React root. */
import { commonStyles } from '../../src/components/common/styles';
import { DrugList } from '../../src/components/drugs/DrugList';
import { IdentityDialog } from '../../src/components/identity/IdentityDialog';
import { identityDialogCss } from '../../src/components/identity/IdentityDialog.css';
import { formFieldsCss } from '../../src/components/import/formFields.css';
import { drugListCss } from '../../src/components/drugs/DrugList.css';
import { planCardCss } from '../../src/components/plans/PlanCard.css';
import { SavedPlans } from '../../src/components/plans/SavedPlans';
import { savedPlansCss } from '../../src/components/plans/SavedPlans.css';
import { ProviderList } from '../../src/components/providers/ProviderList';
import { providerListCss } from '../../src/components/providers/ProviderList.css';
import { SessionTimeout } from '../../src/components/session/SessionTimeout';
import { sessionTimeoutCss } from '../../src/components/session/SessionTimeout.css';
import { Toast } from '../../src/components/toast/Toast';
import { toastCss } from '../../src/components/toast/Toast.css';
import { mountPlain, type PlainElement } from './mount';

const element = (Component: unknown, styles: readonly string[]): PlainElement => ({ Component: Component as PlainElement['Component'], styles });

mountPlain({
  'drug-list': element(DrugList, [...commonStyles, drugListCss]),
  'provider-list': element(ProviderList, [...commonStyles, providerListCss]),
  'saved-plans': element(SavedPlans, [...commonStyles, planCardCss, savedPlansCss]),
  toast: element(Toast, [toastCss]),
  'session-timeout': element(SessionTimeout, [sessionTimeoutCss]),
  'identity-dialog': element(IdentityDialog, [...commonStyles, formFieldsCss, identityDialogCss]),
});
