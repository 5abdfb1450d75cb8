/**
 * Stands in for src/components/profile/nestedElements.tsx in the plain-React
 * baseline (scripts/build-bench.mjs redirects the import): the profile's
 * views are rendered as components, code-split with React.lazy as a React
 * team would, instead of as nested custom elements.
 */
import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { renderElement, propsOf, type PlainElement } from './mount';

export type ElementLoader = (name: string) => void;

const ElementLoaderContext = createContext<ElementLoader | null>(null);

export function withElementLoader<P extends object>(Component: ComponentType<P>, loadElement: ElementLoader): ComponentType<P> {
  function WithElementLoader(props: P) {
    return (
      <ElementLoaderContext.Provider value={loadElement}>
        <Component {...props} />
      </ElementLoaderContext.Provider>
    );
  }
  return WithElementLoader;
}

type Lazy = LazyExoticComponent<ComponentType<Record<string, unknown>>>;
const lazyNamed = (load: () => Promise<ComponentType<Record<string, unknown>>>): Lazy => lazy(async () => ({ default: await load() }));

// Their styles are in the page's one sheet (the profile entry lists them).
const VIEWS: Record<string, Lazy> = {
  'saved-plans': lazyNamed(async () => (await import('../../src/components/plans/SavedPlans')).SavedPlans as ComponentType<Record<string, unknown>>),
  'drug-list': lazyNamed(async () => (await import('../../src/components/drugs/DrugList')).DrugList as ComponentType<Record<string, unknown>>),
  'provider-list': lazyNamed(async () => (await import('../../src/components/providers/ProviderList')).ProviderList as ComponentType<Record<string, unknown>>),
  'extra-help': lazyNamed(async () => (await import('../../src/components/extraHelp/ExtraHelp')).ExtraHelp as ComponentType<Record<string, unknown>>),
};

interface NestedElementProps {
  name: string;
  className?: string;
  attributes?: Record<string, string>;
}

export function NestedElement({ name, className, attributes }: NestedElementProps) {
  useContext(ElementLoaderContext);
  const View = VIEWS[name];
  if (!View) return null;
  const element: PlainElement = { Component: View, styles: [] };
  const props = propsOf(Object.entries(attributes ?? {}).map(([key, value]) => ({ name: key, value })));
  return (
    <div className={className} data-sp-plain={name}>
      <Suspense fallback={null}>{renderElement(name, element, props)}</Suspense>
    </div>
  );
}
