/**
 * A React 19 host (as plan compare or the drug cost estimator), type-checked
 * against the shipped types: tags with their attributes and `onsp-…` event
 * props; each `@ts-expect-error` is a mistake the types must catch.
 */
import type {} from 'shopper-profile-elements/jsx';

export function PlanCompareSidebar() {
  return (
    <aside>
      <sp-saved-plans variant="panel" headingLevel={3} onsp-plan-removed={(event) => console.log(event.detail.plan.planName)} />
      <sp-drug-list headingLevel={2} onsp-drug-removed={(event) => console.log(event.detail.drug.drugName)} />
      <sp-import-dialog open={false} />
      <sp-toast onsp-toast-closed={() => console.log('closed')} />
    </aside>
  );
}

export function Mistakes() {
  return (
    <>
      {/* @ts-expect-error a misspelt attribute */}
      <sp-drug-list headingLvel={2} />
      {/* @ts-expect-error an unknown variant */}
      <sp-saved-plans variant="compact" />
      {/* @ts-expect-error a misspelt detail field */}
      <sp-drug-list onsp-drug-removed={(event) => console.log(event.detail.drugg)} />
      {/* Not caught, by TypeScript's JSX rule: a prop whose name holds a hyphen is never an excess prop, so an event the element does not send compiles. */}
      <sp-drug-list onsp-plan-removed={() => undefined} />
    </>
  );
}
