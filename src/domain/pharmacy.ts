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

export const DRUG_COVERAGE_TEXT = { covered: 'Covered', notCovered: 'Not covered' } as const;

/** 'Covered' or 'Not covered', or the pharmacy message when the plan's pharmacy-message flag applies. */
export function drugCoveredText(inputs: {
  covered: boolean;
  isShowPharmacyMessage?: boolean | null;
  pharmacyMessage?: string | null;
}): string {
  if (inputs.isShowPharmacyMessage && inputs.pharmacyMessage) return inputs.pharmacyMessage;
  return inputs.covered ? DRUG_COVERAGE_TEXT.covered : DRUG_COVERAGE_TEXT.notCovered;
}

/** Pharmacy coverage is reset when no drugs exist (spec §4.11). */
export function isPharmacyCoverageReset(drugCount: number): boolean {
  return drugCount === 0;
}
