/**
 * The tools the host page provides around the profile (spec §2.4, §2.5, §8):
 * the drug cost estimator drawer and the provider search tool. Each is one
 * typed interface on `window`; the elements reach them only through
 * `openDceDrawer` / `openProviderSearchTool`, so a page without the tool's
 * script gets a log line and nothing opens.
 *
 * Contract for the page (the demo's stand-ins implement it):
 *
 *   window.dceDrawer = {
 *     open(options: DceOpenOptions): void
 *   }
 *     Shows the drawer at `options.view`. `profile` is always true (launched
 *     from the profile), `planEditDrug` is true for the drug-details view,
 *     `dceProfile` is true when the profile was reached from a deep link.
 *     `drug` is the saved drug to show or edit (drugInfo, drugDetails);
 *     `genericDrugInfo` its generic counterpart (drugInfo, when known);
 *     `planId` the plan the change applies to (pharmacyChange, drugDetails).
 *     The drawer saves through `window.shopperProfile.actions.saveDrugs` and
 *     calls `onClose({ importedData })` once when it closes: importedData is
 *     true when it imported the member's claim data.
 *
 *   window.providerSearchTool = {
 *     open(options: ProviderSearchOptions): void
 *   }
 *     Shows the search for `planYear` around `zipCode` / `county`, on the
 *     given `provider` when editing one. The user's providers are kept in
 *     localStorage under PROVIDER_STORAGE_KEY ('providers') as
 *     { ZipCode, planYear, TotalProviders, providerIdList } (spec §3.1):
 *     the profile writes its saved providers there before opening the
 *     tool, and the tool edits that list in place. It
 *     calls `onEvent(event)` each time the list changes, and `onClose()`
 *     once when the user leaves it; the profile then syncs (spec §4.10).
 *     The list is the user's: it goes at sign-out and when a page finds
 *     another user (src/state/browserData.ts).
 *
 *   window.planBrowsingContext = {
 *     navigate(page: PlanBrowsingPage, context: PlanBrowsingContext): void
 *   }
 *     Optional: the site's shared context service (spec §2.1, §7.3). When the
 *     page has it, the plan-browsing links (zip entry, plan summary, plan
 *     details, plan compare) hand it the context (zipcode, county, planYear,
 *     planType, planId, compareplanIds) and it takes the user there; without
 *     it those links are plain links carrying the same values as parameters.
 */
import { logger } from './logger';

export type DceView = 'drugInfo' | 'buildDrugList' | 'drugDetails' | 'pharmacyChange' | 'lisExtraHelp';

export interface DceCloseResult {
  /** The drawer imported the member's claim data (spec §4.3). */
  importedData: boolean;
}

/** A saved drug as the profile holds it (spec §3.3). */
export type DceDrug = { drugName: string } & Record<string, unknown>;

/** The generic drug info answer (spec §7.3): drugId, drugName, drugDosageInfoList, brandedDrugId, brandedDrugDosageId. */
export type DceGenericDrugInfo = { drugId: string; drugName: string } & Record<string, unknown>;

export interface DceOpenOptions {
  view: DceView;
  profile: true;
  planEditDrug?: true;
  dceProfile?: true;
  drug?: DceDrug;
  /** drugInfo view: the drug's generic counterpart, when the drug info service answered. */
  genericDrugInfo?: DceGenericDrugInfo;
  planId?: string;
  onClose(result: DceCloseResult): void;
}

export interface DceDrawer {
  open(options: DceOpenOptions): void;
}

export interface ProviderSearchCounty {
  fipsCountyCode?: string;
  fipsCountyName?: string;
  fipsStateCode?: string;
  stateCode?: string;
}

export interface ProviderSearchEvent {
  /** What changed, as the tool names it (e.g. 'provider-saved', 'provider-removed'). */
  type: string;
  detail?: unknown;
}

export interface ProviderSearchOptions {
  planYear: number;
  zipCode: string;
  county?: ProviderSearchCounty;
  /** The saved provider to edit (spec §3.4); absent to search for new ones. */
  provider?: Record<string, unknown>;
  onEvent(event: ProviderSearchEvent): void;
  onClose(): void;
}

