/**
 * Whether the saved pharmacy is covered for the drug-eligible plan: the
 * drugs view's pharmacy line says so (spec §2.4, §5.5; the call of §7.3).
 * One coverage call for the pharmacy and that plan; none without drugs
 * (pharmacy coverage is reset when no drugs exist, §4.11), without a
 * pharmacy or without a drug-eligible plan. The answers are kept by request
 * key; each distinct call runs once per store, however many lines ask. A
 * failed call is logged by the api layer's shared failure handler naming the
 * call (`pharmacy.coverage`) and the line then shows no status.
 */
import { atom } from 'jotai';
import type { PharmacyObj } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import { isPharmacyCovered, isPharmacyCoverageReset } from '../../domain/pharmacy';
import { normalizePlanType } from '../../domain/planTypes';
import { toPlanYear } from '../../domain/planYear';
import { logger } from '../../platform/logger';
import * as pharmacyApi from '../../api/pharmacy';
import { getHttp } from '../http';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

export interface PharmacyCoverageRequest {
  /** Pharmacy, plan and mail order: equal keys mean the same call and the same reading. */
  key: string;
  pharmacyNumber: string;
  planId: string;
  planYear: number;
  planType: string;
  /** The saved pharmacy is a mail-service one ('true'/'false' text in the profile). */
  mailOrder: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const samePlanId = (a: string, b: string) => a.replace(/-/g, '').toUpperCase() === b.replace(/-/g, '').toUpperCase();

/** The call the pharmacy line needs, or undefined when none runs (see the module comment). */
export function pharmacyCoverageRequest(pharmacy: PharmacyObj | undefined, drugsCount: number, plan: Plan | undefined): PharmacyCoverageRequest | undefined {
  const pharmacyNumber = text(pharmacy?.pharmacyNumber);
  if (isPharmacyCoverageReset(drugsCount) || !pharmacyNumber || !plan) return undefined;
  const planYear = toPlanYear(plan.planYear);
  const planType = normalizePlanType(plan.planType);
  if (planYear === null || !planType) return undefined;
  const mailOrder = pharmacy?.mailOrder === true || text(pharmacy?.mailOrder) === 'true';
  return { key: [pharmacyNumber, plan.planId, planYear, planType, mailOrder].join(' '), pharmacyNumber, planId: plan.planId, planYear, planType, mailOrder };
}

/** Covered (true) or not (false) by request key; no entry while unknown or after a failure. */
export const pharmacyCoverageAnswersAtom = sharedAtom('pharmacyCoverage.answers', () => atom<ReadonlyMap<string, boolean>>(new Map()));

const callsOf = storeSlot('pharmacyCoverage.calls', () => new Map<string, Promise<void>>());

async function callCoverage(store: Store, request: PharmacyCoverageRequest): Promise<void> {
  const { pharmacyNumber, planYear, planType, planId } = request;
  const result = await pharmacyApi.coverage(getHttp(store), pharmacyNumber, planYear, planType, [planId]);
  if (!result.ok) return;
  const entry = result.data.find((plan) => samePlanId(plan.planId, planId));
  if (!entry) {
    logger.warn('Pharmacy coverage answer has no entry for the plan', { pharmacyNumber, planId, planYear });
    return;
  }
  // Spec §5.5: covered by the plan's network flag, or as the preferred mail-service pharmacy.
  const covered = isPharmacyCovered({ inNetwork: entry.inNetwork, mailOrder: request.mailOrder });
  store.set(pharmacyCoverageAnswersAtom, (answers) => new Map(answers).set(request.key, covered));
}

/** Starts the call for `request` unless this store made it already; resolves when it has answered. Never rejects. */
export function loadPharmacyCoverage(request: PharmacyCoverageRequest, store: Store = getStore()): Promise<void> {
  const calls = callsOf(store);
  let call = calls.get(request.key);
  if (!call) {
    call = callCoverage(store, request);
    calls.set(request.key, call);
  }
  return call;
}
