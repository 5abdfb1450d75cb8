/**
 * The Extra Help figures' calls (spec §4.13, §5.5, §7.3; the rules in
 * extraHelpFigures.ts): LIS data by county and federal plans by plan type,
 * once per county or plan type and year and store. Part of the follow-up code
 * (components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import { isExtraHelpApplied } from '../../domain/extraHelp';
import { needsMedicalPremium, needsSubsidyFigure, type ExtraHelpFigureAnswers } from '../../domain/extraHelpFigures';
import { isSamePlanId } from '../../domain/planId';
import { normalizePlanType } from '../../domain/planTypes';
import { toPlanYear } from '../../domain/planYear';
import { logger } from '../../platform/logger';
import * as planInfoApi from '../../api/planInfo';
import { getHttp } from '../http';
import { applicationsAtom } from './applications';
import { configAtom, isFlagOn } from '../config';
import { lisSubsidyLevelAtom } from './extraHelp';
import { extraHelpFiguresAtom, figuresKey, savedCopy } from './extraHelpFigures';
import { favouritedPlanCodeOf } from '../medsuppFavourites';
import { plansDetailsAtom } from '../profile';
import { savedPlansAtom } from '../savedPlans';
import { sharedAtom, storeSlot, type Store } from '../store';
import { callEachOnce } from './callEachOnce';

interface Request {
  key: string;
  planYear: number;
  planIds: string[];
}
interface LisRequest extends Request { kind: 'lis'; stateCode: string; fipsCountyCode: string }
interface FederalRequest extends Request { kind: 'federal'; planType: string }
type FiguresRequest = LisRequest | FederalRequest;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

function addTo<R extends FiguresRequest>(requests: Map<string, R>, request: Omit<R, 'planIds'>, planId: string): void {
  const found = requests.get(request.key) ?? ({ ...request, planIds: [] } as unknown as R);
  if (!found.planIds.includes(planId)) found.planIds.push(planId);
  requests.set(request.key, found);
}

const requestsAtom = sharedAtom('extraHelpFigures.requests', () =>
  atom((get): readonly FiguresRequest[] => {
    if (!isFlagOn(get(configAtom), 'lisChanges') || !isExtraHelpApplied(get(lisSubsidyLevelAtom))) return [];
    const lis = new Map<string, LisRequest>();
    const federal = new Map<string, FederalRequest>();
    const askFederal = (planId: string, planType: string, planYear: number) =>
      addTo(federal, { kind: 'federal', key: `federal/${planYear}/${planType}`, planType, planYear }, planId);
    for (const plan of get(savedPlansAtom)) {
      const planYear = toPlanYear(plan.planYear);
      const planType = normalizePlanType(plan.planType);
      if (planYear === null || !planType || favouritedPlanCodeOf(plan)) continue;
      const stateCode = text(plan.county?.stateCode);
      const fipsCountyCode = text(plan.county?.fipsCountyCode);
      if (needsSubsidyFigure(plan) && stateCode && fipsCountyCode) {
        addTo(lis, { kind: 'lis', key: `lis/${planYear}/${stateCode}/${fipsCountyCode}`, planYear, stateCode, fipsCountyCode }, plan.planId);
      }
      if (needsMedicalPremium(plan)) askFederal(plan.planId, planType, planYear);
    }
    const stored = get(plansDetailsAtom)?.plans ?? [];
    for (const application of get(applicationsAtom)) {
      const planYear = toPlanYear(application.planYear);
      const planType = normalizePlanType(application.planType);
      const shows = text(application.lisMonthlyPremiumFormatted) !== '';
      if (planYear === null || !planType || !shows || !needsMedicalPremium(application)) continue;
      if (!needsMedicalPremium(savedCopy(stored, application.planId, planYear) ?? { planType })) continue;
      askFederal(application.planId, planType, planYear);
    }
    return [...lis.values(), ...federal.values()];
  }),
);

/** What a component watches to start the calls. */
export const extraHelpFiguresKeyAtom = sharedAtom('extraHelpFigures.key', () =>
  atom((get) => get(requestsAtom).map((request) => `${request.key}:${request.planIds.join(',')}`).join('\n')),
);

function remember(store: Store, found: ReadonlyMap<string, ExtraHelpFigureAnswers>): void {
  if (found.size === 0) return;
  store.set(extraHelpFiguresAtom, (answers) => {
    const next = new Map(answers);
    for (const [key, figures] of found) next.set(key, { ...next.get(key), ...figures });
    return next;
  });
}

function notFound(planId: string, request: FiguresRequest, call: string): void {
  logger.warn(`Plan ${planId} (${request.planYear}) not found in ${request.kind === 'lis' ? 'LIS data' : 'federal plans'}`, { call });
}

async function loadLis(store: Store, request: LisRequest): Promise<void> {
  const result = await planInfoApi.lisData(getHttp(store), request.planYear, request.stateCode, request.fipsCountyCode);
  if (!result.ok) return;
  const found = new Map<string, ExtraHelpFigureAnswers>();
  for (const planId of request.planIds) {
    const entry = result.data._subsidyList.find((candidate) =>
      isSamePlanId(planId, candidate.planId) && (candidate.planYear === undefined || candidate.planYear === request.planYear));
    if (entry?.monthlyPremium !== undefined) found.set(figuresKey(planId, request.planYear), { subsidyPremium: entry.monthlyPremium });
    else notFound(planId, request, 'planInfo.lisData');
  }
  remember(store, found);
}

async function loadFederal(store: Store, request: FederalRequest): Promise<void> {
  const result = await planInfoApi.federalPlans(getHttp(store), request.planType, request.planYear, request.planIds);
  if (!result.ok) return;
  const found = new Map<string, ExtraHelpFigureAnswers>();
  for (const planId of request.planIds) {
    const plan = result.data.find((candidate) => isSamePlanId(planId, candidate.planId ?? candidate.compositePlanId));
    if (plan?.medicalPremium !== undefined) found.set(figuresKey(planId, request.planYear), { medicalPremium: plan.medicalPremium });
    else notFound(planId, request, 'planInfo.federalPlans');
  }
  remember(store, found);
}

const callsOf = storeSlot('extraHelpFigures.calls', () => new Map<string, Promise<void>>());

/** Starts the calls the plans and applications need that this store has not made yet. Never rejects. */
export function refreshExtraHelpFigures(store: Store): Promise<void> {
  return callEachOnce(callsOf(store), store.get(requestsAtom), (request) => (request.kind === 'lis' ? loadLis(store, request) : loadFederal(store, request)));
}

