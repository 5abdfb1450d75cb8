/**
 * Rescanning the saved drugs (spec §4.3: closing the drug cost estimator
 * drawer without imported data "rescans drugs"), with the drug info search
 * of §7.3. A rescan reads the profile again, then asks one search
 * (isDCProfileDrugsFlow true) for the saved drugs that lack their dosage text
 * or their drug id (drugs that came from claims carry a code and a name only)
 * and that no earlier search answered. The answers are kept by national drug
 * code and lie over the saved drugs as they are read (savedItems.ts): a drug
 * without dosage text shows the dosage name the search gives, and the list
 * is sorted by it (§2.4). Nothing is saved: the search describes the drug,
 * the profile keeps what the user saved. A failed search is logged by the
 * api layer naming the call (`drugs.search`); the rows keep their names.
 * The rescan itself (drugScan.ts) loads only when the drawer closes.
 */
import { atom } from 'jotai';
import type { Drug } from '../api/schemas/drug';
import { sharedAtom } from './store';

export interface ScannedDrug {
  dosageName?: string | undefined;
  drugId?: string | undefined;
  dosageId?: string | undefined;
}

/** A national drug code as digits only: services write it with or without the 5-4-2 hyphens. */
export const ndcKey = (code: unknown): string => (code === null || code === undefined ? '' : String(code).replace(/\D/g, ''));

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** What the searches answered, by ndcKey (an answer without a dosage name is kept too, so it is not asked again). */
export const scannedDrugsAtom = sharedAtom('drugRescan.answers', () => atom<ReadonlyMap<string, ScannedDrug>>(new Map()));

const filled = new WeakMap<Drug, { scanned: ScannedDrug; drug: Drug }>();

/**
 * The saved drug with the search's dosage name where it has no dosage text;
 * the drug itself otherwise. The same object for the same inputs, so the
 * list keeps its identity (no needless re-render).
 */
export function withScannedDosage(drug: Drug, scanned: ReadonlyMap<string, ScannedDrug>): Drug {
  if (text(drug.drugDosage)) return drug;
  const answer = scanned.get(ndcKey(drug.nationalDrugCode));
  if (!answer?.dosageName) return drug;
  const cached = filled.get(drug);
  if (cached?.scanned === answer) return cached.drug;
  const next = { ...drug, drugDosage: answer.dosageName };
  filled.set(drug, { scanned: answer, drug: next });
  return next;
}
