/**
 * Display texts of the drugs view built from the domain rules (spec §2.4,
 * §3.3, §5.5), in the catalog's words (drugsMessages.ts). Pure.
 */
import type { Drug } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import { deriveSupplyLength, frequencyTimeUnit, refillPeriod, type RefillPeriod, type TimeUnit } from '../../domain/drugs';
import { normalizePlanType } from '../../domain/planTypes';
import type { DrugsMessages } from './drugsMessages';

/** The row's title: the dosage text (drugs are sorted by it), else the name. */
export function drugTitle(drug: Pick<Drug, 'drugName' | 'drugDosage'>): string {
  return drug.drugDosage?.trim() || drug.drugName;
}

const PER_UNIT = { Day: 'perDay', Week: 'perWeek', Month: 'perMonth' } as const satisfies Record<TimeUnit, keyof DrugsMessages>;

/** 'Per day', 'Per week', 'Per month' for a time-unit frequency; undefined otherwise (the refill line says it). */
export function frequencyText(drug: Pick<Drug, 'drugFrequency'>, messages: DrugsMessages): string | undefined {
  const unit = frequencyTimeUnit(drug.drugFrequency);
  return unit ? messages[PER_UNIT[unit]] : undefined;
}

const REFILL = { thirtyDay: 'refillThirtyDay', ninetyDay: 'refillNinetyDay' } as const satisfies Record<RefillPeriod, keyof DrugsMessages>;

/** 'Every 1 Month' (30-day supply) or 'Every 3 Months' (90-day supply). */
export function refillText(drug: Drug, messages: DrugsMessages): string {
  return messages[REFILL[refillPeriod(drug)]];
}

export function quantityText(drug: Pick<Drug, 'drugQuantity'>): string {
  return drug.drugQuantity === undefined || drug.drugQuantity === null ? '' : String(drug.drugQuantity);
}

/** '30-day supply' or '90-day supply' (spec §5.5 supply length). */
export function supplyLengthText(drug: Drug, messages: DrugsMessages): string {
  return messages.supplyDays(deriveSupplyLength(drug));
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** 'Mail order pharmacy' or 'Retail pharmacy' (mailOrder is sent as text 'true'/'false'). */
export function pharmacyKindText(pharmacy: { mailOrder?: boolean | string | null }, messages: DrugsMessages): string {
  return isTrue(pharmacy.mailOrder) ? messages.mailOrderPharmacy : messages.retailPharmacy;
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
