/** Providers sync after the provider tool closes (spec §4.10). */

/** Browser-stored providers as the provider tool leaves them. */
export interface StoredProviders<P> {
  ZipCode?: string | null;
  planYear?: number | string | null;
  TotalProviders?: number | string | null;
  providerIdList?: readonly P[] | null;
}

export interface ProfileProviders<P> {
  zipCode?: string | null;
  planYear?: number | string | null;
  providerIdList?: readonly P[] | null;
}

export type ProvidersSyncDecision<P> =
  /** Same zip: the profile takes the stored list. */
  | { kind: 'take-stored'; providersDetails: ProfileProviders<P> }
  /** Other zip: the profile is reset, then filled from storage. */
  | { kind: 'reset-and-refill'; providersDetails: ProfileProviders<P> }
  /** Storage empty, profile has providers: delete all on the server. */
  | { kind: 'delete-all' }
  /** Nothing stored and nothing in the profile. */
  | { kind: 'none' };

export function decideProvidersSync<P>(
  stored: StoredProviders<P> | null | undefined,
  profile: ProfileProviders<P> | null | undefined,
): ProvidersSyncDecision<P> {
  const storedList = stored?.providerIdList ?? [];
  if (storedList.length === 0) {
    return (profile?.providerIdList ?? []).length > 0 ? { kind: 'delete-all' } : { kind: 'none' };
  }
  if (profile && stored?.ZipCode && stored.ZipCode === profile.zipCode) {
    return { kind: 'take-stored', providersDetails: { ...profile, providerIdList: [...storedList] } };
  }
  return {
    kind: 'reset-and-refill',
    providersDetails: { zipCode: stored?.ZipCode ?? null, planYear: stored?.planYear ?? null, providerIdList: [...storedList] },
  };
}
