/**
 * Every URL the plans view leaves to, in one place (spec §2.1). The
 * plan-browsing pages take the shared context (zipcode, county, planYear,
 * planType, planId) as query parameters; county is the 5-digit state+county
 * FIPS code. Paths are this site's plan-browsing pages (the demo serves them).
 * The plan-browsing paths themselves, and how a link names its page and
 * context for the host's shared context service, are the whole site's
 * (components/common/planBrowsing.ts).
 */
import type { Brand } from '../../domain/brand';
import type { County } from '../../api/schemas/plan';
import { normalizePlanType } from '../../domain/planTypes';
import { DEFAULT_ZIP, PLAN_BROWSING_PATHS } from '../common/planBrowsing';

export const ESTIMATE_DRUG_COSTS_PATH = '/health-plans/estimate-drug-costs.html';

export interface PlanContext {
  zipcode?: string | null;
  county?: County | null;
  planYear: number | string;
}

export function countyParam(county: County | null | undefined): string {
  if (!county?.fipsCountyCode) return '';
  const code = String(county.fipsCountyCode);
  return county.fipsStateCode && code.length === 3 ? `${String(county.fipsStateCode)}${code}` : code;
}

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function contextParams(context: PlanContext): Record<string, string> {
  return { zipcode: context.zipcode || DEFAULT_ZIP, county: countyParam(context.county), planYear: String(context.planYear) };
}

/** Plan summary (browse all plans), optionally for one plan type. */
export function planSummaryUrl(context: PlanContext, planType?: string): string {
  return withQuery(PLAN_BROWSING_PATHS.planSummary, { ...contextParams(context), planType: planType ?? '' });
}

/** Plan details redirect: zipcode, county, planId, planYear. */
export function planDetailsUrl(context: PlanContext, planId: string): string {
  return withQuery(PLAN_BROWSING_PATHS.planDetails, { ...contextParams(context), planId });
}

/** Plan compare: zipcode, county, planYear, planType and compareplanIds (comma list). */
export function planCompareUrl(context: PlanContext, planType: string, compareplanIds: string): string {
  return withQuery(PLAN_BROWSING_PATHS.planCompare, { ...contextParams(context), planType, compareplanIds });
}

export type EnrollmentPlanKind = 'mapd' | 'pdp' | 'snp';

/** MA and MAPD share one page, drug plans another, special needs plans a third. */
export function enrollmentPlanKind(planType: string | null | undefined): EnrollmentPlanKind | null {
  switch (normalizePlanType(planType)) {
    case 'MA':
    case 'MAPD':
      return 'mapd';
    case 'PDP':
      return 'pdp';
    case 'SNP':
      return 'snp';
    default:
      return null;
  }
}

/**
 * Online enrollment pages by brand and plan kind (spec §2.1: "brand-specific
 * path"; paths not shown). The uhc brand is served under /medicare; each
 * points at the wizard's first step, /welcome (spec §3.7).
 */
export const ENROLLMENT_PATHS: Record<Brand, Record<EnrollmentPlanKind, string>> = {
  aarp: {
    mapd: '/online-enrollment/aarp/mapd/welcome',
    pdp: '/online-enrollment/aarp/pdp/welcome',
    snp: '/online-enrollment/aarp/dsnp/welcome',
  },
  uhc: {
    mapd: '/medicare/online-enrollment/uhc/mapd/welcome',
    pdp: '/medicare/online-enrollment/uhc/pdp/welcome',
    snp: '/medicare/online-enrollment/uhc/dsnp/welcome',
  },
};

export function enrollmentUrl(brand: Brand, planType: string | null | undefined): string | null {
  const kind = enrollmentPlanKind(planType);
  return kind ? ENROLLMENT_PATHS[brand][kind] : null;
}
