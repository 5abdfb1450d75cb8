/**
 * Plan-benefit labels from content (spec §7.1 plan-benefits, §9 benefit codes
 * M90, M91a ...): the benefits the content names come first on a card, in the
 * content's order, with the content's icon; the plan's other benefits follow.
 */
export interface ContentBenefit {
  code: string;
  label: string;
  icon?: string | null;
}

export interface PlanBenefit {
  label?: string | null;
  value?: string | number | null;
}

export function orderBenefitsByContent<B extends PlanBenefit>(
  benefits: readonly B[],
  content: readonly ContentBenefit[],
): Array<B & { icon?: string }> {
  const rank = (b: B) => {
    const at = content.findIndex((c) => c.label.toLowerCase() === (b.label ?? '').toLowerCase());
    return at === -1 ? content.length : at;
  };
  return benefits
    .map((benefit, index) => ({ benefit, index, rank: rank(benefit) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ benefit, rank: r }) => {
      const icon = content[r]?.icon;
      return icon ? { ...benefit, icon } : benefit;
    });
}

/** The premium benefit (code M90), whatever its case or spacing. */
export function isMonthlyPremiumBenefit(benefit: PlanBenefit): boolean {
  return (benefit.label ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === 'monthly premium';
}

/**
 * The benefits a plan card lists: in content order, without the monthly
 * premium, which the card already states above them with its Extra Help
 * variant (listing it twice would read as two different costs).
 */
export function planCardBenefits<B extends PlanBenefit>(
  benefits: readonly B[],
  content: readonly ContentBenefit[],
): Array<B & { icon?: string }> {
  return orderBenefitsByContent(benefits, content).filter((benefit) => !isMonthlyPremiumBenefit(benefit));
}
