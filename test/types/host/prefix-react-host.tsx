/**
 * A React 19 host with another tag prefix: the JSX types under it, added
 * once, type-checked against the shipped types by `npm test`.
 */
import type { ShopperProfileJsxElements } from 'shopper-profile-elements/jsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is where intrinsic elements are declared
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the page's tags under its prefix
    interface IntrinsicElements extends ShopperProfileJsxElements<'acme-'> {}
  }
}

export function AcmeSidebar() {
  return (
    <aside>
      <acme-saved-plans variant="panel" headingLevel={3} onsp-plan-removed={(event) => console.log(event.detail.plan.planName)} />
      <acme-drug-list headingLevel={2} onsp-drug-removed={(event) => console.log(event.detail.drug.drugName)} />
      {/* @ts-expect-error an unknown variant, under any prefix */}
      <acme-saved-plans variant="compact" />
    </aside>
  );
}
