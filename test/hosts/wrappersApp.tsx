/**
 * A host app's page written with the package's React components (shopper-profile-elements/react), and the same
 * tag written bare, as a React 18 team would try first. The React 18 host (react18/) and a React 19 host
 * (vite-react19/wrappers.tsx) render it with their own React; test/e2e/react-wrappers.spec.ts drives both.
 */
import { useRef, useState } from 'react';
import type {} from 'shopper-profile-elements/jsx';
import { DrugList, ImportDialog, SavedPlans, type WrapperProps } from 'shopper-profile-elements/react';

export function WrappersApp() {
  const [heard, setHeard] = useState<string[]>([]);
  const [bareHeard, setBareHeard] = useState<string[]>([]);
  const [level, setLevel] = useState<WrapperProps<'sp-drug-list'>['headingLevel']>(3);
  const importDialog = useRef<HTMLElementTagNameMap['sp-import-dialog']>(null);
  return (
    <main>
      <section data-testid="wrapped">
        <DrugList headingLevel={level} onDrugRemoved={(event) => setHeard((names) => [...names, event.detail.drug.drugName])} />
        <SavedPlans variant="panel" headingLevel={4} className="plans" />
        <ImportDialog ref={importDialog} />
        <button type="button" onClick={() => setLevel(4)}>level 4</button>
        <button type="button" onClick={() => importDialog.current?.show()}>import</button>
        <output data-testid="heard">{heard.join(', ')}</output>
      </section>
      <section data-testid="bare">
        <sp-drug-list headingLevel={3} onsp-drug-removed={(event) => setBareHeard((names) => [...names, event.detail.drug.drugName])} />
        <output data-testid="bare-heard">{bareHeard.join(', ')}</output>
      </section>
    </main>
  );
}
