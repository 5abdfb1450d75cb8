/** Provider rules (spec §2.5, §5.5). */
import { isDrugOnlyPlan, isMedicareSupplementPlan } from './planTypes';

export interface PffsFields {
  planProductType?: string | null;
  networkTypes?: readonly string[] | null;
}

/** Private fee-for-service plans: product type or a network type 'PFFS' or 'private fee-for-service' (any case). */
export function isPrivateFeeForService(plan: PffsFields): boolean {
  const values = [plan.planProductType ?? '', ...(plan.networkTypes ?? [])];
  return values.some((value) => /^(pffs|private[\s-]+fee[\s-]+for[\s-]+service)$/i.test(value.trim()));
}

/** A provider is covered if the plan is private fee-for-service or the provider is in network. */
export function isProviderCovered(plan: PffsFields, providerInNetwork: boolean | null | undefined): boolean {
  return isPrivateFeeForService(plan) || providerInNetwork === true;
}

/** Doctors cannot be added for drug-only plans. */
export function canAddDoctors(planType: string | null | undefined): boolean {
  return !isDrugOnlyPlan(planType);
}

/** The providers heading speaks of doctors accepting Medicare when any saved plan is private fee-for-service. */
export function anyPrivateFeeForService(plans: readonly PffsFields[]): boolean {
  return plans.some(isPrivateFeeForService);
}

export type ProviderIcon = 'facility' | 'dental' | 'behavioral' | 'medical';

/** Row icon: type 'place' gives a facility; else by providerCoverageType, medical by default. */
export function providerIcon(provider: { type?: string | null; providerCoverageType?: string | null }): ProviderIcon {
  if ((provider.type ?? '').toLowerCase() === 'place') return 'facility';
  const coverage = (provider.providerCoverageType ?? '').toLowerCase();
  return coverage === 'dental' || coverage === 'behavioral' ? coverage : 'medical';
}

export interface CoverageProvider {
  providerCoverageType?: string | null;
  directoryType?: string | null;
  /** Plan ids the provider is in network with (provider coverage update). */
  plansList?: readonly (string | number)[] | null;
}

export interface CoverablePlan extends PffsFields {
  planId: string;
  planType?: string | null;
}

/** A dental-only provider (coverage type dental, or directory type D). */
export function isDentalProvider(provider: CoverageProvider): boolean {
  return (provider.providerCoverageType ?? '').toLowerCase() === 'dental' || (provider.directoryType ?? '').toUpperCase() === 'D';
}

/**
 * How many of the saved providers a plan covers (spec §5.5): covered when the
 * plan is private fee-for-service or the provider is in its network. Dental
 * providers count only for the plans that cover dental providers (content
 * 'dental-provider-covered-plans'). Null for drug-only plans, which take no
 * doctors, or when no providers are saved. Null too for Medicare Supplement
 * plans (not shown in the spec): they have no network, any doctor who
 * accepts Medicare takes them, so a network count would only mislead.
 */
export function providerCoverage(
  plan: CoverablePlan,
  providers: readonly CoverageProvider[],
  dentalCoveredPlanIds: readonly string[],
): { covered: number; total: number } | null {
  if (!canAddDoctors(plan.planType) || isMedicareSupplementPlan(plan.planType)) return null;
  const counted = providers.filter((p) => !isDentalProvider(p) || dentalCoveredPlanIds.includes(plan.planId));
  if (counted.length === 0) return null;
  const inNetwork = (p: CoverageProvider) => (p.plansList ?? []).map(String).includes(plan.planId);
  return { covered: counted.filter((p) => isProviderCovered(plan, inNetwork(p))).length, total: counted.length };
}

/** A saved provider's identity (spec §3.4): its provider id, else its unique id, else its name. */
export function providerKey(provider: { providerId?: unknown; providerUniqueId?: unknown; providerName?: unknown }): string {
  return String(provider.providerId ?? provider.providerUniqueId ?? provider.providerName ?? '');
}
