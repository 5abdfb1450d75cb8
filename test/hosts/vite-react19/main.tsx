/**
 * A React 19 app built with Vite, as a host team writes one: the package by
 * its name (the bundler picks the build that imports React and Jotai from the
 * app), four tags as plain JSX with the package's JSX types, an event heard
 * through React 19's `onsp-…` prop. test/e2e/vite-react-host.spec.ts builds it.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'shopper-profile-elements';
import type {} from 'shopper-profile-elements/jsx';

function App() {
  const [removed, setRemoved] = useState<string[]>([]);
  return (
    <main>
      <sp-saved-plans variant="panel" headingLevel={2} />
      <sp-drug-list headingLevel={2} onsp-drug-removed={(event) => setRemoved((names) => [...names, event.detail.drug.drugName])} />
      <sp-provider-list headingLevel={2} />
      <sp-toast />
      <output data-testid="removed">{removed.join(', ')}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
