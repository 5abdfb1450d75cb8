/**
 * React 19 JSX types for our tags: each tag's attributes (camelCase, as
 * React 19 sets them as properties on a custom element) and `onsp-…`
 * event props with their typed detail. They need React 19 at run time:
 * React 18 compiles the same JSX but writes text attributes the element
 * ignores and never calls the event props, so React 18 hosts use the
 * components of `shopper-profile-elements/react` (docs/react.md). A React
 * 19 host opts in once:
 *
 *   import type {} from 'shopper-profile-elements/jsx';
 *
 *   <sp-drug-list headingLevel={3} onsp-drug-removed={(e) => console.log(e.detail.drug)} />
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { HostEventDetails, WindowEventName } from '../src/state/hostEvents';
import type { AttributeProperties } from './attributes';
import type { AttributesOf, EventsOf, ShopperProfileContracts, ShopperProfileTag } from './types';

// Window events are sent on window, never on the element, so no prop of the tag would hear them.
type EventProps<O> = { [E in Exclude<EventsOf<O>, WindowEventName> as `on${E}`]?: (event: CustomEvent<HostEventDetails[E]>) => void };
type BooleanProps<O> = O extends { reflects: readonly (infer R extends string)[] } ? { [K in R]?: boolean } : Record<never, never>;

/** A tag's props in JSX. */
export type ShopperProfileJsxProps<T extends ShopperProfileTag> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AttributeProperties<AttributesOf<ShopperProfileContracts[T]>> &
  BooleanProps<ShopperProfileContracts[T]> &
  EventProps<ShopperProfileContracts[T]>;

/**
 * Our tags in JSX under another prefix, for a page that sets `prefix` in its config:
 *
 *   declare module 'react' { namespace JSX { interface IntrinsicElements extends ShopperProfileJsxElements<'acme-'> {} } }
 */
export type ShopperProfileJsxElements<Prefix extends string> = {
  [T in ShopperProfileTag as T extends `sp-${infer Name}` ? `${Prefix}${Name}` : never]: ShopperProfileJsxProps<T>;
};

type ShopperProfileIntrinsicElements = ShopperProfileJsxElements<'sp-'>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is where intrinsic elements are declared
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by our derived map
    interface IntrinsicElements extends ShopperProfileIntrinsicElements {}
  }
}
