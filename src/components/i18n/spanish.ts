/**
 * Every area's Spanish messages, by area: the one chunk a Spanish page loads
 * (loadSpanish.ts). Typed as every declared area (messages.ts, Catalogs):
 * an area missing here, or a Spanish catalog short of a key, fails the type
 * check.
 */
import type { SpanishBundle } from './messages';
import { commonEs } from '../common/commonMessages.es';
import { dashboardEs } from '../dashboard/dashboardMessages.es';
import { drugsEs } from '../drugs/drugsMessages.es';
import { extraHelpEs } from '../extraHelp/extraHelpMessages.es';
import { identityEs } from '../identity/identityMessages.es';
import { importEs } from '../import/importMessages.es';
import { importLoadingEs } from '../import/importLoadingMessages.es';
import { planDialogsEs } from '../plans/planDialogsMessages.es';
import { plansEs } from '../plans/plansMessages.es';
import { profileDialogsEs } from '../profile/profileDialogsMessages.es';
import { profileEs } from '../profile/profileMessages.es';
import { providersEs } from '../providers/providersMessages.es';
import { sessionEs } from '../session/sessionMessages.es';
import { toastEs } from '../toast/toastMessages.es';

export const spanish: SpanishBundle = {
  common: commonEs,
  dashboard: dashboardEs,
  drugs: drugsEs,
  extraHelp: extraHelpEs,
  identity: identityEs,
  import: importEs,
  importLoading: importLoadingEs,
  planDialogs: planDialogsEs,
  plans: plansEs,
  profile: profileEs,
  profileDialogs: profileDialogsEs,
  providers: providersEs,
  session: sessionEs,
  toast: toastEs,
};
