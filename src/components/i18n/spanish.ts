/**
 * Every area's Spanish messages, by area: the one chunk a Spanish page loads
 * (loadSpanish.ts). Each catalog is typed by its English one; add an area
 * here when you add its catalogs (scripts/check-messages.mjs, run by
 * `npm test`, fails when an area is missing here or has no Spanish file).
 */
import { commonEs } from '../common/commonMessages.es';
import { dashboardEs } from '../dashboard/dashboardMessages.es';
import { drugsEs } from '../drugs/drugsMessages.es';
import { extraHelpEs } from '../extraHelp/extraHelpMessages.es';
import { identityEs } from '../identity/identityMessages.es';
import { importEs } from '../import/importMessages.es';
import { plansEs } from '../plans/plansMessages.es';
import { profileEs } from '../profile/profileMessages.es';
import { providersEs } from '../providers/providersMessages.es';
import { sessionEs } from '../session/sessionMessages.es';
import { toastEs } from '../toast/toastMessages.es';

export const spanish = {
  common: commonEs,
  dashboard: dashboardEs,
  drugs: drugsEs,
  extraHelp: extraHelpEs,
  identity: identityEs,
  import: importEs,
  plans: plansEs,
  profile: profileEs,
  providers: providersEs,
  session: sessionEs,
  toast: toastEs,
} as const;
