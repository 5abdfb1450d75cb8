/**
 * A host page that sets another tag prefix (`configure({ prefix: 'acme-' })`,
 * as beside Adobe Spectrum, whose tags start with `sp-`) and adds the tag
 * types under it: type-checked against the shipped types by `npm test`.
 */
import { configure, type ShopperProfileTags } from 'shopper-profile-elements';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the page's tags under its prefix
  interface HTMLElementTagNameMap extends ShopperProfileTags<'acme-'> {}
}

configure({ prefix: 'acme-' });

const drugs = document.querySelector('acme-drug-list');
if (drugs) drugs.headingLevel = 3;
// @ts-expect-error a heading level is a number, under any prefix
if (drugs) drugs.headingLevel = 'three';

const plans = document.createElement('acme-saved-plans');
plans.variant = 'panel';
// @ts-expect-error the variant is 'panel' or absent
plans.variant = 'compact';

document.querySelector('acme-import-dialog')?.show();
// @ts-expect-error a tag the library does not have under the prefix
document.createElement('acme-drug-lists').headingLevel = 2;

// Events keep their names whatever the prefix.
document.addEventListener('sp-drug-removed', (event) => console.log(event.detail.drug.drugName));
