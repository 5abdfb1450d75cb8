import { DrugList } from '../src/components/drugs/DrugList';
import { defineElement, type ElementOptions } from './define';
import { DRUG_REMOVED, IMPORT_REQUESTED } from '../src/state/hostEvents';

/**
 * The saved drugs with their pharmacy (spec §2.4): rows sorted by dosage,
 * add/edit, edit, remove (with a confirmation pop-up) and change pharmacy.
 * Edits happen in the page's drug cost estimator drawer, reached through
 * `window.dceDrawer` (contract in src/platform/hostTools.ts); a page without
 * it logs 'DCE project not loaded'. A page address carrying `?dce=<view>`
 * (drugInfo, buildDrugList, drugDetails, pharmacyChange, lisExtraHelp)
 * opens the drawer at that view on arrival, launched with dceProfile=true.
 * @summary Saved drugs and pharmacy.
 * @example <sp-drug-list heading-level="3"></sp-drug-list>
 * @demo member - Margaret Hill, a member: three saved drugs and her pharmacy.
 * @csspart drugs - The whole view.
 * @csspart list - The list of drugs.
 * @csspart row - One drug row.
 * @csspart pharmacy - The pharmacy line.
 * @csspart empty - The empty state.
 * @cssprop --sp-color-surface-alt - Shading of every other drug row.
 * @cssprop --sp-color-primary - Brand colour of buttons.
 */
export const contract = {
  events: [DRUG_REMOVED, IMPORT_REQUESTED],
} as const satisfies ElementOptions;

defineElement('drug-list', DrugList, contract);

