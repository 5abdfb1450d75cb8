/**
 * The server's remaining identity attempts (spec §4.4): the merge answer's
 * remainingRetryCount, or the profile's userDetails.retryCount. Apart from
 * the merge request (merge.ts) so that the confirm-identity element reads it
 * at first render without loading the merge and its API family, which only
 * the pop-ups' bodies send.
 */
import { atom } from 'jotai';
import { sharedAtom } from './store';

/** The server's remaining identity attempts; null until it has said. */
export const remainingRetryCountAtom = sharedAtom('identity.remainingRetryCount', () => atom<number | null>(null));
