/**
 * Display texts of the drugs view built from the domain rules (spec §2.4,
 * §3.3, §5.5). Pure; the spec shows no wording for these lines, so the
 * choices are written here.
 */
import type { Drug } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import { deriveSupplyLength, normalizeFrequency } from '../../domain/drugs';
import { normalizePlanType } from '../../domain/planTypes';

/** The row's title: the dosage text (drugs are sorted by it), else the name. */
export function drugTitle(drug: Pick<Drug, 'drugName' | 'drugDosage'>): string {
  return drug.drugDosage?.trim() || drug.drugName;
}

/** 'Per day', 'Per week', 'Per month' for a time-unit frequency; undefined otherwise (the refill line says it). */
export function frequencyText(drug: Pick<Drug, 'drugFrequency'>): string | undefined {
  const frequency = normalizeFrequency(drug.drugFrequency);
  if (frequency === 'Day' || frequency === 'Week' || frequency === 'Month') return `Per ${frequency.toLowerCase()}`;
  return undefined;
}

export function quantityText(drug: Pick<Drug, 'drugQuantity'>): string {
  return drug.drugQuantity === undefined || drug.drugQuantity === null ? '' : String(drug.drugQuantity);
}

/** '30-day supply' or '90-day supply' (spec §5.5 supply length). */
export function supplyLengthText(drug: Drug): string {
  return `${deriveSupplyLength(drug)}-day supply`;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** 'Mail order pharmacy' or 'Retail pharmacy' (mailOrder is sent as text 'true'/'false'). */
export function pharmacyKindText(pharmacy: { mailOrder?: boolean | string | null }): string {
  return isTrue(pharmacy.mailOrder) ? 'Mail order pharmacy' : 'Retail pharmacy';
}

/** Plan types whose plans cover drugs: the pharmacy can be changed for them. */
const DRUG_PLAN_TYPES = new Set(['MAPD', 'PDP', 'SNP']);

/**
 * The drug-eligible plan the change-pharmacy link is for: the first plan that
 * covers drugs, enrolled plans before saved ones; undefined when none does.
 */
export function drugEligiblePlan(enrolled: readonly Plan[], saved: readonly Plan[]): Plan | undefined {
  return [...enrolled, ...saved].find((plan) => DRUG_PLAN_TYPES.has(normalizePlanType(plan.planType) ?? ''));
}
