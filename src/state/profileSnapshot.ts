/**
 * Instant return pages: the last profile this tab showed is kept
 * in session storage, so the next page of the visit renders it at once and
 * then revalidates with its one profile request (applied with structural
 * sharing, so only what changed re-renders).
 *
 * The copy names its owner (the signed-in uuid, or 'guest', and whether the
 * session is cloaked or in the agent flow), the plan year and the config that
 * shaped it (brand, API base). A page whose session, year or config differs
 * never shows it. Sign-out, an 'Invalid session' answer and a new user taking
 * over the tab drop it (session.ts clearSessionCookies, browserData.ts).
 * Every change of the profile's sections (a load, a save, a removal, an
 * import, a merge, another tab's change) rewrites it.
 */
import * as v from 'valibot';
import { ProfileResponseSchema, type ProfileResponse } from '../api/schemas/profile';
import { browserSettled } from '../platform/browserSettled';
import { writeJson } from '../platform/storage';
import { readStoredJson } from '../platform/storedValue';
import { configAtom } from './config';
import { activeYearAtom } from './planYear';
import { applyProfile, profileSections, profileStatusAtom, snapshotOfProfile } from './profile';
import { sessionAtom, type Session } from './session';
import { ownsSessionStorage } from './browserData';
import { getStore, storeSlot, type Store } from './store';
import { serverDateAtom } from './systemDate';
import { PROFILE_SNAPSHOT_KEY } from './userStorageArea';

const SnapshotSchema = v.object({
  owner: v.string(),
  planYear: v.number(),
  config: v.string(),
  serverDate: v.nullable(v.number()),
  profile: ProfileResponseSchema,
});

/** Whose data it is: one user, and the guest, a cloaked session and the agent flow each apart. */
function ownerOf(session: Session): string {
  const who = session.isGuest ? 'guest' : session.uuid;
  return [who, session.isCloaked ? 'cloaked' : 'self', session.isAgentFlow ? 'agent' : 'shopper'].join(' ');
}

function configOf(store: Store): string {
  const { brand, apiBaseUrl } = store.get(configAtom);
  return `${brand} ${apiBaseUrl}`;
}

/**
 * Shows the kept profile at once when it belongs to this page's session and
 * config; the server date it was shown with stands in until the server's
 * answers. True when it was shown.
 */
export function showKeptProfile(store: Store = getStore()): boolean {
  const kept = readStoredJson('session', PROFILE_SNAPSHOT_KEY, SnapshotSchema);
  if (!kept || kept.owner !== ownerOf(store.get(sessionAtom)) || kept.config !== configOf(store)) return false;
  if (store.get(serverDateAtom) === null && kept.serverDate !== null) store.set(serverDateAtom, kept.serverDate);
  if (kept.planYear !== store.get(activeYearAtom)) return false;
  applyProfile(store, kept.profile as ProfileResponse);
  store.set(profileStatusAtom, 'ready');
  return true;
}

function keepProfile(store: Store): void {
  const session = store.get(sessionAtom);
  if (store.get(profileStatusAtom) !== 'ready' || !ownsSessionStorage(session.isGuest ? '' : session.uuid)) return;
  writeJson('session', PROFILE_SNAPSHOT_KEY, {
    owner: ownerOf(session),
    planYear: store.get(activeYearAtom),
    config: configOf(store),
    serverDate: store.get(serverDateAtom),
    profile: snapshotOfProfile(store),
  });
}

const keeperOf = storeSlot('profileSnapshot', () => ({ started: false, queued: false }));

/**
 * From now on every change of the profile's sections rewrites the kept copy: once the browser has settled, so a
 * large profile's copy never delays the frame that shows the change (a removal), and at once when the page is
 * left with a write still waiting.
 */
export function keepProfileSnapshot(store: Store = getStore()): void {
  const keeper = keeperOf(store);
  if (keeper.started) return;
  keeper.started = true;
  const flush = () => {
    if (!keeper.queued) return;
    keeper.queued = false;
    keepProfile(store);
  };
  const write = () => {
    if (keeper.queued) return;
    keeper.queued = true;
    void browserSettled().then(flush);
  };
  for (const section of [...profileSections(), profileStatusAtom]) store.sub(section, write);
  window.addEventListener('pagehide', flush);
  write();
}
