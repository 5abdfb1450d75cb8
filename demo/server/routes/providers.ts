/** Provider coverage update (spec §7.3; the path the client's paths.ts chose). */
import { findCounty } from '../catalog/geography';
import { plansIn } from '../catalog/plans';
import { findProvider, providerInNetwork } from '../catalog/providers';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { providerCoverageBody } from '../validation/requests';

async function coverage(ctx: Ctx) {
  const body = await validBody(ctx, providerCoverageBody);
  const county = findCounty(ctx.params.fips ?? '');
  const plans = county ? plansIn(county.stateCode, Number(ctx.params.planYear), ['MA', 'MAPD', 'SNP']) : [];
  const providers = body.providers.map((p) => {
    const known = findProvider(String(p.providerId));
    const plansList = known ? plans.filter((plan) => providerInNetwork(known, plan)).map((plan) => plan.planId) : [];
    return { ...p, plansList, ...(known ? { networkIdsMedical: known.networkIdsMedical } : {}) };
  });
  return json({ providers });
}

export const providerRoutes: Route[] = [
  { method: 'POST', pattern: '/providersearch/providers/v1/coverage/:planYear/:zip/:fips', call: 'provider-coverage', api: true, handler: coverage },
];
