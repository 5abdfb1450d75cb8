/**
 * Everything the library, and the host tools it documents, keep in this
 * browser belongs to the user who wrote it: the tab's session storage (agent
 * flow header and copies, agent name, status cache, prompt flags, the kept
 * profile), local storage (guest profile, plan-year choice, Extra Help level,
 * toast and banner flags, the enrollment hand-off `sp.ole.*`, the provider
 * tool's list) and the cookies written for the user (the enrollment hand-off,
 * the drug cost estimator's client cookie).
 *
 * Each storage area remembers whose it is. When a page finds another user,
 * or none, after a signed-in user (a sign-out by the host's own page, a
 * session the server ended, a closed browser), everything of ours goes
 * before anything reads it: session.ts claims the data each time it reads
 * the cookies, which every way the page learns its user goes through. A
 * guest who signs in keeps what the guest stored: that data is theirs and
 * moves into the profile. Sign-out removes ours everywhere and leaves the
 * host page's own keys and cookies alone.
 */
import { deleteCookie } from '../platform/cookies';
import { PROVIDER_STORAGE_KEY } from '../platform/hostTools';
import { removeKeys, writeText, type StorageArea } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';

/** Whose the data is when no one is signed in. */
export const GUEST_OWNER = 'guest';

/** Every key the library writes starts with this. */
const LIBRARY_KEY_PREFIX = 'sp.';
/** In each area: the user the area's data belongs to. */
const OWNER_KEY = 'sp.owner';
/** What the documented host tools keep for the user (platform/hostTools.ts): the provider search tool's list. */
const HOST_TOOL_KEYS: readonly string[] = [PROVIDER_STORAGE_KEY];

/** Cookies written for the user. */
export const USER_COOKIES = {
  /** The online-enrollment hand-off (state/plans/enrollment.ts). */
  onlineEnrollment: 'sp-ole-plan',
  /**
   * The drug cost estimator's client cookie (the host tool's own session key,
   * sent with a sign-in code so the drugs priced before sign-in join the
   * profile): another user's must not join the next one's profile.
   */
  drugCostEstimator: 'dcClientCookie',
} as const;

const isOurs = (key: string) => key.startsWith(LIBRARY_KEY_PREFIX) || HOST_TOOL_KEYS.includes(key);

function forgetCookies(): void {
  for (const name of Object.values(USER_COOKIES)) deleteCookie(name);
}

/** Makes `owner` the area's owner; true when what another signed-in user left there was removed first. */
function claimArea(area: StorageArea, owner: string): boolean {
  const previous = readStoredText(area, OWNER_KEY);
  const changed = previous !== undefined && previous !== GUEST_OWNER && previous !== owner;
  if (changed) removeKeys(area, isOurs);
  writeText(area, OWNER_KEY, owner);
  return changed;
}

/**
 * The page's user is `uuid` ('' for a guest): what another signed-in user
 * left in this tab's session storage, in local storage and in the user's
 * cookies goes first. True when the tab's session storage was cleared (its
 * agent flow went with it).
 */
export function claimBrowserData(uuid: string): boolean {
  const owner = uuid || GUEST_OWNER;
  const sessionCleared = claimArea('session', owner);
  if (claimArea('local', owner)) forgetCookies();
  return sessionCleared;
}

/** Whether `uuid` ('' for a guest) owns the tab's session storage: a page that lost the tab to another user writes nothing more there. */
export function ownsSessionStorage(uuid: string): boolean {
  return readStoredText('session', OWNER_KEY) === (uuid || GUEST_OWNER);
}

/** Sign-out (spec §4.14 "browser storage is cleared", read as ours): every key and cookie written for the user goes; the host page's stay. */
export function forgetBrowserData(): void {
  removeKeys('local', isOurs);
  removeKeys('session', isOurs);
  forgetCookies();
}
