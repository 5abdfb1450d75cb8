/**
 * The rescan of the saved drugs (spec §4.3; what it does, drugRescan.ts):
 * loaded only when the drug cost estimator's drawer closes
 * (components/drugs/drugDrawer.ts), not with a page's first render.
 */
import type { Drug } from '../../api/schemas/drug';
import type { DrugInfoSearchRequest } from '../../api/schemas/drugInfo';
import * as drugsApi from '../../api/drugs';
import { ndcKey, scannedDrugsAtom, type ScannedDrug } from '../drugRescan';
import { getHttp } from '../http';
import { drugsAndPharmacyDetailsAtom, reloadProfile } from '../profile';
import { getStore, type Store } from '../store';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

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
