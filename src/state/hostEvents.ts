/**
 * Every event the library sends to the host page, in one place: the name
 * constants and the detail each carries. Element events bubble and cross the
 * shadow boundary from their element (`emit`); window events are sent on
 * `window`. `elements/types.ts` makes these the page's typed events
 * (`GlobalEventHandlersEventMap`), and the manifest lists them by element.
 */
import type { Drug } from '../api/schemas/drug';
import type { Plan } from '../api/schemas/plan';
import type { Provider } from '../api/schemas/provider';
import type { ProfileView } from '../domain/profileViews';
import { sharedAtom } from './store';

export const PLAN_REMOVED = 'sp-plan-removed';
export const DRUG_REMOVED = 'sp-drug-removed';
export const PROVIDER_REMOVED = 'sp-provider-removed';
export const IMPORT_REQUESTED = 'sp-import-requested';
export const ITEMS_IMPORTED = 'sp-items-imported';
export const VIEW_CHANGED = 'sp-view-changed';
export const TIMEOUT_OPENED = 'sp-timeout-opened';
export const SESSION_EXTENDED = 'sp-session-extended';
export const EXTRA_HELP_CHANGED = 'sp-extra-help-changed';
export const TOAST_CLOSED = 'sp-toast-closed';
export const IDENTITY_CONFIRMED = 'sp-identity-confirmed';
export const PROFILE_RELOAD_REQUESTED = 'sp-profile-reload-requested';

/** Which view asked for the import. */
export type ImportEntryPoint = 'drugs' | 'providers';

/** How many drugs and doctors an import added. */
export interface ItemsImported {
  drugs: number;
  providers: number;
}

/** The detail of each event (`undefined`: the event carries none). */
export interface HostEventDetails {
  /** A saved plan was removed (after the server agreed). */
  [PLAN_REMOVED]: { plan: Plan };
  /** A drug was removed from the saved drugs. */
  [DRUG_REMOVED]: { drug: Drug };
  /** A provider was removed from the saved providers. */
  [PROVIDER_REMOVED]: { provider: Provider };
  /** The member asked to import drugs and doctors (an empty view's offer); also on window, where the import pop-up hears it. */
  [IMPORT_REQUESTED]: { entryPoint: ImportEntryPoint };
  /** On window: drugs or doctors were imported. */
  [ITEMS_IMPORTED]: ItemsImported;
  /** The profile page's current view changed. */
  [VIEW_CHANGED]: { view: ProfileView };
  /** The session time-out pop-up opened. */
  [TIMEOUT_OPENED]: undefined;
  /** The time-out pop-up closed because the person stayed. */
  [SESSION_EXTENDED]: undefined;
  /** The person answered the Extra Help question. */
  [EXTRA_HELP_CHANGED]: { lisSubsidyLevel: '1' | '0' | null };
  /** The person closed the toast. */
  [TOAST_CLOSED]: undefined;
  /** The identity was confirmed and the profiles merged. */
  [IDENTITY_CONFIRMED]: undefined;
  /** On window: every listener should reload profile data. */
  [PROFILE_RELOAD_REQUESTED]: { merged: boolean };
}

export type HostEventName = keyof HostEventDetails;

/** The detail argument of `emit`: required when the event carries one, absent when it carries none. */
export type DetailArgs<K extends HostEventName> = HostEventDetails[K] extends undefined ? [] : [detail: HostEventDetails[K]];

/** Sends `type` from `target`: bubbling, composed (it leaves the shadow root) and cancelable. */
export function emit<K extends HostEventName>(target: EventTarget, type: K, ...detail: DetailArgs<K>): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail: detail[0], bubbles: true, composed: true, cancelable: true }));
}

/** The connected elements and the events each one's contract sends (elements/define.tsx keeps it). */
const eventSources = sharedAtom('hostEventSources', () => new Map<Element, readonly HostEventName[]>());

/** An element joined the page: it can send `events` (its contract's list). */
export function addEventSource(element: Element, events: readonly HostEventName[]): void {
  if (events.length > 0) eventSources.set(element, events);
}

export function removeEventSource(element: Element): void {
  eventSources.delete(element);
}

/** Where an element sits in the document: itself, or the outermost element whose shadow root holds it (the profile's views). */
function placeInDocument(element: Element): Element {
  let place = element;
  for (let root = place.getRootNode(); root instanceof ShadowRoot; root = place.getRootNode()) place = root.host;
  return place;
}

function firstSourceOf(type: HostEventName): Element | undefined {
  let first: Element | undefined;
  for (const [element, events] of eventSources) {
    if (!element.isConnected || !events.includes(type)) continue;
    if (!first || placeInDocument(first).compareDocumentPosition(placeInDocument(element)) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
  }
  return first;
}

/**
 * Sends an event about the page's data once, whoever caused it: from `from`
 * (the element where the person acted) while it is on the page; otherwise
 * (a host's own call through window.shopperProfile.actions, or an element
 * removed meanwhile) from the first element on the page whose contract sends
 * that event, so a listener on that element or above it hears it as it
 * hears the person's; with no such element, from the document.
 */
export function emitFromPage<K extends HostEventName>(type: K, detail: HostEventDetails[K], from?: EventTarget): boolean {
  const connected = from && (!(from instanceof Node) || from.isConnected);
  const target = (connected ? from : undefined) ?? firstSourceOf(type) ?? document;
  return emit(target, type, ...([detail] as DetailArgs<K>));
}
