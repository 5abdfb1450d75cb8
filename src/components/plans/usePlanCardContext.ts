/** What every plan card needs besides its plan: brand, flags, session, LIS level, date, suppression list. */
import { useAtomValue } from 'jotai';
import { startApplicationSuppressedIds } from '../../domain/costs';
import { configAtom, isFlagOn, type Brand } from '../../state/config';
import { lisSubsidyLevelAtom } from '../../state/extraHelp';
import { isCloakedAtom } from '../../state/session';
import { systemDateAtom } from '../../state/systemDate';
import { useContent } from '../common/useProfile';

export interface PlanCardContext {
  brand: Brand;
  lisFeatureOn: boolean;
  /** Flag enableMedsuppV2Cards: Medicare Supplement cards show the v2 bullets; off when absent. */
  medsuppV2Cards?: boolean;
  lisSubsidyLevel: string | undefined;
  cloaked: boolean;
  systemDate: number;
  /** Enrollment-suppressed plan ids (content 'suppression'; the configured defaults while it loads). */
  suppressedPlanIds: string[];
}

export function usePlanCardContext(): PlanCardContext {
  const config = useAtomValue(configAtom);
  const suppression = useContent('suppression');
  return {
    brand: config.brand,
    lisFeatureOn: isFlagOn(config, 'lisChanges'),
    medsuppV2Cards: isFlagOn(config, 'enableMedsuppV2Cards'),
    lisSubsidyLevel: useAtomValue(lisSubsidyLevelAtom),
    cloaked: useAtomValue(isCloakedAtom),
    systemDate: useAtomValue(systemDateAtom),
    suppressedPlanIds: startApplicationSuppressedIds(suppression?.suppressedPlanIds),
  };
}
