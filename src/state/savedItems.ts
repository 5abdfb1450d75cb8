/** Saved drugs, pharmacy and providers (spec §3.3, §3.4, §3.9) with counts and exists-flags. */
import { atom } from 'jotai';
import { isValidDrug, normalizeDrug, sortDrugsByDosage } from '../domain/drugs';
import { logger } from '../platform/logger';
import type { Drug } from '../api/schemas/drug';
import type { Provider } from '../api/schemas/provider';
import { scannedDrugsAtom, withScannedDosage } from './drugRescan';
import { drugsAndPharmacyDetailsAtom, providersDetailsAtom } from './profile';
import { stableListAtom } from './stableListAtom';
import { sharedAtom } from './store';

/** Each stored drug read once: a drug keeps its normalised copy while the profile keeps it (structural sharing). */
const readDrugs = new WeakMap<Drug, Drug>();

/**
 * A saved drug as read (spec §5.5): supply length '30' or '90', an unknown
 * frequency dropped, the 90-day derivation, its refill texts. An invalid
 * drug (no quantity with a supply length or frequency) is logged and still
 * shown: nothing saved is lost.
 */
export function readDrug(drug: Drug): Drug {
  let read = readDrugs.get(drug);
  if (!read) {
    if (!isValidDrug(drug)) logger.warn('Invalid drug: it needs a quantity and a supply length or frequency', { drugId: drug.drugId, drugName: drug.drugName });
    // The normalised drug has every field of the stored one (Omit over a loose object loses them in the type only).
    read = normalizeDrug(drug) as unknown as Drug;
    readDrugs.set(drug, read);
  }
  return read;
}

/**
 * Saved drugs, normalised, sorted by dosage text (spec §2.4, §5.5); a drug
 * without dosage text takes the one a drug rescan found (drugRescan.ts).
 */
export const drugsAtom = sharedAtom('drugs', () =>
  stableListAtom<Drug>((get) => {
    const scanned = get(scannedDrugsAtom);
    return sortDrugsByDosage((get(drugsAndPharmacyDetailsAtom)?.drugInfoDetails ?? []).map((drug) => readDrug(withScannedDosage(drug, scanned))));
  }),
);
export const pharmacyAtom = sharedAtom('pharmacy', () => atom((get) => get(drugsAndPharmacyDetailsAtom)?.pharmacyObj));
export const drugsCountAtom = sharedAtom('drugsCount', () => atom((get) => get(drugsAtom).length));
export const isDrugsExistsAtom = sharedAtom('isDrugsExists', () => atom((get) => get(drugsAtom).length > 0));

export const providersAtom = sharedAtom('providers', () =>
  stableListAtom<Provider>((get) => get(providersDetailsAtom)?.providerIdList ?? []),
);
export const providersCountAtom = sharedAtom('providersCount', () => atom((get) => get(providersAtom).length));
export const isProvidersExistsAtom = sharedAtom('isProvidersExists', () => atom((get) => get(providersAtom).length > 0));
