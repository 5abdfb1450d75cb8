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
 */
import { atom } from 'jotai';
import type { Drug, DrugInfoSearchRequest } from '../api/schemas/drug';
import * as drugsApi from '../api/drugs';
import { getHttp } from './http';
import { drugsAndPharmacyDetailsAtom, reloadProfile } from './profile';
import { getStore, sharedAtom, type Store } from './store';

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

/** The saved drugs a search is for: a code, no dosage text or no drug id, not answered before. */
function drugsToScan(drugs: readonly Drug[], scanned: ReadonlyMap<string, ScannedDrug>): Drug[] {
  const seen = new Set<string>();
  return drugs.filter((drug) => {
    const key = ndcKey(drug.nationalDrugCode);
    if (!key || scanned.has(key) || seen.has(key) || (text(drug.drugDosage) && text(drug.drugId))) return false;
    seen.add(key);
    return true;
  });
}

/** One drug info search for the drugs that need it; resolves when it has answered (or failed). Never rejects. */
export async function scanDrugs(store: Store = getStore()): Promise<void> {
  const scanned = store.get(scannedDrugsAtom);
  const asked = drugsToScan(store.get(drugsAndPharmacyDetailsAtom)?.drugInfoDetails ?? [], scanned);
  if (asked.length === 0) return;
  const body: DrugInfoSearchRequest = {
    isDCProfileDrugsFlow: true,
    drugs: asked.map((drug) => ({
      ndc: text(drug.nationalDrugCode),
      drugName: drug.drugName,
      ...(text(drug.drugDosage) ? { drugGenericNameAndDosage: text(drug.drugDosage) } : {}),
    })),
  };
  const result = await drugsApi.search(getHttp(store), body);
  if (!result.ok) return;
  const answers = new Map(store.get(scannedDrugsAtom));
  for (const found of result.data) {
    const key = ndcKey(found.ndc);
    if (key) answers.set(key, { dosageName: found.dosageName?.trim() || undefined, drugId: found.drugId, dosageId: found.dosageId });
  }
  store.set(scannedDrugsAtom, answers);
}

/** The rescan of §4.3: the profile read again, then the search. False when the profile could not be read. */
export async function rescanDrugs(store: Store = getStore()): Promise<boolean> {
  const loaded = await reloadProfile(store);
  await scanDrugs(store);
  return loaded;
}
