/**
 * A React application hosting the elements, as a React page of the site
 * would: its own state and routing, the elements as plain tags, and the
 * library's events heard through refs (the elements share the library's one
 * store; this app never imports the library, it talks to window.shopperProfile).
 * Bundled by scripts/build-demo.mjs into demo/pages/assets/build/react-host.js.
 */
import { StrictMode, useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { variant?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sp-saved-plans': ElementProps;
      'sp-drug-list': ElementProps;
      'sp-provider-list': ElementProps;
      'sp-extra-help': ElementProps;
      'sp-toast': ElementProps;
    }
  }
}

type Tab = 'plans' | 'drugs' | 'providers';
const TABS: [Tab, string][] = [['plans', 'Saved plans'], ['drugs', 'Drugs'], ['providers', 'Doctors']];

/** The sp-* events that bubble out of the elements inside `ref`. */
function useSpEvents(ref: React.RefObject<HTMLElement | null>): string[] {
  const [heard, setHeard] = useState<string[]>([]);
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const originalDispatch = EventTarget.prototype.dispatchEvent;
    const names = new Set<string>();
    const onEvent = (event: Event) => setHeard((list) => [...list.slice(-9), event.type]);
    // Listen for every sp-* name the library dispatches beneath this app.
    EventTarget.prototype.dispatchEvent = function dispatch(event: Event) {
      if (event.type.startsWith('sp-') && !names.has(event.type)) {
        names.add(event.type);
        node.addEventListener(event.type, onEvent);
      }
      return originalDispatch.call(this, event);
    };
    return () => {
      EventTarget.prototype.dispatchEvent = originalDispatch;
      for (const name of names) node.removeEventListener(name, onEvent);
    };
  }, [ref]);
  return heard;
}

function App() {
  const [tab, setTab] = useState<Tab>('plans');
  const appRef = useRef<HTMLDivElement>(null);
  const heard = useSpEvents(appRef);
  return (
    <div ref={appRef}>
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
        {tab === 'plans' && <sp-saved-plans />}
        {tab === 'drugs' && <sp-drug-list />}
        {tab === 'providers' && <sp-provider-list />}
      </section>
      <aside className="block" aria-label="Extra Help" style={{ marginTop: '1rem' }}>
        <sp-extra-help />
      </aside>
      <p role="status">{heard.length ? `Events heard by the React app: ${heard.join(', ')}` : 'No element events yet.'}</p>
      <sp-toast />
    </div>
  );
}

const root = document.getElementById('react-root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
