/**
 * A React component for one of our tags, for hosts whose React cannot hand
 * props and events to a custom element itself. React 18 writes every prop on
 * an unknown tag as a text attribute (`headingLevel={3}` becomes
 * `headinglevel="3"`, which the element ignores) and never hears a custom
 * event; React 19 sets properties and listens for `on<event>` props. The
 * component renders the tag, sets the element's properties after each render
 * (a number stays a number) and adds one listener per `sp-*` event, so React
 * 18 and 19 hosts alike write `<DrugList headingLevel={3} onDrugRemoved={…} />`.
 *
 * It uses only the host's React (imported, never bundled) and none of the
 * library's runtime: the elements themselves come from the host's own import
 * of the package (docs/react.md).
 */
import { createElement, forwardRef, useCallback, version, useEffect, useLayoutEffect, useRef, type ForwardRefExoticComponent, type HTMLAttributes, type Ref, type RefAttributes } from 'react';
import type { AttributeProperties } from '../elements/attributes';
import type { AttributesOf, EventsOf, ShopperProfileContracts, ShopperProfileElement, ShopperProfileTag } from '../elements/types';
import type { HostEventDetails, HostEventName } from '../src/state/hostEvents';

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** The handler prop of an event: `sp-drug-removed` → `onDrugRemoved`. */
export type HandlerName<E extends string> = E extends `sp-${infer Rest}` ? `on${Pascal<Rest>}` : never;

type Contract<T extends ShopperProfileTag> = ShopperProfileContracts[T];
type Handlers<T extends ShopperProfileTag> = { [E in EventsOf<Contract<T>> as HandlerName<E>]?: (event: CustomEvent<HostEventDetails[E]>) => void };
type Reflected<O> = O extends { reflects: readonly (infer R extends string)[] } ? { [K in R]?: boolean } : unknown;
type OwnProps<T extends ShopperProfileTag> = AttributeProperties<AttributesOf<Contract<T>>> & Reflected<Contract<T>> & Handlers<T>;

/** A wrapper's props: the element's properties, a handler per event it sends, and the usual HTML attributes. */
export type WrapperProps<T extends ShopperProfileTag> = Omit<HTMLAttributes<HTMLElement>, keyof OwnProps<T>> & OwnProps<T>;

/** A wrapper component; its ref is the element (methods such as the import pop-up's `show()`). */
export type Wrapper<T extends ShopperProfileTag> = ForwardRefExoticComponent<WrapperProps<T> & RefAttributes<ShopperProfileElement<Contract<T>>>>;

/** Where an event is sent: on the element (bubbling) or on window (manifest's `target`). */
export type EventTargetKind = 'element' | 'window';

/** The wrapper's events by handler prop: the event's name and where it is sent. */
export type WrapperEvents = Readonly<Record<string, readonly [name: HostEventName, target: EventTargetKind]>>;

type Props = Record<string, unknown>;

/** The tag as the page defined it: the page config may have chosen another prefix than `sp-` (README "Page configuration"). */
function pageTag(tag: string): string {
  const prefix = (globalThis as { shopperProfile?: { config?: { prefix?: unknown } } }).shopperProfile?.config?.prefix;
  return typeof prefix === 'string' && prefix !== 'sp-' ? tag.replace(/^sp-/, prefix) : tag;
}

function setRef<E>(ref: Ref<E> | undefined, value: E | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: E | null }).current = value;
}

/** React 18 writes a custom element's props as attributes by their names (`className` would become `classname`). */
const CLASS_PROP = Number.parseInt(version, 10) >= 19 ? 'className' : 'class';

/** The props React passes to the tag: the HTML attributes, without the element's own properties and handlers. */
function tagProps(props: Props, own: ReadonlySet<string>): Props {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !own.has(name)).map(([name, value]) => [name === 'className' ? CLASS_PROP : name, value]));
}

/** Builds the component for `tag` from its properties and events (react/index.ts, generated from the manifest). */
export function wrapper<T extends ShopperProfileTag>(tag: T, properties: readonly string[], events: WrapperEvents): Wrapper<T> {
  const own = new Set([...properties, ...Object.keys(events)]);
  const Component = forwardRef<HTMLElement, Props>(function ShopperProfileWrapper(props, forwarded) {
    const element = useRef<HTMLElement | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const written = useRef<Props>({});
    // After every render, before paint: each property whose value changed is
    // set on the element (one left out is never set, so the element keeps its
    // default; one removed is set to undefined, which reads as the default).
    // Not before the tag is defined (its code loads when the tag appears): a
    // property set on the element before that would hide the element's own.
    const write = useCallback(() => {
      const target = element.current as unknown as Props | null;
      if (!target || !customElements.get(target.localName as string)) return;
      for (const name of properties) {
        if (written.current[name] === latest.current[name]) continue;
        target[name] = latest.current[name];
        written.current[name] = latest.current[name];
      }
    }, []);
    useLayoutEffect(write);
    useEffect(() => {
      const name = element.current?.localName;
      if (name && !customElements.get(name)) void customElements.whenDefined(name).then(write);
    }, [write]);
    useEffect(() => {
      const host = element.current;
      if (!host) return undefined;
      // One listener per event for the element's life; it calls the handler of the latest render.
      const listeners = Object.entries(events).map(([handler, [name, where]]) => {
        const listener = (event: Event) => (latest.current[handler] as ((event: Event) => void) | undefined)?.(event);
        const target: EventTarget = where === 'window' ? window : host;
        target.addEventListener(name, listener);
        return () => target.removeEventListener(name, listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);
    const ref = useCallback((node: HTMLElement | null) => {
      element.current = node;
      setRef(forwarded, node);
    }, [forwarded]);
    return createElement(pageTag(tag), { ...tagProps(props, own), ref });
  });
  Component.displayName = tag.replace(/^sp-/, '').split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
  return Component as unknown as Wrapper<T>;
}
