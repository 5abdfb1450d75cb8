/**
 * What a host page does after the provider tool closes when it opened the
 * tool itself (on the profile, <sp-provider-list> does this): the profile
 * takes the tool's stored list (spec §4.10). The Users API merges lists, so
 * providers taken off in the tool are removed one by one.
 */
import { atomValue } from './demo.js';
import { readStoredProviders } from './provider-tool.js';

export async function syncProvidersAfterTool(rt) {
  const stored = readStoredProviders();
  if (!stored) return false;
  const keep = new Set((stored.providerIdList ?? []).map((p) => String(p.providerId)));
  for (const provider of atomValue(rt, 'providers') ?? []) {
    if (!keep.has(String(provider.providerId))) await rt.actions.removeProvider(provider);
  }
  if (!keep.size) return true;
  return rt.actions.saveProviders({ zipCode: stored.ZipCode, planYear: Number(stored.planYear), providerIdList: stored.providerIdList });
}
