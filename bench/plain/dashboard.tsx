/** Baseline for /dashboard.html: dashboard, toast and session time-out in one React root. */
import { commonStyles } from '../../src/components/common/styles';
import { Dashboard } from '../../src/components/dashboard/Dashboard';
import { dashboardCss } from '../../src/components/dashboard/Dashboard.css';
import { planCardCss } from '../../src/components/plans/PlanCard.css';
import { SessionTimeout } from '../../src/components/session/SessionTimeout';
import { sessionTimeoutCss } from '../../src/components/session/SessionTimeout.css';
import { Toast } from '../../src/components/toast/Toast';
import { toastCss } from '../../src/components/toast/Toast.css';
import { mountPlain, type PlainElement } from './mount';

const element = (Component: unknown, styles: readonly string[]): PlainElement => ({ Component: Component as PlainElement['Component'], styles });

mountPlain({
  dashboard: element(Dashboard, [...commonStyles, planCardCss, dashboardCss]),
  toast: element(Toast, [toastCss]),
  'session-timeout': element(SessionTimeout, [sessionTimeoutCss]),
});
