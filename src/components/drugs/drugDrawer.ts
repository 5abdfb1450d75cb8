/**
 * The drug cost estimator drawer as the drugs view uses it (spec §2.4,
 * §4.3): launch flags through the host-tool adapter, what happens when it
 * closes, and the deep link that opens it on arrival.
 */
import type { Drug } from '../../api/schemas/drug';
import { dceLaunchOptions, isDceDrawerLoaded, openDceDrawer, type DceCloseResult, type DceView } from '../../platform/hostTools';
import { readQueryParam, stripQueryParam } from '../../platform/url';
import type { GenericDrugInfo } from '../../state/drugs/genericDrugInfo';
import { logger } from '../../platform/logger';
import { reloadProfile } from '../../state/profile';

/** After an import the whole profile changed (plans, drugs, pharmacy, doctors). */
function reloadAfterImport(): Promise<boolean> {
  return reloadProfile();
}

/**
 * Closing the drawer reloads the profile if it reports imported data, else
 * rescans drugs (spec §4.3): the profile read again, then one drug info
 * search for the drugs that lack their dosage text or drug id (drugRescan.ts).
 */
export function afterDrawerClosed(result: DceCloseResult | undefined): Promise<boolean> {
  return result?.importedData === true ? reloadAfterImport() : rescan();
}

/**
 * The rescan's code loads as the drawer closes, not with the page's first
 * render; code that cannot be fetched is logged and the profile is read
 * again without the search (the rows keep their names, as after a failed
 * search).
 */
function rescan(): Promise<boolean> {
  return import('../../state/drugs/drugScan').then(
    (code) => code.rescanDrugs(),
    (error: unknown) => {
      logger.error('The drug rescan could not be loaded; the profile is read again without it', error);
      return reloadProfile();
    },
  );
}

/**
 * The generic counterpart of a drug, its code loaded on the click that
 * opens the drug's information; code that cannot be fetched is logged and
 * the drawer opens without it, as after a failed call.
 */
function genericDrugInfoOf(drug: Drug): Promise<GenericDrugInfo | undefined> {
  return import('../../state/drugs/genericDrugInfo').then(
    (code) => code.loadGenericDrugInfo(drug),
    (error: unknown) => {
      logger.error("The drug's generic information could not be loaded; the drawer opens without it", error);
      return undefined;
    },
  );
}

export interface DrawerRequest {
  drug?: Drug;
  genericDrugInfo?: GenericDrugInfo;
  planId?: string;
  fromDeepLink?: boolean;
}

/** Opens the drawer at `view`; a page without it logs 'DCE project not loaded' and nothing opens. */
export function openDrugDrawer(view: DceView, request: DrawerRequest = {}): boolean {
  return openDceDrawer(dceLaunchOptions(view, (result) => void afterDrawerClosed(result), request));
}

/**
 * Opens the drawer on a drug's information with its generic counterpart
 * (genericDrugInfo.ts), once the drug info service has answered or failed.
 * Without the drawer nothing is asked: opening logs and does nothing.
 */
export async function openDrugInfo(drug: Drug): Promise<boolean> {
  const genericDrugInfo = isDceDrawerLoaded() ? await genericDrugInfoOf(drug) : undefined;
  return openDrugDrawer('drugInfo', { drug, ...(genericDrugInfo ? { genericDrugInfo } : {}) });
}

/**
 * The deep link into the drawer: `?dce=<view>` on the page address (e.g.
 * `profile.html?dce=buildDrugList#drugs`) opens that view once with
 * dceProfile=true; the parameter then leaves the address bar.
 */
export const DCE_DEEP_LINK_PARAM = 'dce';

const VIEWS: readonly DceView[] = ['drugInfo', 'buildDrugList', 'drugDetails', 'pharmacyChange', 'lisExtraHelp'];

export function takeDeepLinkView(): DceView | undefined {
  const value = readQueryParam(DCE_DEEP_LINK_PARAM);
  if (value === undefined) return undefined;
  stripQueryParam(DCE_DEEP_LINK_PARAM);
  return VIEWS.find((view) => view === value);
}
