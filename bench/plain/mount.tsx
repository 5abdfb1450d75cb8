/**
 * The plain-React baseline: the same components a page's custom elements
 * carry, mounted as one React application (one root, one store, portals into
 * the page's placeholders, one <style> in the document), with no r2wc and no
 * shadow DOM. A placeholder is `<div data-sp-plain="drug-list" heading-level="2">`.
 */
import { Provider } from 'jotai';
import { type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../src/components/common/ErrorBoundary';
import { LocaleScope } from '../../src/components/i18n/LocaleScope';
import { watchDocumentLang } from '../../src/state/locale';
import { configAtom, readPageConfig } from '../../src/state/config';
import { getStore } from '../../src/state/store';
import { baseCss } from '../../src/styles/base';
import { tokensCss } from '../../src/styles/tokens';

export interface PlainElement {
  Component: ComponentType<Record<string, unknown>>;
  styles: readonly string[];
}

/** Marks the components of one element, so the bench's render counter can tell elements apart. */
export function BenchElement({ children }: { name: string; children: ReactNode }) {
  return children;
}
(BenchElement as unknown as { benchElement: boolean }).benchElement = true;

/** Attributes as the element would have read them: kebab-case to camelCase, numbers as numbers. */
export function propsOf(attributes: Iterable<{ name: string; value: string }>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of attributes) {
    if (name === 'data-sp-plain' || name === 'class') continue;
    const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    props[key] = value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  }
  return props;
}

export function renderElement(name: string, element: PlainElement, props: Record<string, unknown>): ReactNode {
  return (
    <BenchElement name={name}>
      <ErrorBoundary name={name}>
        <element.Component {...props} />
      </ErrorBoundary>
    </BenchElement>
  );
}

// Shadow-root selectors mean the element's box in the light DOM.
const lightDom = (css: string): string => css.replaceAll(':host(', '[data-sp-plain]:is(').replaceAll(':host', '[data-sp-plain]');

function addStyles(elements: Record<string, PlainElement>): void {
  const brand = getStore().get(configAtom).brand;
  const texts = new Set([tokensCss(brand).replace(':host', ':root'), lightDom(baseCss)]);
  for (const element of Object.values(elements)) for (const css of element.styles) texts.add(lightDom(css));
  const style = document.createElement('style');
  style.textContent = [...texts].join('\n');
  document.head.append(style);
}

function App({ elements, slots }: { elements: Record<string, PlainElement>; slots: HTMLElement[] }) {
  return (
    <Provider store={getStore()}>
      {/* The page's language, as the elements follow it (one scope for the app: <html lang>, Spanish on demand). */}
      <LocaleScope lang={null}>
        {slots.map((slot, i) => {
          const name = slot.dataset.spPlain ?? '';
          const element = elements[name];
          return element ? createPortal(renderElement(name, element, propsOf(slot.attributes)), slot, String(i)) : null;
        })}
      </LocaleScope>
    </Provider>
  );
}

/** Mounts every placeholder of the page in one React root. */
export function mountPlain(elements: Record<string, PlainElement>): void {
  readPageConfig();
  watchDocumentLang(getStore());
  addStyles(elements);
  const slots = [...document.querySelectorAll<HTMLElement>('[data-sp-plain]')];
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  createRoot(container).render(<App elements={elements} slots={slots} />);
}
