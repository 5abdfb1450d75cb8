/**
 * Plan-benefit labels from content (spec §7.1 plan-benefits, §9 benefit codes
 * M90, M91a ...): the benefits the content names come first on a card, in the
 * content's order, with the content's icon; the plan's other benefits follow.
 *
 * The services give a plan's benefit labels in English. On a page in another
 * language the content of that language names the benefits by the
 * same codes: a plan's benefit is found by its English label in the English
 * content, and shows the label its code has in the page's content.
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

/** The benefit labels in the page's language, and the English ones the plan's labels are matched against (the same on an English page). */
export interface BenefitContent {
  shown: readonly ContentBenefit[];
  english: readonly ContentBenefit[];
}

const sameLabel = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The content benefit shown for a plan's benefit, and its place in the content's order; null when the content does not name it. */
function contentBenefitOf(benefit: PlanBenefit, content: BenefitContent): { at: number; shown: ContentBenefit } | null {
  const english = content.english.find((c) => sameLabel(c.label, benefit.label));
  if (!english) return null;
  const at = content.shown.findIndex((c) => c.code === english.code);
  if (at !== -1) return { at, shown: content.shown[at]! };
  // The page's content does not name this code: the English place and label stand.
  return { at: content.shown.length + content.english.indexOf(english), shown: english };
}

export function orderBenefitsByContent<B extends PlanBenefit>(benefits: readonly B[], content: BenefitContent): Array<B & { icon?: string }> {
  const translated = content.shown !== content.english;
  return benefits
    .map((benefit, index) => ({ benefit, index, found: contentBenefitOf(benefit, content) }))
    .sort((a, b) => (a.found?.at ?? Infinity) - (b.found?.at ?? Infinity) || a.index - b.index)
    .map(({ benefit, found }) => {
      if (!found) return benefit;
      // An English page keeps the plan's own label, as the services spell it.
      const labelled = translated ? { ...benefit, label: found.shown.label } : benefit;
      return found.shown.icon ? { ...labelled, icon: found.shown.icon } : labelled;
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
export function planCardBenefits<B extends PlanBenefit>(benefits: readonly B[], content: BenefitContent): Array<B & { icon?: string }> {
  return orderBenefitsByContent(
    benefits.filter((benefit) => !isMonthlyPremiumBenefit(benefit)),
    content,
  );
}

/** One plan benefit as a page in the content's language shows it (the remove-plan pop-up's second benefit). */
export function shownBenefit<B extends PlanBenefit>(benefit: B, content: BenefitContent): B {
  const [shown] = orderBenefitsByContent([benefit], content);
  return shown ?? benefit;
}

/**
 * The plan's own figures that a card lists as benefit rows (spec §3.2
 * outofPocketMaximum and tier1PreferredGeneric, §9 'Tier 1: Preferred Generic'
 * and 'Tier 1 Initial Coverage Stage'). The spec gives two tier-1 labels
 * without saying when each applies; we read the "selected" one as the plan
 * with a preferred pharmacy network (its tier-1 cost is the preferred-generic
 * copay) and the default one for every other plan.
 */
export type PlanFigureKind = 'outOfPocketMaximum' | 'tier1PreferredGeneric' | 'tier1InitialCoverage';

export interface PlanFigures {
  outofPocketMaximum?: { value?: string | number } | null;
  tier1PreferredGeneric?: string | number | null;
  preferredNetwork?: boolean | null;
}

const hasValue = (value: string | number | null | undefined): value is string | number =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';

const normalLabel = (label: string | null | undefined) => (label ?? '').trim().replace(/[\s-]+/g, ' ').toLowerCase();

/**
 * The figures to add as rows: those the plan has and its benefit list does not
 * already name (a service's own 'Out-of-Pocket Maximum' or 'Tier 1 ...' row
 * wins, so a figure never shows twice).
 */
export function planFigureRows(plan: PlanFigures, benefits: readonly PlanBenefit[]): Array<{ kind: PlanFigureKind; value: string | number }> {
  const labels = benefits.map((benefit) => normalLabel(benefit.label));
  const rows: Array<{ kind: PlanFigureKind; value: string | number }> = [];
  const maximum = plan.outofPocketMaximum?.value;
  if (hasValue(maximum) && !labels.includes('out of pocket maximum')) rows.push({ kind: 'outOfPocketMaximum', value: maximum });
  const tier1 = plan.tier1PreferredGeneric;
  if (hasValue(tier1) && !labels.some((label) => label.startsWith('tier 1'))) {
    rows.push({ kind: plan.preferredNetwork === true ? 'tier1PreferredGeneric' : 'tier1InitialCoverage', value: tier1 });
  }
  return rows;
}
