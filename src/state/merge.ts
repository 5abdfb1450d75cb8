/**
 * The telesales merge request (spec §4.4, §7.2 /profiles/merge/v1), shared by
 * the confirm-identity and the data import pop-ups: both send it, and both
 * show the remaining attempts the server reports, so a reload cannot reset a
 * lock.
 */
import type { MergeResponse } from '../api/schemas/identity';
import { buildMergeRequest, type MergeAction, type MergeFormValues } from '../domain/mergeRequest';
import * as identityApi from '../api/identity';
import { getHttp } from './http';
import { getStore, type Store } from './store';
import { remainingRetryCountAtom } from './remainingRetryCount';

export type MergeOutcome = { kind: 'answer'; response: MergeResponse } | { kind: 'failed' };

/** Sends a merge request; a reported remaining count is kept as the server's. */
export async function requestMerge(values: MergeFormValues, action: MergeAction, store: Store = getStore()): Promise<MergeOutcome> {
  const result = await identityApi.merge(getHttp(store), buildMergeRequest(values, action));
  if (!result.ok) return { kind: 'failed' }; // logged by the api layer; handled as an unmerged result (spec §8)
  const count = result.data.remainingRetryCount;
  if (typeof count === 'number') store.set(remainingRetryCountAtom, count);
  return { kind: 'answer', response: result.data };
}
