/**
 * The profile shell renders the other elements (<sp-saved-plans>,
 * <sp-drug-list> ...) as tags in its shadow root. The page's autoloader does
 * not see inside shadow roots, and components may not import the element
 * layer, so the element layer hands down a loader: elements/sp-profile.ts
 * wraps the shell with `withElementLoader(Profile, loadElement)`, and each
 * nested tag asks for its module when it first renders. Each module is thus
 * still its own chunk, fetched only when a view needs it.
 */
import { createContext, createElement, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { currentPrefix } from '../../state/config';
import { useOwnLocale } from '../i18n/useMessages';

/** Loads the module that defines `<{prefix}{name}>` (a no-op once loaded). */
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
  WithElementLoader.displayName = `withElementLoader(${Component.displayName ?? Component.name})`;
  return WithElementLoader;
}

interface NestedElementProps {
  /** Tag name without the prefix, e.g. 'drug-list'. */
  name: string;
  className?: string;
  /** Attributes, by their attribute names ('heading-level', 'variant'). */
  attributes?: Record<string, string>;
}

/**
 * `<{prefix}{name} ...attributes>`, its module loaded on first render. A
 * profile given its own `lang` passes it on. A profile following the page
 * passes none, ever: the nested element follows the page itself, in the same
 * render as the profile, where a `lang` set by the profile's render would
 * render it a second time, a moment later (and, while the Spanish texts load,
 * in the wrong language).
 */
export function NestedElement({ name, className, attributes }: NestedElementProps) {
  const loadElement = useContext(ElementLoaderContext);
  const ownLocale = useOwnLocale();
  const ref = useRef<HTMLElement>(null);
  const tag = useMemo(() => `${currentPrefix()}${name}`, [name]);
  useEffect(() => {
    if (!customElements.get(tag)) loadElement?.(name);
  }, [loadElement, name, tag]);
  // React sets a custom element's `lang` as a property, so a removed prop would read "undefined": removed here.
  useLayoutEffect(() => {
    if (!ownLocale) ref.current?.removeAttribute('lang');
  }, [ownLocale]);
  return createElement(tag, { ref, className, ...(ownLocale ? { lang: ownLocale } : {}), ...attributes });
}