export interface ProviderSearchTool {
  open(options: ProviderSearchOptions): void;
}

export type PlanBrowsingPage = 'zipEntry' | 'planSummary' | 'planDetails' | 'planCompare';

/** The shared context, as text values (the names of spec §2.1). */
export type PlanBrowsingContext = Partial<Record<'zipcode' | 'county' | 'planYear' | 'planType' | 'planId' | 'compareplanIds', string>>;

export interface PlanBrowsingService {
  navigate(page: PlanBrowsingPage, context: PlanBrowsingContext): void;
}

declare global {
  interface Window {
    dceDrawer?: DceDrawer;
    providerSearchTool?: ProviderSearchTool;
    planBrowsingContext?: PlanBrowsingService;
  }
}

/** Where the provider tool keeps its picks (localStorage), spec §4.10. */
export const PROVIDER_STORAGE_KEY = 'providers';

export const DCE_NOT_LOADED = 'DCE project not loaded';
export const PROVIDER_TOOL_NOT_LOADED = 'Provider search tool not loaded';

function hasOpen(tool: unknown): tool is { open: (options: never) => void } {
  return typeof tool === 'object' && tool !== null && typeof (tool as { open?: unknown }).open === 'function';
}

/** Calls `fn` the first time only: a tool that reports its close twice syncs once. */
function once<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  let called = false;
  return (...args) => {
    if (called) return;
    called = true;
    fn(...args);
  };
}

/** Opens a tool; a missing script is logged (`notLoaded`) and nothing opens; a tool that throws is logged too. */
function openTool<O>(tool: unknown, options: O, notLoaded: string): boolean {
  if (!hasOpen(tool)) {
    logger.error(notLoaded);
    return false;
  }
  try {
    (tool.open as (options: O) => void)(options);
    return true;
  } catch (error) {
    logger.error(`${notLoaded}: the tool failed to open`, error);
    return false;
  }
}

/** Opens the drug cost estimator drawer; false (logged 'DCE project not loaded') when the page has none. */
export function openDceDrawer(options: DceOpenOptions): boolean {
  return openTool(window.dceDrawer, { ...options, onClose: once(options.onClose) }, DCE_NOT_LOADED);
}

/** Whether the page has the drawer (spec §8: without it, opening logs 'DCE project not loaded'). */
export function isDceDrawerLoaded(): boolean {
  return hasOpen(window.dceDrawer);
}

/** Opens the provider search tool; false (logged) when the page has none. */
export function openProviderSearchTool(options: ProviderSearchOptions): boolean {
  return openTool(window.providerSearchTool, { ...options, onClose: once(options.onClose) }, PROVIDER_TOOL_NOT_LOADED);
}

/**
 * Goes to a plan-browsing page through the page's shared context service.
 * False when the page has none (the caller's plain link goes instead) or
 * when the service throws (logged; the plain link goes too).
 */
export function navigateWithPlanBrowsingContext(page: PlanBrowsingPage, context: PlanBrowsingContext): boolean {
  const service = window.planBrowsingContext;
  if (typeof service?.navigate !== 'function') return false;
  try {
    service.navigate(page, context);
    return true;
  } catch (error) {
    logger.error('Plan browsing context service failed; following the link', error);
    return false;
  }
}

/**
 * The launch options for a drawer view (spec §2.4): always profile=true;
 * planEditDrug=true for drug details; dceProfile=true from deep links.
 */
export function dceLaunchOptions(
  view: DceView,
  onClose: (result: DceCloseResult) => void,
  extra: { drug?: DceDrug; genericDrugInfo?: DceGenericDrugInfo; planId?: string; fromDeepLink?: boolean } = {},
): DceOpenOptions {
  return {
    view,
    profile: true,
    ...(view === 'drugDetails' ? { planEditDrug: true as const } : {}),
    ...(extra.fromDeepLink ? { dceProfile: true as const } : {}),
    ...(extra.drug ? { drug: extra.drug } : {}),
    ...(extra.genericDrugInfo ? { genericDrugInfo: extra.genericDrugInfo } : {}),
    ...(extra.planId ? { planId: extra.planId } : {}),
    onClose,
  };
}
