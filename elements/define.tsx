/**
 * Wraps a React component as a custom element: open shadow root, the page's
 * one store, brand tokens and shared constructable stylesheets, an error
 * boundary, and idempotent registration that never overrides a tag someone
 * else (Adobe Spectrum also uses `sp-`) has defined.
 *
 * r2wc is used through its public options only (a shadow root, and the
 * React root it mounts on connect and unmounts on disconnect): the class it
 * returns is extended through the custom-element callbacks alone, so the
 * pinned r2wc can be upgraded. Attributes take one path of our own
 * (hostAttributes.ts), not r2wc's props: observed once, read once
 * (attributes.ts), rendered in the page's batch.
 */
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai';
import { useSyncExternalStore, type ComponentType } from 'react';
import { ErrorBoundary } from '../src/components/common/ErrorBoundary';
import { HostContext } from '../src/components/common/host';
import { HeadingLevelProvider } from '../src/components/common/headings';
import { loadSpanish } from '../src/components/i18n/loadSpanish';
import { LocaleScope } from '../src/components/i18n/LocaleScope';
import { inBrowser } from '../src/platform/inBrowser';
import { logger } from '../src/platform/logger';
import type { Brand } from '../src/domain/brand';
import { configAtom, currentPrefix } from '../src/state/config';
import { registerHostActions } from '../src/state/host/actions';
import { beginPageStart } from '../src/state/pageStart';
import { pageLocaleAtom, watchDocumentLang } from '../src/state/locale';
import { elementLocale } from '../src/domain/locale';
import { installRuntime, VERSION } from '../src/state/host/runtime';
import { getStore } from '../src/state/store';
import { baseCss } from '../src/styles/base';
import { adoptPageSheets, sheet } from '../src/styles/sheet';
import { tokensCss } from '../src/styles/tokens';
import { addEventSource, removeEventSource, type HostEventName } from '../src/state/hostEvents';
import { attributeName, attributeText, elementAttributes, readAttribute, readAttributes, type AttributeSpecs } from './attributes';
import { batchStoreNotifications, inRenderBatch, subscribeNow } from './batchedRenders';
import { HostAttributes } from './hostAttributes';
import { reservedHostCss } from './undefinedTags';
import { runsOnThisReact } from './reactVersion';

/** Methods a host may call on the element (`this` is the element). */
export type ElementMethods = Readonly<Record<string, (this: HTMLElement) => void>>;

/**
 * The element's contract, declared once (its module's `defineElement` call):
 * the r2wc definition, the page's tag and event types (elements/types.ts)
 * and the manifest (scripts/manifest.mjs) all come from it.
 */
export interface ElementOptions {
  /**
   * Attributes the element accepts, by camelCase property name, with type,
   * default and range (attributes.ts), besides the defaults every element
   * takes (`heading-level`, DEFAULT_ATTRIBUTES); one declared here under a
   * default's name takes its place (a narrower range).
   */
  attributes?: AttributeSpecs;
  /**
   * Every element takes `heading-level` (h2 by default, 2 to 6) and its
   * components' headings follow it (components/common/headings.tsx). An
   * element whose headings are not placed in the host's outline (a pop-up
   * alone, a whole page with its own h1) opts out with `false`.
   */
  headingLevel?: false;
  /** Boolean properties that stand for an attribute of the same name (present or not), e.g. `open`. */
  reflects?: readonly string[];
  methods?: ElementMethods;
  /** The events the element sends (src/state/hostEvents.ts). */
  events?: readonly HostEventName[];
  /**
   * Every element begins the page's startup as soon as it is connected
   * rather than after its first render (its requests then go out while React
   * renders; state/pageStart.ts). An element that needs no profile (the
   * toast) opts out with `false`.
   */
  start?: false;
}

/** Marks constructors defined by this library (any copy, any version). */
const OURS = Symbol.for('shopper-profile.element');

/** Where an element keeps its observed attributes (hostAttributes.ts). */
const ATTRIBUTES = Symbol('attributes');

type OurElement = HTMLElement & { [ATTRIBUTES]: HostAttributes };

/** r2wc's one prop: the element's shadow root. */
interface HostProps {
  container: ShadowRoot;
}

function tokenSheet(brand: Brand): CSSStyleSheet {
  return sheet(tokensCss(brand));
}

/** The attribute properties, the reflected properties and the methods, on the element's class before it is defined. */
function addMembers(prototype: HTMLElement, attributes: AttributeSpecs, { reflects = [], methods = {} }: ElementOptions): void {
  // Each reads and writes its attribute: the attribute stays the one path (a property set is an attribute change).
  for (const [property, spec] of Object.entries(attributes)) {
    const name = attributeName(property);
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) { return readAttribute(spec, this.getAttribute(name)); },
      set(this: HTMLElement, value: unknown) {
        const text = attributeText(spec, value);
        if (text === null) this.removeAttribute(name);
        else this.setAttribute(name, text);
      },
    });
  }
  for (const property of reflects) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      get(this: HTMLElement) { return this.hasAttribute(property); },
      set(this: HTMLElement, value: unknown) { this.toggleAttribute(property, Boolean(value)); },
    });
  }
  for (const [method, body] of Object.entries(methods)) Object.defineProperty(prototype, method, { configurable: true, writable: true, value: body });
}

