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

export const DRUG_COVERAGE_BULLETS = {
  none: 'No prescription drug coverage',
  included: 'Prescription drug coverage',
} as const;

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
 * The bullets of a plan card: ranked bullets in rank order (unranked last),
 * blank ones skipped, limited by plan type; non-PDP plans get a first bullet,
 * 'No prescription drug coverage' for MA, else 'Prescription drug coverage'.
 */
export function marketingBullets(plan: {
  planType?: string | null;
  marketingInformation?: readonly MarketingInformationItem[] | null;
}): MarketingBullet[] {
  const type = normalizePlanType(plan.planType);
  const ranked = [...(plan.marketingInformation ?? [])]
    .map((item) => ({ rank: rankOf(item), text: (item.shortBullets ?? '').trim() }))
    .filter((item) => item.text !== '')
    .sort((a, b) => (a.rank === b.rank ? 0 : a.rank - b.rank))
    .slice(0, marketingBulletLimit(type))
    .map((item) => boldDollarAmounts(item.text));
  if (type === 'PDP') return ranked;
  const first = type === 'MA' ? DRUG_COVERAGE_BULLETS.none : DRUG_COVERAGE_BULLETS.included;
  return [[{ text: first, bold: false }], ...ranked];
}
