import { DrugList } from '../src/components/drugs/DrugList';
import { drugListCss } from '../src/components/drugs/DrugList.css';
import { commonStyles } from '../src/components/common/styles';
import { defineElement } from './define';
import { ensureStarted } from '../src/state/startup';

/**
 * The saved drugs with their pharmacy (spec §2.4): rows sorted by dosage,
 * add/edit, edit, remove (with a confirmation pop-up) and change pharmacy.
 * Edits happen in the page's drug cost estimator drawer, reached through
 * `window.dceDrawer` (contract in src/platform/hostTools.ts); a page without
 * it logs 'DCE project not loaded'. A page address carrying `?dce=<view>`
 * (drugInfo, buildDrugList, drugDetails, pharmacyChange, lisExtraHelp)
 * opens the drawer at that view on arrival, launched with dceProfile=true.
 * @summary Saved drugs and pharmacy.
 * @attr heading-level - Level of the element's heading (2 by default); drug rows use the next level.
 * @event sp-drug-removed - A drug was removed from the saved drugs; detail: { drug }.
 * @event sp-import-requested - The member asked to import drugs and doctors from the empty view; detail: { entryPoint: 'drugs' }. Open <sp-import-dialog> in answer.
 * @csspart drugs - The whole view.
 * @csspart list - The list of drugs.
 * @csspart row - One drug row.
 * @csspart pharmacy - The pharmacy line.
 * @csspart empty - The empty state.
 * @cssprop --sp-color-surface-alt - Shading of every other drug row.
 * @cssprop --sp-color-primary - Brand colour of buttons.
 */
defineElement('drug-list', DrugList, { start: ensureStarted, props: { headingLevel: 'number' }, styles: [...commonStyles, drugListCss] });