/**
 * Defines `<{prefix}{name}>` unless already defined; returns the tag used.
 * Outside a browser it defines nothing and returns '' (inBrowser.ts).
 */
export function defineElement<P extends object>(name: string, Component: ComponentType<P>, options: ElementOptions = {}): string {
  if (!inBrowser() || !runsOnThisReact()) return '';
  const attributes = elementAttributes(options);
  installRuntime();
  registerHostActions();
  const tag = `${currentPrefix()}${name}`;
  const existing = customElements.get(tag);
  if (existing) {
    if (!(OURS in existing)) logger.warnOnce(`<${tag}> is already defined by another library; not overriding it`);
    return tag;
  }

  const reflects = options.reflects ?? [];
  // A framework that meets the tag before it is defined (React 19 then, React 18 always) writes a property as an
  // attribute under the property's own name, lowercased by HTML (headingLevel → headinglevel): read as the
  // attribute it stands for, so `<sp-drug-list headingLevel={3}>` holds either way.
  const aliases = new Map(Object.keys(attributes).map((property) => [property.toLowerCase(), attributeName(property)] as const).filter(([alias, attribute]) => alias !== attribute));
  const observed = [...Object.keys(attributes).map(attributeName), ...reflects, 'lang'];

  function Host({ container }: HostProps) {
    const store = getStore();
    // Once per store (a test or a host may replace it). Here, not in the
    // element's methods: the batched store's functions must not share a
    // closure scope holding an element (it would never be freed).
    batchStoreNotifications(store);
    const host = container.host as OurElement;
    const texts = useSyncExternalStore(host[ATTRIBUTES].subscribe, host[ATTRIBUTES].texts);
    const flags = Object.fromEntries(reflects.map((name) => [name, texts[name] !== null]));
    // The heading level goes into the outline's context once, here; the component never takes it as a prop.
    const { headingLevel, ...props } = readAttributes(attributes, texts);
    return (
      <Provider store={store}>
        <HostContext.Provider value={host}>
          <ErrorBoundary name={tag}>
            <LocaleScope lang={texts['lang'] ?? null}>
              <HeadingLevelProvider level={typeof headingLevel === 'number' ? headingLevel : undefined}>
                <Component {...({ ...props, ...flags } as P)} />
              </HeadingLevelProvider>
            </LocaleScope>
          </ErrorBoundary>
        </HostContext.Provider>
      </Provider>
    );
  }
  Host.displayName = `Host(${tag})`;

  const Base = r2wc(Host, { shadow: 'open' }) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class SpElement extends Base {
    static readonly [OURS] = VERSION;
    static get observedAttributes(): string[] {
      return [...observed, ...aliases.keys()];
    }

    readonly [ATTRIBUTES] = new HostAttributes(this, observed);
    #unsubscribe: (() => void) | undefined;

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const attribute = aliases.get(name);
      if (attribute === undefined) this[ATTRIBUTES].set(name, text);
      else if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
    }

    override connectedCallback(): void {
      const store = getStore();
      const applyBrand = () => {
        const brand = store.get(configAtom).brand;
        // The components adopt their own sheets as they render (useSheet); these come first.
        // The least height the tag held before it was defined stays its least (undefinedTags.ts): it only grows.
        if (this.shadowRoot) adoptPageSheets(this.shadowRoot, [tokenSheet(brand), sheet(baseCss), sheet(reservedHostCss(name))]);
        this.dataset.brand = brand;
      };
      applyBrand();
      this.#unsubscribe = subscribeNow(store, configAtom, applyBrand);
      watchDocumentLang(store);
      // A Spanish page asks for its texts as its first element connects, beside its requests.
      if (elementLocale(this.getAttribute('lang'), store.get(pageLocaleAtom)) === 'es') void loadSpanish();
      // Removals a host starts through window.shopperProfile.actions are announced from here too.
      addEventSource(this, options.events ?? []);
      if (options.start !== false) beginPageStart();
      // The first render goes in the page's render batch: elements upgraded in the same task mount together in
      // one microtask (batchedRenders.ts). Removed meanwhile: nothing to mount (connecting again mounts).
      inRenderBatch(() => this.isConnected && super.connectedCallback());
    }

    override disconnectedCallback(): void {
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
      // Unmount after the current task: React refuses a synchronous unmount
      // while it is rendering (an element removed by another element's
      // render), and an element merely moved in the DOM keeps its tree.
      queueMicrotask(() => {
        if (this.isConnected) return;
        removeEventSource(this);
        super.disconnectedCallback();
      });
    }
  }

  addMembers(SpElement.prototype, attributes, options);
  // The class name the manifest gives (SpSavedPlansElement), also in devtools and stack traces.
  const pascal = name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
  Object.defineProperty(SpElement, 'name', { value: `Sp${pascal}Element` });
  try {
    customElements.define(tag, SpElement);
  } catch (error) {
    // A race with another copy defining the same tag in between: harmless.
    logger.debug(`<${tag}> was defined concurrently`, error);
  }
  return tag;
}
