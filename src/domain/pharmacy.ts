/** Pharmacy and drug coverage display rules (spec §5.5). */

function isTrue(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true';
}

export interface PharmacyCoverageFields {
  /** The plan's network flag for the pharmacy. */
  inNetwork?: boolean | string | null;
  /** Mail-service pharmacy ('true'/'false' text in the profile). */
  mailOrder?: boolean | string | null;
}

/**
 * Covered when the network flag is set, or it is the preferred mail-service
 * pharmacy: the mail-order pharmacy a profile can hold is the plan's
 * preferred mail service.
 */
export function isPharmacyCovered(pharmacy: PharmacyCoverageFields): boolean {
  return isTrue(pharmacy.inNetwork) || isTrue(pharmacy.mailOrder);
}

/** Pharmacy cost shows only when covered and in network. */
export function isPharmacyCostShown(pharmacy: PharmacyCoverageFields): boolean {
  return isPharmacyCovered(pharmacy) && isTrue(pharmacy.inNetwork);
}

/** What a drug's coverage line says (spec §5.5): a key the component looks up in its catalog. */
export type DrugCoverageStatus = 'covered' | 'notCovered' | 'pharmacyMessage';

/** 'covered' or 'notCovered', or 'pharmacyMessage' when the plan's pharmacy-message flag applies. */
export function drugCoverageStatus(inputs: { covered: boolean; isShowPharmacyMessage?: boolean | null }): DrugCoverageStatus {
  if (inputs.isShowPharmacyMessage) return 'pharmacyMessage';
  return inputs.covered ? 'covered' : 'notCovered';
}

/** Pharmacy coverage is reset when no drugs exist (spec §4.11). */
export function isPharmacyCoverageReset(drugCount: number): boolean {
  return drugCount === 0;
}
