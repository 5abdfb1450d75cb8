/** Plan information, contact, federal plans, LIS data, medsupp search and counties (spec §7.3). */
import { countiesForZip, findCounty } from '../catalog/geography';
import { findPlan, plansIn, type PlanType, PLANS } from '../catalog/plans';
import { TOLL_FREE_NUMBER } from '../catalog/content';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { personaById } from '../personas';
import { activePlanYear } from '../../../src/domain/planYear';
import { readIdentity } from '../session';
import { servicePlan } from '../views/plan';
import { federalPlansBody } from '../validation/requests';

const TYPES: PlanType[] = ['MA', 'MAPD', 'PDP', 'SNP', 'MS'];

function year(ctx: Ctx): number {
  const y = Number(ctx.params.year);
  if (!Number.isInteger(y) || y < 1000 || y > 9999) throw new HttpError(400, { error: 'Invalid plan year', issues: [{ path: 'year', message: 'a four-digit year' }] });
  return y;
}

function productTypes(type: string): PlanType[] {
  const upper = type.toUpperCase();
  if (upper === 'ALL') return TYPES;
  if (upper === 'MEDSUPP') return ['MS'];
  return TYPES.includes(upper as PlanType) ? [upper as PlanType] : [];
}

function products(ctx: Ctx) {
  const county = findCounty(ctx.params.fips ?? '', ctx.params.state);
  const plans = county ? plansIn(county.stateCode, year(ctx), productTypes(ctx.params.type ?? '')) : [];
  return json({ data: { plans: plans.map(servicePlan) } });
}

function details(ctx: Ctx) {
  const plan = findPlan(ctx.params.planId ?? '', year(ctx));
  return json({ data: { plans: plan ? [servicePlan(plan)] : [] } });
}

function contact(ctx: Ctx) {
  const plan = findPlan(ctx.params.planId ?? '', year(ctx));
  if (!plan) return json({ success: false });
  const phone = plan.planType === 'PDP' ? '1-888-867-5564' : plan.planType === 'SNP' ? '1-844-368-6525' : TOLL_FREE_NUMBER;
  return json({ success: true, data: { phoneNumber: phone, tty: '711', hoursOfOperation: '8 a.m. - 8 p.m., 7 days a week' } });
}

async function federalPlans(ctx: Ctx) {
  const body = await validBody(ctx, federalPlansBody);
  const types = productTypes(ctx.params.planType ?? '');
  const plans = PLANS.filter((p) => p.planYear === body.planYear && body.planIds.includes(p.planId) && types.includes(p.planType));
  const unique = [...new Map(plans.map((p) => [p.planId, p])).values()];
  return json({ data: { plans: unique.map(servicePlan) } });
}

/** LIS data by county: the signed-in member receives Extra Help (level '1'); others are not known to. */
function lisData(ctx: Ctx) {
  const county = findCounty(ctx.params.fips ?? '', ctx.params.state);
  const identity = readIdentity(ctx);
  const eligible = identity.uuid !== '' && identity.uuid === personaById('member')?.uuid;
  const plans = county ? plansIn(county.stateCode, year(ctx), ['MAPD', 'PDP', 'SNP']) : [];
  return json({
    _isEligibleForLIS: eligible ? 'Yes' : 'No',
    _LISLevel: eligible ? '1' : '0',
    _subsidyList: plans.map((p) => ({ planId: p.planId, planYear: p.planYear, monthlyPremium: p.lisMonthlyPremium })),
  });
}

function medsuppSearch(ctx: Ctx) {
  const county = countiesForZip(ctx.params.zip ?? '')[0];
  const plans = county ? plansIn(county.stateCode, activePlanYear(ctx.now()), ['MS']) : [];
  return json({
    data: {
      msSearchPlansData: {
        products: [{
          plans: plans.map((p) => ({
            planCode: p.planCode ?? p.planId, planId: p.planId, planName: p.planName, planYear: p.planYear, monthlyPremium: p.monthlyPremium,
            legalEntity: p.msLegalEntity, planPositioningStatement: p.msPlanPositioningStatement, benefitSummaries: p.benefits,
          })),
        }],
      },
    },
  });
}

export const planinfoRoutes: Route[] = [
  { method: 'GET', pattern: '/planinfo/product-details/VPP/plan-years/:year/products/:type/state-codes/:state/fips-county-codes/:fips', call: 'plans', api: true, handler: products },
  { method: 'GET', pattern: '/planinfo/details/VPP/plan-years/:year/plans/:planId', call: 'plan-details', api: true, handler: details },
  { method: 'GET', pattern: '/planinfo/individual-search/plans/:planId/plan-years/:year/plan-contact', call: 'plan-contact', api: true, handler: contact },
  { method: 'POST', pattern: '/planinfo/federal-plans/VPP/plan-types/:planType', call: 'federal-plans', api: true, handler: federalPlans },
  { method: 'GET', pattern: '/planinfo/lis/VPP/plan-years/:year/state-codes/:state/fips-county-codes/:fips', call: 'lis', api: true, handler: lisData },
  { method: 'GET', pattern: '/medsupp/plans/v2/zip-codes/:zip/products/MEDSUPP/search', call: 'medsupp-search', api: true, handler: medsuppSearch },
  { method: 'GET', pattern: '/geolocationinfo/counties/:zip', call: 'counties', api: true, handler: (ctx) => json({ counties: countiesForZip(ctx.params.zip ?? '') }) },
];
