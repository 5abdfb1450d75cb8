/**
 * A plain TypeScript host page, type-checked against the shipped types
 * (dist/types) by `npm test`: what compiles here is the contract, and each
 * `@ts-expect-error` is a mistake the types must catch.
 */
import 'shopper-profile-elements';

const drugs = document.querySelector('sp-drug-list');
if (drugs) drugs.headingLevel = 3;
// @ts-expect-error a misspelt attribute property
if (drugs) drugs.headingLevl = 3;
// @ts-expect-error a heading level is a number
if (drugs) drugs.headingLevel = 'three';

const plans = document.createElement('sp-saved-plans');
plans.variant = 'panel';
// @ts-expect-error the variant is 'panel' or absent
plans.variant = 'compact';

const importDialog = document.querySelector('sp-import-dialog');
importDialog?.show();
if (importDialog) importDialog.open = false;
// @ts-expect-error the import pop-up has no toggle()
importDialog?.toggle();

document.addEventListener('sp-drug-removed', (event) => console.log(event.detail.drug.drugName));
document.addEventListener('sp-plan-removed', (event) => console.log(event.detail.plan.planId));
document.addEventListener('sp-view-changed', (event) => {
  const view: 'plans' | 'drugs' | 'providers' = event.detail.view;
  console.log(view);
});
window.addEventListener('sp-items-imported', (event) => console.log(event.detail.drugs + event.detail.providers));
window.addEventListener('open-add-your-info', (event) => console.log(event.detail.planCode, event.detail.planYear + 1));
// @ts-expect-error the supplement widget's event names the plan by planCode, not planId
window.addEventListener('open-add-your-info', (event) => console.log(event.detail.planId));
// @ts-expect-error a misspelt detail field
document.addEventListener('sp-drug-removed', (event) => console.log(event.detail.drugg));
// @ts-expect-error the toast's close carries no detail to read from
document.addEventListener('sp-toast-closed', (event) => console.log(event.detail.reason));

// The host actions, typed as the library's own functions.
void window.shopperProfile?.actions.reloadProfile();
void window.shopperProfile?.actions.switchPlanYear(2027).then((switched: boolean) => console.log(switched));
// @ts-expect-error a misspelt action
void window.shopperProfile?.actions.reloadProfil();

// The page config, typed: each key takes only what the library reads.
window.shopperProfile?.configure({ tracking: 'held', brand: 'uhc', flags: { lisChanges: true } });
window.shopperProfile?.configure({ tracking: 'on' });
// @ts-expect-error tracking is 'on', 'held' or 'off'
window.shopperProfile?.configure({ tracking: 'yes' });
// @ts-expect-error a flag the library does not have
window.shopperProfile?.configure({ flags: { darkMode: true } });
