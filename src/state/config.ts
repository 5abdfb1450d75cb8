/**
 * Page-level configuration: API base URL, brand, feature flags (spec §6),
 * system-date override, tag prefix. Read from
 * `<script type="application/json" id="sp-config">` and/or set through
 * `configure()`, before or after the elements load. A malformed config is
 * reported once in the console and the defaults (or the last good values)
 * stay in force.
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import { BRANDS, DEFAULT_BRAND } from '../domain/brand';
import { IDENTITY_SOURCES } from '../domain/identitySource';
import { DEFAULT_SESSION_TIMEOUT } from '../domain/sessionTimeout';
import { LOCALES } from '../domain/locale';
import { logger } from '../platform/logger';
import { getStore, sharedAtom } from './store';

/** The feature flags of spec §6, plus the two the spec says are "enabled" somewhere. */
export const FEATURE_FLAGS = [
  /** The announcement in the `profile` content fragment's `banner` shows at the top of the profile and dashboard; Close hides it for the session. */
  'bannering',
  /** Next year's plan cards show doctors' coverage as saved, without the provider coverage update for that year. */
  'yoyProviderChangesDisabled',
  /** "Your applications" lists only applications that need no resuming: unsubmitted ones and a Medicare Supplement application in progress are left out. */
  'disableOleSaveResume',
  /** Medicare Supplement cards show the plan's marketingBulletsV2 (with icons), falling back to the ranked bullets. */
  'enableMedsuppV2Cards',
  /** The member benefits link also shows on narrow screens (below 64em, so also at 200% zoom). */
  'memberBenefitsButtonMobile',
  /** "LIS changes": the Extra Help feature (§2.2, §4.13): the side widget, the pop-ups and the Extra Help premiums on cards. */
  'lisChanges',
  /** The dashboard hides "Your active plan". */
  'disableActivePlans',
  /** Member benefits link in the signed-in banner (§2.2 "by feature flag"). */
  'memberBenefits',
  /** Email link on the profile top bar (§2.2 "only when enabled"). */
  'emailSavedPlans',
  /**
   * The feature toggle of §4.2 step 4 ("checked at start to begin the profile
   * flow"), chosen as a page-config flag named like the other off-switches:
   * while on, startup begins no profile flow (no sign-in code exchange, no
   * import, no profile call) and the elements show their empty states.
   */
  'disableProfileFlow',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ENVIRONMENTS = ['Online', 'Offline', 'Stage', 'Dev'] as const;

/**
 * The host's word on the tracking calls (docs/tracking.md):
 * 'on' sends them as they happen; 'held' keeps them in the page until the
 * host says 'on' (then they go, in order) or 'off'; 'off' sends none and
 * drops what was held.
 */
export const TRACKING_CONSENTS = ['on', 'held', 'off'] as const;
export type TrackingConsent = (typeof TRACKING_CONSENTS)[number];

const FlagsSchema = v.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, v.optional(v.boolean())])) as Record<FeatureFlag, v.OptionalSchema<v.BooleanSchema<undefined>, undefined>>);

export const ConfigSchema = v.object({
  /** Origin (and path) the service calls go to, e.g. https://api.example.com; empty: this page's origin. */
  apiBaseUrl: v.string(),
  /** The brand whose tokens, texts and links the elements wear. */
  brand: v.picklist(BRANDS),
  /** Feature flags on, by name: { "lisChanges": true }. */
  flags: FlagsSchema,
  /** 'YYYY-MM-DD' or an ISO date-time; overrides the server's system date (QA). */
  systemDate: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/))),
  /** Tag prefix; only read before the elements are defined. */
  prefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*-$/)),
  /** Idle seconds before the session time-out pop-up (spec §9; DEFAULT_SESSION_TIMEOUT when not set). */
  sessionTimeoutSeconds: v.pipe(v.number(), v.minValue(1)),
  /** Label for tracking events (spec §9); when not set, told by the page's host (local dev hosts are 'Dev'). */
  environment: v.optional(v.picklist(ENVIRONMENTS)),
  /** Toll-free number shown in help blocks and messages. */
  tollFreeNumber: v.string(),
  /** The language of every element on the page; when not set, `<html lang>` tells, then English (state/locale.ts). An element's own lang attribute wins. */
  locale: v.optional(v.picklist(LOCALES)),
  /** Whether tracking calls go now, wait for the host's consent, or never go (state/trackingConsent.ts). */
  tracking: v.picklist(TRACKING_CONSENTS),
  /**
   * Where the page learns who is signed in: the site's cookies or the API's
   * session call; when not set, cookies for an API on the page's origin, the
   * API for one elsewhere (domain/identitySource.ts).
   */
  identity: v.optional(v.picklist(IDENTITY_SOURCES)),
});
export type Config = v.InferOutput<typeof ConfigSchema>;

const PartialConfigSchema = v.partial(ConfigSchema);
/** What a host passes to `configure()` (and writes in the sp-config script): any of the keys, each checked. */
export type ConfigPatch = v.InferInput<typeof PartialConfigSchema>;

export const DEFAULT_CONFIG: Config = {
  apiBaseUrl: '',
  brand: DEFAULT_BRAND,
  flags: {},
  prefix: 'sp-',
  sessionTimeoutSeconds: DEFAULT_SESSION_TIMEOUT,
  tollFreeNumber: '1-877-699-5710',
  tracking: 'on',
};

export const configAtom = sharedAtom('config', () => atom<Config>(DEFAULT_CONFIG));

/** True when `flag` is on in the page config. */
export function isFlagOn(config: Config, flag: FeatureFlag): boolean {
  return config.flags[flag] === true;
}

function mergeConfig(base: Config, patch: v.InferOutput<typeof PartialConfigSchema>): Config {
  return { ...base, ...patch, flags: { ...base.flags, ...patch.flags } };
}

/**
 * Validates and applies a partial config; returns false (and logs once) when
 * malformed. Typed for TypeScript hosts; checked all the same, since a page's
 * script or JSON can pass anything.
 */
export function configure(patch: ConfigPatch): boolean {
  const parsed = v.safeParse(PartialConfigSchema, patch);
  if (!parsed.success) {
    logger.warnOnce('Malformed shopper-profile config ignored; defaults kept', v.flatten(parsed.issues));
    return false;
  }
  const store = getStore();
  store.set(configAtom, mergeConfig(store.get(configAtom), parsed.output));
  return true;
}

export const PAGE_CONFIG_ID = 'sp-config';
const readScripts = new WeakSet<Element>();

/** Applies `<script type="application/json" id="sp-config">` once per script element. */
export function readPageConfig(doc: Document = document): void {
  const script = doc.getElementById(PAGE_CONFIG_ID);
  if (!script || readScripts.has(script)) return;
  readScripts.add(script);
  try {
    configure(JSON.parse(script.textContent ?? ''));
  } catch (error) {
    logger.warnOnce('Malformed shopper-profile config ignored; defaults kept', error);
  }
}

/** The tag prefix as known before any element is defined (config script or default). */
export function currentPrefix(): string {
  readPageConfig();
  return getStore().get(configAtom).prefix;
}
