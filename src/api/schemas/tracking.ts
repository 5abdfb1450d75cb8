/** Tracking bodies (spec §7.2, §9). */
import * as v from 'valibot';

export const TRACKING_ENVIRONMENTS = ['Online', 'Offline', 'Stage', 'Dev'] as const;
export type TrackingEnvironment = (typeof TRACKING_ENVIRONMENTS)[number];

/** The event inside `message`, before it is turned into JSON text. */
export const TrackingMessageSchema = v.object({
  eventType: v.string(),
  name: v.pipe(v.string(), v.maxLength(100)),
  /** Epoch ms. */
  timestamp: v.number(),
  uuid: v.string(),
  appName: v.string(),
  /** Labelled with the environment; text values cut at 100 characters. */
  data: v.record(v.string(), v.unknown()),
});
export type TrackingMessage = v.InferOutput<typeof TrackingMessageSchema>;

/** POST /gpdCustomEvent */
export const TrackingEventRequestSchema = v.object({
  message: v.pipe(v.string(), v.parseJson(), TrackingMessageSchema),
  producerCn: v.string(),
  topic: v.string(),
});
export type TrackingEventRequest = v.InferInput<typeof TrackingEventRequestSchema>;

/** POST /shopper-profile/api/domo/v1 */
export const DomoEventRequestSchema = v.object({
  uuid: v.string(),
  eventType: v.string(),
  /** ISO date-time. */
  eventTimestamp: v.string(),
});
export type DomoEventRequest = v.InferInput<typeof DomoEventRequestSchema>;
