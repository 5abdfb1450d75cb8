/** Plan-card marketing bullets (spec §5.5) as structured segments, never HTML. */
import { normalizePlanType } from './planTypes';

export interface BulletSegment {
  text: string;
  bold: boolean;
}

export type MarketingBullet = BulletSegment[];

export interface MarketingInformationItem {
  rank?: string | number | null;
  shortBullets?: string | null;
}

/** One of a plan's `marketingBulletsV2` (spec §3.2): already in display order. */
export interface MarketingBulletV2Item {
  icon?: string | null;
  shortBullets?: string | null;
}

/** The drug-coverage bullet non-PDP plans lead with: 'none' or 'included' (the plans catalog words it). */
export type DrugCoverageBullet = 'none' | 'included';

/**
 * A bullet as a plan card shows it: the drug-coverage bullet, or one of the
 * plan's own bullets with its segments and, for v2 bullets, an icon name
 * (without a file extension; null for none).
 */
export type PlanCardBullet =
  | { kind: 'drugCoverage'; coverage: DrugCoverageBullet }
  | { kind: 'marketing'; segments: MarketingBullet; icon: string | null };

/** At most 6 ranked bullets for PDP plans, 5 for others (which lead with the drug-coverage bullet). */
export function marketingBulletLimit(planType: string | null | undefined): number {
  return normalizePlanType(planType) === 'PDP' ? 6 : 5;
}

const DOLLAR_AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?/g;

/** Splits a bullet text so that dollar amounts are bold segments. */
export function boldDollarAmounts(text: string): MarketingBullet {
  const segments: MarketingBullet = [];
  let last = 0;
  for (const match of text.matchAll(DOLLAR_AMOUNT)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), bold: false });
    segments.push({ text: match[0], bold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

function rankOf(item: MarketingInformationItem): number {
  const rank = Number(item.rank);
  return item.rank === null || item.rank === undefined || item.rank === '' || Number.isNaN(rank) ? Number.POSITIVE_INFINITY : rank;
}

/**
 * The plan's ranked (v1) bullets: in rank order (unranked last), blank ones
 * skipped, limited by plan type.
 */
export function marketingBullets(plan: {
  planType?: string | null;
  marketingInformation?: readonly MarketingInformationItem[] | null;
}): MarketingBullet[] {
  return [...(plan.marketingInformation ?? [])]
    .map((item) => ({ rank: rankOf(item), text: (item.shortBullets ?? '').trim() }))
    .filter((item) => item.text !== '')
    .sort((a, b) => (a.rank === b.rank ? 0 : a.rank - b.rank))
    .slice(0, marketingBulletLimit(plan.planType))
    .map((item) => boldDollarAmounts(item.text));
}

/**
 * The drug-coverage bullet a card leads with (spec §5.5): every plan but a
 * PDP leads with one, 'No prescription drug coverage' (MA) or 'Prescription
 * drug coverage'. The spec's 'Prescription drug coverage' is the plans that
 * include Part D: MAPD and SNP. A Medicare Supplement (Medigap) plan includes
 * none, so it gets the bullet that says so, as an MA plan does: §5.5 gives
 * every non-PDP card a first bullet, and of its two texts only 'No
 * prescription drug coverage' is true of Medigap (its drug coverage is a
 * separate PDP). An unknown type claims nothing.
 */
export function drugCoverageBullet(planType: string | null | undefined): DrugCoverageBullet | null {
  switch (normalizePlanType(planType)) {
    case 'MA':
    case 'MS':
      return 'none';
    case 'MAPD':
    case 'SNP':
      return 'included';
    default:
      return null;
  }
}

function leadingBullets(planType: string | null | undefined): PlanCardBullet[] {
  const coverage = drugCoverageBullet(planType);
  return coverage ? [{ kind: 'drugCoverage', coverage }] : [];
}

/**
 * A v2 bullet's icon name: trimmed, without a '.svg' ending; null when blank
 * or 'none' (the icon catalogue's "no icon", spec §9).
 */
export function bulletIconName(icon: string | null | undefined): string | null {
  const name = (icon ?? '').trim().replace(/\.svg$/i, '');
  return name === '' || name.toLowerCase() === 'none' ? null : name;
}

/**
 * The bullets of a plan card (spec §5.5, §6 'enable medsupp v2 cards').
 * With `medsuppV2Cards` on, a Medicare Supplement card shows the plan's
 * `marketingBulletsV2` instead of its ranked `marketingInformation`: in the
 * order given, blank ones skipped, the same limit (5) and dollar-amount
 * bolding, each with its icon. The spec is silent on the leading
 * drug-coverage bullet for v2 cards; it stays, so toggling the flag changes
 * only where the plan's own bullets come from. A plan without a non-blank v2
 * bullet falls back to the v1 bullets, as do every other plan type and every
 * card while the flag is off (v1 bullets carry no icon, as before).
 */
export function planCardBullets(
  plan: {
    planType?: string | null;
    marketingInformation?: readonly MarketingInformationItem[] | null;
    marketingBulletsV2?: readonly MarketingBulletV2Item[] | null;
  },
  options: { medsuppV2Cards: boolean },
): PlanCardBullet[] {
  const type = normalizePlanType(plan.planType);
  const v2 = options.medsuppV2Cards && type === 'MS'
    ? (plan.marketingBulletsV2 ?? [])
        .map((item) => ({ text: (item.shortBullets ?? '').trim(), icon: bulletIconName(item.icon) }))
        .filter((item) => item.text !== '')
        .slice(0, marketingBulletLimit(type))
    : [];
  const own: PlanCardBullet[] = v2.length > 0
    ? v2.map((item) => ({ kind: 'marketing', segments: boldDollarAmounts(item.text), icon: item.icon }))
    : marketingBullets(plan).map((segments) => ({ kind: 'marketing', segments, icon: null }));
  return [...leadingBullets(type), ...own];
}
