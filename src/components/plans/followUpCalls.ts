/**
 * The follow-up calls that complete the saved plans' cards after the profile
 * answer: drug costs, Extra Help figures, provider coverage, plan details,
 * service plans and the favourited supplement plans' search (their request
 * building, calls and answer handling). One
 * chunk, fetched once the cards have painted (useFollowUpCalls.ts): one gzip
 * stream rather than five small ones.
 */
export { drugCostFieldsAtom, drugCostKeyAtom, refreshDrugCosts } from '../../state/drugs/drugCostCalls';
export { extraHelpFiguresKeyAtom, refreshExtraHelpFigures } from '../../state/plans/extraHelpFigureCalls';
export { coverageProvidersAtom, providerCoverageKeyAtom, refreshProviderCoverage } from '../../state/providers/providerCoverage';
export { planDetailsRequestKeyAtom, refreshPlanDetails } from '../../state/plans/planDetailsCalls';
export { planProductsKeyAtom, refreshServicePlanBenefits } from '../../state/plans/servicePlanCalls';
export { refreshMedsuppFavourites } from '../../state/plans/medsuppFavouritesSearch';
