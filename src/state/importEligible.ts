/**
 * Whether the profile on the page may import (spec §4.3): the one rule of
 * src/domain/importEligibility.ts over the page's user, session and server
 * date. Apart from import.ts so the drug and doctor lists, which offer the
 * import, do not load the import code.
 */
import { atom } from 'jotai';
import { canImportMemberItems } from '../domain/importEligibility';
import { userDetailsAtom } from './profile';
import { sessionAtom } from './session';
import { sharedAtom } from './store';
import { systemDateAtom } from './systemDate';

export const importEligibleAtom = sharedAtom('import.eligible', () =>
  atom((get) => canImportMemberItems({ user: get(userDetailsAtom), session: get(sessionAtom), systemDate: get(systemDateAtom) })),
);
