/**
 * The generic counterpart of a saved drug (spec §7.3 generic drug info),
 * handed to the drug cost estimator drawer when it opens on the drug's
 * information. Not shown in the spec: which identifier the call takes. The
 * drug's national drug code when it has one (drugTypeId 'NDC'), else its
 * drug id ('DRUGID'); the drug name goes along for the service's name match.
 * A drug with neither is not asked about. A failure is logged by the api
 * layer naming the call, and the drawer opens without it.
 */
import type { GenericDrugInfoResponse } from '../../api/schemas/drugInfo';
import type { Drug } from '../../api/schemas/drug';
import * as drugsApi from '../../api/drugs';
import { getHttp } from '../http';
import { currentYearAtom } from '../planYear';
import { getStore, type Store } from '../store';

export type GenericDrugInfo = GenericDrugInfoResponse['data'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export async function loadGenericDrugInfo(drug: Drug, store: Store = getStore()): Promise<GenericDrugInfo | undefined> {
  const ndc = text(drug.nationalDrugCode);
  const drugId = text(drug.drugId);
  if (!ndc && !drugId) return undefined;
  const result = await drugsApi.genericDrugInfo(getHttp(store), ndc ? 'NDC' : 'DRUGID', ndc || drugId, store.get(currentYearAtom), text(drug.drugName));
  return result.ok ? result.data : undefined;
}
