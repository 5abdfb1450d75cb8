/**
 * The content paths of spec §7.1 (the other calls' paths are in paths.ts).
 * Relative to the API base URL; dynamic segments are URI-encoded.
 *
 * Fragments that hold text people read have a Spanish variant,
 * in the AEM language folder `es/` beside the English path; fragments that
 * hold only data (states, plan ids) have one variant for every language.
 */
import type { Locale } from '../domain/locale';

/** A dynamic path segment, URI-encoded (every path builder uses it). */
export const pathSegment = (value: string | number): string => encodeURIComponent(String(value));

export const CONTENT_FRAGMENT_ROOT = '/api/assets/MRD/content-fragments/';
export const CONTENT_FRAGMENTS = {
  medsuppStateFlip: 'common-tools-vpp/medsupp/state-flip',
  medsuppContent: 'shopper-profile-redesign/MedsupContent',
  profile: 'shopper-profile-redesign/profile',
  shopper: 'shopper-profile-redesign/shopper',
  suppression: 'common-tools-vpp/global/suppression',
  planBenefits: 'common-tools-vpp/plan-summary/plan-benefits',
  dentalProviderCoveredPlans: 'common-tools-vpp/global/dental-provider-covered-plans',
} as const;
export type ContentFragmentName = keyof typeof CONTENT_FRAGMENTS;

const LOCALIZED_FRAGMENTS: ReadonlySet<ContentFragmentName> = new Set<ContentFragmentName>(['medsuppContent', 'profile', 'shopper', 'planBenefits']);

/** The variant of a fragment a locale reads: its own for text fragments, English for data-only ones. */
export function fragmentLocale(name: ContentFragmentName, locale: Locale): Locale {
  return LOCALIZED_FRAGMENTS.has(name) ? locale : 'en';
}

function languageFolder(locale: Locale): string {
  return locale === 'en' ? '' : `${locale}/`;
}

/** Fragments are read as JSON with the AEM Assets HTTP API's `.json` suffix. */
export function contentFragment(name: ContentFragmentName, locale: Locale = 'en'): string {
  return `${CONTENT_FRAGMENT_ROOT}${languageFolder(fragmentLocale(name, locale))}${CONTENT_FRAGMENTS[name]}.json`;
}

/**
 * Path not shown ("supplement component text and exclusions are fetched by
 * state property"): one fragment per state under the medsupp folder.
 */
export function medsuppStateContent(stateCode: string, locale: Locale = 'en'): string {
  return `${CONTENT_FRAGMENT_ROOT}${languageFolder(locale)}common-tools-vpp/medsupp/states/${pathSegment(stateCode)}.json`;
}
