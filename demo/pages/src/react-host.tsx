/**
 * A React application hosting the elements, as a React page of the site
 * would: its own state and routing, the elements as plain tags, and the
 * library's events heard through React 19's `onsp-…` props, typed by the
 * package's JSX types (the elements share the library's one store; this app
 * imports only the library's types).
 * Bundled by scripts/build-demo.mjs into demo/pages/assets/build/react-host.js.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
// The tags, their attributes and their events, typed as the package ships them.
import type {} from 'shopper-profile-elements/jsx';

type Tab = 'plans' | 'drugs' | 'providers';
const TABS: [Tab, string][] = [['plans', 'Saved plans'], ['drugs', 'Drugs'], ['providers', 'Doctors']];

function App() {
  const [tab, setTab] = useState<Tab>('plans');
  const [heard, setHeard] = useState<string[]>([]);
  const hear = (what: string) => setHeard((list) => [...list.slice(-9), what]);
  return (
    <div>
      <h1>Your saved items (React app)</h1>
      <p>This page is a React application; the profile elements live inside it and switch with its tabs.</p>
      <div role="group" aria-label="Choose a list" className="row">
        {TABS.map(([id, label]) => (
          <button key={id} type="button" className={tab === id ? 'btn' : 'btn secondary'} aria-pressed={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <section className="block" aria-label={TABS.find(([id]) => id === tab)?.[1]} style={{ marginTop: '1rem' }}>
        {tab === 'plans' && <sp-saved-plans headingLevel={2} onsp-plan-removed={(event) => hear(`sp-plan-removed (${event.detail.plan.planName})`)} />}
        {tab === 'drugs' && <sp-drug-list headingLevel={2} onsp-drug-removed={(event) => hear(`sp-drug-removed (${event.detail.drug.drugName})`)} />}
        {tab === 'providers' && (
          <sp-provider-list headingLevel={2} onsp-provider-removed={(event) => hear(`sp-provider-removed (${event.detail.provider.providerName})`)} />
        )}
      </section>
      <aside className="block" aria-label="Extra Help" style={{ marginTop: '1rem' }}>
        <sp-extra-help headingLevel={2} onsp-extra-help-changed={(event) => hear(`sp-extra-help-changed (${event.detail.lisSubsidyLevel ?? 'none'})`)} />
      </aside>
      <p role="status">{heard.length ? `Events heard by the React app: ${heard.join(', ')}` : 'No element events yet.'}</p>
      <sp-toast onsp-toast-closed={() => hear('sp-toast-closed')} />
    </div>
  );
}

const root = document.getElementById('react-root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
