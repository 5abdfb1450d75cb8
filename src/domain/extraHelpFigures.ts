/**
 * The Extra Help figures a saved plan or an application can lack, and how
 * the answers of spec §7.3 fill them (LIS data by county: a plan's subsidised
 * premium; federal plans by plan type: its medical premium). Pure.
 *
 * The subsidy figure matters for plans with drug coverage (MAPD, PDP, SNP):
 * Extra Help pays toward Part D. The medical premium matters for the non-PDP
 * ones among them, whose Extra Help value adds it (§5.5). Stored figures
 * always win; an answer only fills what is absent.
 */
import { normalizePlanType } from './planTypes';

export interface ExtraHelpFigureFields {
  planType?: string | null;
  lisMonthlyPremiumFormatted?: string | null;
  medicalPremium?: string | number | null;
}

export interface ExtraHelpFigureAnswers {
  subsidyPremium?: string | number | undefined;
  medicalPremium?: string | number | undefined;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function needsSubsidyFigure(plan: ExtraHelpFigureFields): boolean {
  const type = normalizePlanType(plan.planType);
  return (type === 'MAPD' || type === 'PDP' || type === 'SNP') && isBlank(plan.lisMonthlyPremiumFormatted);
}

export function needsMedicalPremium(plan: ExtraHelpFigureFields): boolean {
  const type = normalizePlanType(plan.planType);
  return (type === 'MAPD' || type === 'SNP') && isBlank(plan.medicalPremium);
}

/** The plan with the figures it lacks from the answers; its own figures stay. */
export function withExtraHelpFigures<P extends ExtraHelpFigureFields>(plan: P, answers: ExtraHelpFigureAnswers): P {
  const subsidy = needsSubsidyFigure(plan) && !isBlank(answers.subsidyPremium) ? { lisMonthlyPremiumFormatted: String(answers.subsidyPremium) } : {};
  const medical = needsMedicalPremium(plan) && !isBlank(answers.medicalPremium) ? { medicalPremium: answers.medicalPremium } : {};
  return Object.keys(subsidy).length + Object.keys(medical).length === 0 ? plan : { ...plan, ...subsidy, ...medical };
}
