/**
 * The page's types for our tags and events, derived from each element's
 * contract (the `contract` its module exports, found through the registry)
 * and from src/state/hostEvents.ts:
 * `document.querySelector('sp-saved-plans')` is typed with its properties
 * and methods, and `addEventListener('sp-plan-removed', (e) => e.detail.plan)`
 * with its detail. React hosts add the JSX types (`shopper-profile-elements/jsx`).
 * The types name tags with the default `sp-` prefix.
 */
import type { HostEventDetails, HostEventName } from '../src/state/hostEvents';
import type { AttributeProperties, AttributeSpecs, DEFAULT_ATTRIBUTES } from './attributes';
import type { ElementMethods, ElementOptions } from './define';
import type { REGISTRY, Registry } from './registry';

/** A registry's contracts, by tag (with the default prefix): each read from its module's `contract` export. */
export type ContractsOf<R extends Registry> = { [K in keyof R & string as `sp-${K}`]: Awaited<ReturnType<R[K]>>['contract'] };

/** Every element's contract, by tag. */
export type ShopperProfileContracts = ContractsOf<typeof REGISTRY>;

export type ShopperProfileTag = keyof ShopperProfileContracts;

type OwnAttributes<O> = O extends { attributes: infer A extends AttributeSpecs } ? A : Record<never, never>;
/** An element's attribute specs, as defineElement takes them (attributes.ts elementAttributes): the defaults unless it opts out, then its own. */
export type AttributesOf<O> = O extends { headingLevel: false } ? OwnAttributes<O> : Omit<typeof DEFAULT_ATTRIBUTES, keyof OwnAttributes<O>> & OwnAttributes<O>;
type MethodsOf<O> = O extends { methods: infer M extends ElementMethods } ? { [K in keyof M]: () => void } : unknown;
type ReflectsOf<O> = O extends { reflects: readonly (infer R extends string)[] } ? { [K in R]: boolean } : unknown;
/** The events an element sends. */
export type EventsOf<O> = O extends { events: readonly (infer E extends HostEventName)[] } ? E : never;

/** One of our elements as the page sees it: its attribute properties, reflected properties and methods. */
export type ShopperProfileElement<O extends ElementOptions> = HTMLElement & AttributeProperties<AttributesOf<O>> & ReflectsOf<O> & MethodsOf<O>;

/** A registry's tags, typed. */
export type TagNameMapOf<R extends Registry> = { [T in keyof ContractsOf<R>]: ContractsOf<R>[T] extends infer O extends ElementOptions ? ShopperProfileElement<O> : never };

/** Our tags, typed. */
export type ShopperProfileTagNameMap = TagNameMapOf<typeof REGISTRY>;

/**
 * Our tags under another prefix, for a page that sets `prefix` in its config
 * (the default `sp-` is also Adobe Spectrum's). The host adds them once:
 *
 *   declare global { interface HTMLElementTagNameMap extends ShopperProfileTags<'acme-'> {} }
 */
export type ShopperProfileTags<Prefix extends string> = {
  [T in ShopperProfileTag as T extends `sp-${infer Name}` ? `${Prefix}${Name}` : never]: ShopperProfileTagNameMap[T];
};

/** Our events, typed: `CustomEvent<detail>`. */
export type ShopperProfileEventMap = { [K in HostEventName]: CustomEvent<HostEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a global map extended by our derived one
  interface HTMLElementTagNameMap extends ShopperProfileTagNameMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface GlobalEventHandlersEventMap extends ShopperProfileEventMap {}
}
