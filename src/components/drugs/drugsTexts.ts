/**
 * Texts of the drugs view for the pharmacy coverage, the drug information and
 * the drug rescan (spec §2.4, §4.3, §5.5). The spec shows no wording for
 * these; ours. Kept apart so they move to the message catalogs in one piece.
 */
export const DRUGS_TEXTS = {
  /** The pharmacy line's status for the drug-eligible plan (spec §5.5 covered rule). */
  pharmacyCovered: (planName: string) => `Covered by ${planName}`,
  pharmacyNotCovered: (planName: string) => `Not covered by ${planName}`,
} as const;
