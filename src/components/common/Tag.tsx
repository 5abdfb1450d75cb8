/**
 * The plan-type tag on plan cards and the remove-plan pop-up, coloured by
 * type from the --sp-tag-* tokens: MA and MAPD share the Medicare Advantage
 * colour; PDP, SNP and MS have their own.
 */
import type { ReactNode } from 'react';
import type { PlanType } from '../../domain/planTypes';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { tagCss } from './Tag.css';
import { useSheet } from './useSheet';

export type PlanTagType = PlanType;

const TONES: Record<PlanTagType, 'ma' | 'pdp' | 'snp' | 'ms'> = { MA: 'ma', MAPD: 'ma', PDP: 'pdp', SNP: 'snp', MS: 'ms' };

interface TagProps {
  planType: PlanTagType;
  children?: ReactNode;
}

export function Tag({ planType, children }: TagProps) {
  useSheet(tagCss, 'common');
  const messages = useMessages(commonMessages);
  return (
    <span className={`sp-tag sp-tag--${TONES[planType]}`} part="tag">
      {/* The plan-type description (spec §3.2) unless children say otherwise. */}
      {children ?? messages.planType(planType)}
    </span>
  );
}
