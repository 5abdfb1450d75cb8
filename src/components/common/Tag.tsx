/**
 * The plan-type tag on plan cards and the remove-plan pop-up, coloured by
 * type from the --sp-tag-* tokens: MA and MAPD share the Medicare Advantage
 * colour; PDP, SNP and MS have their own.
 */
import type { ReactNode } from 'react';

export type PlanTagType = 'MA' | 'MAPD' | 'PDP' | 'SNP' | 'MS';

/** Plan-type descriptions, spec §3.2; the tag's text unless children say otherwise. */
export const PLAN_TYPE_DESCRIPTIONS: Record<PlanTagType, string> = {
  MA: 'Medicare Advantage Plan',
  MAPD: 'Medicare Advantage and Prescription Drug Plan',
  PDP: 'Medicare Prescription Drug Plan',
  SNP: 'Medicare Special Needs Plan',
  MS: 'Medicare Supplement Plan',
};

const TONES: Record<PlanTagType, 'ma' | 'pdp' | 'snp' | 'ms'> = { MA: 'ma', MAPD: 'ma', PDP: 'pdp', SNP: 'snp', MS: 'ms' };

interface TagProps {
  planType: PlanTagType;
  children?: ReactNode;
}

export function Tag({ planType, children }: TagProps) {
  return (
    <span className={`sp-tag sp-tag--${TONES[planType]}`} part="tag">
      {children ?? PLAN_TYPE_DESCRIPTIONS[planType]}
    </span>
  );
}
