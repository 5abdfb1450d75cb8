/**
 * Tracking (spec §7.2, §9): fire and forget. `track` and `trackDomo` resolve
 * (never reject) once the call is done or has failed; a caller about to
 * navigate need not await them, and the request is sent with keepalive so it
 * outlives the page. Failures are only logged.
 */
import { truncateTrackingText } from '../domain/format';
import { logger } from '../platform/logger';
import type { Http } from './http';
import { paths } from './paths';
import { IgnoredBodySchema } from './schemas/common';
import type { DomoEventRequest, TrackingEnvironment, TrackingEventRequest, TrackingMessage } from './schemas/tracking';

export const TRACKING_APP_NAME = 'shopper-profile';
export const TRACKING_PRODUCER_CN = 'shopper-profile-elements';
/** One monitoring topic per environment (spec §9); names chosen. */
export const MONITORING_TOPICS: Record<TrackingEnvironment, string> = {
  Online: 'shopper-profile-monitoring-online',
  Offline: 'shopper-profile-monitoring-offline',
  Stage: 'shopper-profile-monitoring-stage',
  Dev: 'shopper-profile-monitoring-dev',
};
/** A tracking call never holds a flow longer than this. */
export const TRACKING_TIMEOUT_MS = 5_000;

export interface TrackingEvent {
  eventType: string;
  name: string;
  uuid?: string | undefined;
  data?: Record<string, unknown>;
  /** Epoch ms; default now. */
  timestamp?: number;
}

/** Every text inside, cut at 100 characters. */
function cutTexts(value: unknown): unknown {
  if (typeof value === 'string') return truncateTrackingText(value);
  if (Array.isArray(value)) return value.map(cutTexts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cutTexts(inner)]));
  }
  return value;
}

export function buildTrackingRequest(event: TrackingEvent, environment: TrackingEnvironment): TrackingEventRequest {
  const message: TrackingMessage = {
    eventType: truncateTrackingText(event.eventType),
    name: truncateTrackingText(event.name),
    timestamp: event.timestamp ?? Date.now(),
    uuid: event.uuid ?? '',
    appName: TRACKING_APP_NAME,
    data: { ...(cutTexts(event.data ?? {}) as Record<string, unknown>), environment },
  };
  return { message: JSON.stringify(message), producerCn: TRACKING_PRODUCER_CN, topic: MONITORING_TOPICS[environment] };
}

async function fireAndForget(http: Http, call: string, path: string, build: () => unknown): Promise<void> {
  const timeoutMs = Math.min(http.settings.timeoutMs ?? TRACKING_TIMEOUT_MS, TRACKING_TIMEOUT_MS);
  try {
    await http.send(call, IgnoredBodySchema, 'post', path, { json: build(), keepalive: true, timeoutMs });
  } catch (error) {
    logger.error(`API call ${call} failed`, error);
  }
}

/** POST /gpdCustomEvent */
export function track(http: Http, event: TrackingEvent): Promise<void> {
  return fireAndForget(http, 'tracking.event', paths.trackingEvent(), () => buildTrackingRequest(event, http.settings.environment));
}

/** POST /shopper-profile/api/domo/v1 */
export function trackDomo(http: Http, uuid: string, eventType: string, eventTimestamp: Date = new Date()): Promise<void> {
  const body = (): DomoEventRequest => ({ uuid, eventType: truncateTrackingText(eventType), eventTimestamp: eventTimestamp.toISOString() });
  return fireAndForget(http, 'tracking.domo', paths.domoEvent(), body);
}
