/**
 * Tracking (spec §7.2, §3.9): profile events and the shopper analytics
 * summary. Fire and forget: nothing awaits these, and a failure is only logged.
 */
import { atom } from 'jotai';
import type { TrackingEvent } from '../api/tracking';
import { removeItem, writeText } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';
import * as trackingApi from '../api/tracking';
import { getHttp } from './http';
import { brandCodeAtom } from './brand';
import { savedPlansAtom, savedPlansCountAtom } from './savedPlans';
import { isDrugsExistsAtom, isProvidersExistsAtom, pharmacyAtom } from './savedItems';
import { enrollmentsDetailsAtom, preDataAtom } from './profile';
import { isAuthenticatedAtom, sessionAtom } from './session';
import { getStore, sharedAtom, type Store } from './store';
import { whenTrackingAllowed } from './trackingConsent';

/** The shopper analytics summary of spec §3.9. */
export const shopperAnalyticsSummaryAtom = sharedAtom('shopperAnalyticsSummary', () =>
  atom((get) => ({
    authenticated: get(isAuthenticatedAtom),
    savedPlans: get(savedPlansCountAtom),
    dcEntered: get(isDrugsExistsAtom),
    phEntered: get(pharmacyAtom) !== undefined,
    pcpEntered: get(isProvidersExistsAtom),
    savedPlanIds: get(savedPlansAtom).map((p) => p.planId),
    savedEnrollments: (get(enrollmentsDetailsAtom)?.enrollments ?? []).map((e) => ({ planId: e.planId, status: e.status })),
    recommendedPlanIDs: (get(preDataAtom)?.planRecommendationObj?.plans ?? []).map((p) => p.planId),
  })),
);

/**
 * Sends a profile event (gpdCustomEvent, and domo for a signed-in user) with
 * the analytics summary; never blocks the caller. What happened is read now;
 * when it is sent is the host's consent's to say (trackingConsent.ts).
 */
export function trackProfileEvent(name: string, data: Record<string, unknown> = {}, store: Store = getStore()): void {
  const session = store.get(sessionAtom);
  const uuid = session.uuid || undefined;
  // A cloaked session's events name the agent viewing the profile (spec §6 "agent name recorded").
  const agent = session.agentUserName ? { agentUserName: session.agentUserName } : {};
  const timestamp = Date.now();
  const event: TrackingEvent = {
    eventType: 'shopperProfile',
    name,
    uuid,
    timestamp,
    data: { ...data, ...agent, brandCode: store.get(brandCodeAtom), summary: store.get(shopperAnalyticsSummaryAtom) },
  };
  whenTrackingAllowed(() => {
    const http = getHttp(store);
    void trackingApi.track(http, event);
    if (uuid) void trackingApi.trackDomo(http, uuid, name, new Date(timestamp));
  }, store);
}

/** Spec §4.4 "flag profile-item tracking": kept for the browser session, so it survives the host reloading the page. */
const PROFILE_ITEM_TRACKING_KEY = 'sp.trackProfileItems';

/** After a merge: the merged profile's items are to be tracked once they have loaded (trackFlaggedProfileItems). */
export function flagProfileItemTracking(): void {
  writeText('session', PROFILE_ITEM_TRACKING_KEY, 'true');
}

/**
 * When flagged, sends the 'profile items' event once (its analytics summary
 * holds the items the profile now has) and lowers the flag. Called once the
 * profile has loaded: after the merge's own reload, and at startup for a
 * page the host reloaded in between.
 */
export function trackFlaggedProfileItems(store: Store = getStore()): void {
  if (readStoredText('session', PROFILE_ITEM_TRACKING_KEY) !== 'true') return;
  removeItem('session', PROFILE_ITEM_TRACKING_KEY);
  trackProfileEvent('profile items', {}, store);
}
