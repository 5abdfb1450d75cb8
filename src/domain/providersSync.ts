/** Providers sync after the provider tool closes (spec §4.10). */

/** Browser-stored providers as the provider tool leaves them. */
export interface StoredProviders<P> {
  ZipCode?: string | null;
  planYear?: number | string | null;
  TotalProviders?: number | string | null;
  providerIdList?: readonly P[] | null;
  /**
   * Entries the tool holds that could not be read, by provider id (null when
   * even the id is unreadable). Storage itself being unreadable counts as one
   * such entry. They were dropped and logged by the reader; here they only
   * keep saved providers from being deleted.
   */
  unreadableIds?: readonly (string | null)[];
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
  /** Nothing stored and nothing in the profile, or nothing readable stored: nothing changes. */
  | { kind: 'none' };

/**
 * The saved providers an unreadable stored entry may stand for: those with
 * its id, or, when an entry's id is unreadable too, every saved provider the
 * readable list lacks. They stay in the list, so an unreadable entry never
 * turns into a delete.
 */
function keptForUnreadable<P>(stored: StoredProviders<P>, profile: ProfileProviders<P> | null | undefined, keyOf: (p: P) => string): P[] {
  const unreadable = stored.unreadableIds ?? [];
  if (unreadable.length === 0) return [];
  const listed = new Set((stored.providerIdList ?? []).map(keyOf));
  const keepAll = unreadable.includes(null);
  return (profile?.providerIdList ?? []).filter((p) => !listed.has(keyOf(p)) && (keepAll || unreadable.includes(keyOf(p))));
}

/**
 * Decides the sync. "Storage empty" means nothing stored at all, or a
 * readable empty list: when the tool's storage held entries that could not
 * be read, nothing is deleted (spec §8: logged, nothing saved is lost).
 */
export function decideProvidersSync<P>(
  stored: StoredProviders<P> | null | undefined,
  profile: ProfileProviders<P> | null | undefined,
  keyOf: (p: P) => string = String,
): ProvidersSyncDecision<P> {
  const storedList = stored?.providerIdList ?? [];
  if (storedList.length === 0) {
    if ((stored?.unreadableIds ?? []).length > 0) return { kind: 'none' };
    return (profile?.providerIdList ?? []).length > 0 ? { kind: 'delete-all' } : { kind: 'none' };
  }
  const list = [...storedList, ...keptForUnreadable(stored!, profile, keyOf)];
  if (profile && stored?.ZipCode && stored.ZipCode === profile.zipCode) {
    return { kind: 'take-stored', providersDetails: { ...profile, providerIdList: list } };
  }
  return {
    kind: 'reset-and-refill',
    providersDetails: { zipCode: stored?.ZipCode ?? null, planYear: stored?.planYear ?? null, providerIdList: list },
  };
}
