/**
 * The React components' types, as a host's TypeScript sees them (type-checked with the project, never run): each
 * `@ts-expect-error` is a mistake the types must catch.
 */
import { DrugList, ImportDialog, SavedPlans, Toast } from '../../react/index';

export const typed = [
  <DrugList key="a" headingLevel={3} onDrugRemoved={(event) => event.detail.drug.drugName} onImportRequested={(event) => event.detail.entryPoint} />,
  <SavedPlans key="b" variant="panel" className="plans" onPlanRemoved={(event) => event.detail.plan.planName} />,
  <ImportDialog key="c" open onItemsImported={(event) => event.detail.drugs + event.detail.providers} ref={(el) => el?.show()} />,
  // @ts-expect-error -- a heading level is a number
  <DrugList key="d" headingLevel="3" />,
  // @ts-expect-error -- not a variant of the saved plans
  <SavedPlans key="e" variant="compact" />,
  // @ts-expect-error -- the toast sends no drug removal
  <Toast key="f" onDrugRemoved={() => undefined} />,
  // @ts-expect-error -- a misspelt detail field
  <DrugList key="g" onDrugRemoved={(event) => event.detail.drugs} />,
];
