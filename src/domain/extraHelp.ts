/** Extra Help, the low-income subsidy (spec §2.2, §4.13). */

/** lisSubsidyLevel values: '1' applied, '0' none (not eligible). */
export const LIS_LEVEL = { applied: '1', none: '0' } as const;

/** The widget's two answers; their texts are in the extraHelp message catalog. */
export type ExtraHelpAnswer = 'receive' | 'doNotReceive';

/** Yes sets level '1'; No clears the level (null). */
export function lisLevelFromAnswer(answer: ExtraHelpAnswer): typeof LIS_LEVEL.applied | null {
  return answer === 'receive' ? LIS_LEVEL.applied : null;
}

/** The first yes opens the explanatory pop-up. */
export function opensExtraHelpPopup(answer: ExtraHelpAnswer, answeredYesBefore: boolean): boolean {
  return answer === 'receive' && !answeredYesBefore;
}

export function isExtraHelpApplied(lisSubsidyLevel: string | null | undefined): boolean {
  return lisSubsidyLevel === LIS_LEVEL.applied;
}

/**
 * Member flows with level '0' ("none", spec §3.9) hide the Extra Help side
 * items: a known non-subsidised member. A member whose level is not known yet
 * still sees them, as §2.2 asks.
 */
export function areExtraHelpSideItemsHidden(isMember: boolean, lisSubsidyLevel: string | null | undefined): boolean {
  return isMember && lisSubsidyLevel === LIS_LEVEL.none;
}

/** The side widget shows when the feature is on, the session is not cloaked, and the member is not a known non-subsidised member. */
export function isExtraHelpWidgetShown(inputs: {
  featureOn: boolean;
  cloaked: boolean;
  isMember: boolean;
  lisSubsidyLevel: string | null | undefined;
}): boolean {
  return inputs.featureOn && !inputs.cloaked && !areExtraHelpSideItemsHidden(inputs.isMember, inputs.lisSubsidyLevel);
}
