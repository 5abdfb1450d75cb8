/**
 * The content paths of spec §7.1 (the other calls' paths are in paths.ts).
 * Relative to the API base URL; dynamic segments are URI-encoded.
 */

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

/** Fragments are read as JSON with the AEM Assets HTTP API's `.json` suffix. */
export function contentFragment(name: ContentFragmentName): string {
  return `${CONTENT_FRAGMENT_ROOT}${CONTENT_FRAGMENTS[name]}.json`;
}

/**
 * Path not shown ("supplement component text and exclusions are fetched by
 * state property"): one fragment per state under the medsupp folder.
 */
export function medsuppStateContent(stateCode: string): string {
  return `${CONTENT_FRAGMENT_ROOT}common-tools-vpp/medsupp/states/${pathSegment(stateCode)}.json`;
}
