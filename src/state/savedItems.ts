/** Saved drugs, pharmacy and providers (spec §3.3, §3.4, §3.9) with counts and exists-flags. */
import { atom } from 'jotai';
import { sortDrugsByDosage } from '../domain/drugs';
import type { Drug } from '../api/schemas/drug';
import type { Provider } from '../api/schemas/provider';
import { drugsAndPharmacyDetailsAtom, providersDetailsAtom } from './profile';
import { stableListAtom } from './stable';
import { sharedAtom } from './store';

/** Saved drugs sorted by dosage text (spec §2.4). */
export const drugsAtom = sharedAtom('drugs', () =>
  stableListAtom<Drug>((get) => sortDrugsByDosage(get(drugsAndPharmacyDetailsAtom)?.drugInfoDetails ?? [])),
);
export const pharmacyAtom = sharedAtom('pharmacy', () => atom((get) => get(drugsAndPharmacyDetailsAtom)?.pharmacyObj));
export const drugsCountAtom = sharedAtom('drugsCount', () => atom((get) => get(drugsAtom).length));
export const isDrugsExistsAtom = sharedAtom('isDrugsExists', () => atom((get) => get(drugsAtom).length > 0));

export const providersAtom = sharedAtom('providers', () =>
  stableListAtom<Provider>((get) => get(providersDetailsAtom)?.providerIdList ?? []),
);
export const providersCountAtom = sharedAtom('providersCount', () => atom((get) => get(providersAtom).length));
export const isProvidersExistsAtom = sharedAtom('isProvidersExists', () => atom((get) => get(providersAtom).length > 0));
