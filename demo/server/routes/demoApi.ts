/**
 * Search endpoints for the demo stand-ins (plan browsing, drug cost
 * estimator drawer, provider search tool, pharmacy search). Not part of
 * spec §7; documented in demo/server/README.md.
 */
import { countiesForZip, findCounty } from '../catalog/geography';
import { searchDrugs } from '../catalog/drugs';
import { pharmaciesNear } from '../catalog/pharmacies';
import { plansIn, type PlanType } from '../catalog/plans';
import { searchProviders } from '../catalog/providers';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { activePlanYear } from '../../../src/domain/planYear';
import { pharmacyData, providerItem } from '../views/items';
import { profilePlan } from '../views/plan';

const q = (ctx: Ctx, name: string): string => ctx.url.searchParams.get(name) ?? '';

function drugs(ctx: Ctx) {
  return json({ drugs: searchDrugs(q(ctx, 'q')).map((d) => ({ drugId: d.drugId, drugName: d.drugName, genericName: d.genericName, isGeneric: d.isGeneric, dosages: d.dosages })) });
}

function pharmacies(ctx: Ctx) {
  const zip = q(ctx, 'zip') || '10001';
  return json({ pharmacies: pharmaciesNear(zip, countiesForZip(zip)[0]?.stateCode).map(pharmacyData) });
}

function providers(ctx: Ctx) {
  const zip = q(ctx, 'zip');
  const stateCode = countiesForZip(zip)[0]?.stateCode;
  const found = searchProviders({ text: q(ctx, 'q'), ...(zip ? { zip } : {}), ...(stateCode ? { stateCode } : {}), ...(q(ctx, 'type') ? { coverage: q(ctx, 'type') } : {}) });
  return json({ providers: found.slice(0, 50).map((p) => providerItem(p, [])) });
}

/** Plans for a ZIP (or fips), year and optional type, shaped as profile plans so the browsing stand-in can save them as they are. */
function plans(ctx: Ctx) {
  const zip = q(ctx, 'zip') || '10001';
  const county = (q(ctx, 'fips') ? findCounty(q(ctx, 'fips')) : undefined) ?? countiesForZip(zip)[0];
  const year = Number(q(ctx, 'year')) || activePlanYear(ctx.now());
  const type = q(ctx, 'type').toUpperCase();
  const list = county ? plansIn(county.stateCode, year, type ? [type as PlanType] : undefined) : [];
  const fips = county ? `${county.fipsStateCode}${county.fipsCountyCode}` : '';
  return json({ zipCode: zip, county, planYear: year, plans: list.map((p) => profilePlan(p, { zipCode: zip, fips })) });
}

export const demoApiRoutes: Route[] = [
  { method: 'GET', pattern: '/demo-api/drugs/search', call: 'demo-drugs', api: true, handler: drugs },
  { method: 'GET', pattern: '/demo-api/pharmacies/search', call: 'demo-pharmacies', api: true, handler: pharmacies },
  { method: 'GET', pattern: '/demo-api/providers/search', call: 'demo-providers', api: true, handler: providers },
  { method: 'GET', pattern: '/demo-api/plans/search', call: 'demo-plans', api: true, handler: plans },
];
