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
/** Named by the supplement recommendation widget's contract (spec §3.9), hence without our `sp-` prefix. */
export const OPEN_ADD_YOUR_INFO = 'open-add-your-info';

/** Which view asked for the import. */
export type ImportEntryPoint = 'drugs' | 'providers';

/** How many drugs and doctors an import added. */
export interface ItemsImported {
  /** How many drugs the import added. */
  drugs: number;
  /** How many doctors and dentists the import added. */
  providers: number;
}

/** What the supplement recommendation widget needs to start an application (spec §3.9). */
export interface OpenAddYourInfo {
  /** Where the button sits: 'shopper-profile-dashboard' (the recommended plan) or 'shopper-profile-plans' (a saved supplement card). */
  entryPoint: string;
  /** The plan's name. */
  planName: string;
  /** The plan's code. */
  planCode: string;
  /** The zip code the plan was priced for. */
  zipCode: string;
  /** The clicked button's English label, whatever the page's language. */
  clickedElement: string;
  /** The plan's year. */
  planYear: number;
  /** The recommendation's state code, when known. */
  stateCode: string | undefined;
  /** The plan's legal entity, when known. */
  legalEntity: string | undefined;
  /** The plan's marketing code (the plan code). */
  marketingPlanCode: string;
}

/** The detail of each event (`undefined`: the event carries none). */
export interface HostEventDetails {
  /** A saved plan was removed from the saved plans: sent when the server has agreed to a removal the person confirmed in its pop-up. A removal the server refuses brings the plan back and sends nothing. */
  [PLAN_REMOVED]: {
    /** The plan removed, as it was saved. */
    plan: Plan;
  };
  /** A drug was removed from the saved drugs: sent when the server has agreed to a removal the person confirmed in its pop-up. A removal the server refuses brings the drug back and sends nothing. */
  [DRUG_REMOVED]: {
    /** The drug removed, as it was saved. */
    drug: Drug;
  };
  /** A doctor or dentist was removed from the saved providers: sent when the server has agreed to a removal the person confirmed in its pop-up. A removal the server refuses brings the provider back and sends nothing. */
  [PROVIDER_REMOVED]: {
    /** The doctor or dentist removed, as they were saved. */
    provider: Provider;
  };
  /** The member chose the import offer of an empty drugs or doctors view. It bubbles to window, where the import pop-up (`<sp-import-dialog>`) hears it and opens; a host may send it on window to open the pop-up too. */
  [IMPORT_REQUESTED]: {
    /** The view whose offer the member chose. */
    entryPoint: ImportEntryPoint;
  };
  /** Sent on window when an import added drugs or doctors: by the import pop-up, or by the member import that runs at sign-in on any page with an element. The toast (`<sp-toast>`) hears it and names what was added; a host may send it on window too. */
  [ITEMS_IMPORTED]: ItemsImported;
  /** The profile page's current view changed (side navigation, or the URL hash): not sent for the view it opens on. */
  [VIEW_CHANGED]: {
    /** The view now shown. */
    view: ProfileView;
  };
  /** The session time-out pop-up opened: the person was idle for the page config's sessionTimeoutSeconds. */
  [TIMEOUT_OPENED]: undefined;
  /** The time-out pop-up closed because the person chose 'Stay on page'. */
  [SESSION_EXTENDED]: undefined;
  /** The person answered the Extra Help question: lisSubsidyLevel '1' for 'I receive Extra Help', null for 'I don't'. */
  [EXTRA_HELP_CHANGED]: {
    /** The Extra Help level now kept: '1' receives it, '0' is known not to, null has not said. */
    lisSubsidyLevel: '1' | '0' | null;
  };
  /** The person closed the toast (it stays closed in this browser). */
  [TOAST_CLOSED]: undefined;
  /** The person's identity was confirmed and the earlier telesales profile merged into theirs. */
  [IDENTITY_CONFIRMED]: undefined;
  /** Sent on window after a confirmed identity merged two profiles: tools on the page that keep profile data (a drug cost estimator, a provider tool) should read it again. The elements reload by themselves. */
  [PROFILE_RELOAD_REQUESTED]: {
    /** True: the reload follows a merge. */
    merged: boolean;
  };
  /** Sent on window when the person starts a Medicare Supplement application and the page carries the supplement recommendation widget (its script on the page, the plan's state the recommendation's), which opens on it; otherwise the person goes to the plan's details page and nothing is sent. */
  [OPEN_ADD_YOUR_INFO]: OpenAddYourInfo;
}

export type HostEventName = keyof HostEventDetails;

/** The detail argument of `emit`: required when the event carries one, absent when it carries none. */
export type DetailArgs<K extends HostEventName> = HostEventDetails[K] extends undefined ? [] : [detail: HostEventDetails[K]];

/**
 * How every event is sent: it bubbles, is composed (it leaves the shadow
 * root, so a listener on the element, an ancestor, the document or window
 * hears it) and is cancelable (the library does not act on a cancelled one).
 * The manifest and the documentation read these values.
 */
export const EVENT_INIT = { bubbles: true, composed: true, cancelable: true } as const;

/** The events sent on `window` itself, not from an element: a listener on the element does not hear them. */
export type WindowEventName = typeof ITEMS_IMPORTED | typeof PROFILE_RELOAD_REQUESTED | typeof OPEN_ADD_YOUR_INFO;

/** Sends `type` from `target`, as EVENT_INIT says. */
export function emit<K extends HostEventName>(target: EventTarget, type: K, ...detail: DetailArgs<K>): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail: detail[0], ...EVENT_INIT }));
}

/** Sends one of the window events on `window`. */
export function emitOnWindow<K extends WindowEventName>(type: K, ...detail: DetailArgs<K>): boolean {
  return emit(window, type, ...detail);
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
