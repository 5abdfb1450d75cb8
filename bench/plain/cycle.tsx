/**
 * Baseline for the mount/unmount check: `window.__plainCycle.mount(container)`
 * mounts the drug list in its own React root (as an element does) and
 * returns the unmount function.
 */
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { DrugList } from '../../src/components/drugs/DrugList';
import { getStore } from '../../src/state/store';
import { renderElement, type PlainElement } from './mount';

const drugList: PlainElement = { Component: DrugList as unknown as PlainElement['Component'], styles: [] };

declare global {
  interface Window { __plainCycle?: { mount(container: HTMLElement): () => void } }
}

window.__plainCycle = {
  mount(container) {
    const root = createRoot(container);
    root.render(<Provider store={getStore()}>{renderElement('drug-list', drugList, {})}</Provider>);
    return () => root.unmount();
  },
};
