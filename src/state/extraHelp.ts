/**
 * Extra Help (low-income subsidy, spec §4.13): the user's LIS level, '1'
 * applied, '0' none, undefined not answered. Read by every plan card's LIS
 * figures, so a change shows on the whole page at once.
 */
import { atom } from 'jotai';
import { sharedAtom } from './store';

export type LisSubsidyLevel = '1' | '0' | undefined;

export const lisSubsidyLevelAtom = sharedAtom('lisSubsidyLevel', () => atom<LisSubsidyLevel>(undefined));
