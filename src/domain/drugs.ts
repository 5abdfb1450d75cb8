/** Drug data rules (spec §3.3, §5.5, §9). */

export type SupplyLength = '30' | '90';

/** Refill frequency labels (spec §9). */
export const REFILL_LABELS = { thirtyDay: 'Every 1 Month', ninetyDay: 'Every 3 Months' } as const;

/** Known drug frequencies: the time units, and the refill options of §9. */
export const KNOWN_FREQUENCIES = ['Day', 'Week', 'Month', '30', '90', REFILL_LABELS.thirtyDay, REFILL_LABELS.ninetyDay] as const;
export type DrugFrequency = (typeof KNOWN_FREQUENCIES)[number];

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Supply length must be '30' or '90'; anything else defaults to '30'. */
export function normalizeSupplyLength(value: string | number | null | undefined): SupplyLength {
  return text(value) === '90' ? '90' : '30';
}

/** A known frequency in its canonical spelling (case-insensitive match); unknown ones are dropped (undefined). */
export function normalizeFrequency(value: string | number | null | undefined): DrugFrequency | undefined {
  const wanted = text(value).toLowerCase();
  return KNOWN_FREQUENCIES.find((frequency) => frequency.toLowerCase() === wanted);
}

export interface DrugQuantityFields {
  drugQuantity?: string | number | null;
  drugSupplyLength?: string | number | null;
  drugFrequency?: string | null;
}

/** A drug needs a quantity plus a supply length or a frequency; otherwise it is invalid (and logged by the caller). */
export function isValidDrug(drug: DrugQuantityFields): boolean {
  return text(drug.drugQuantity) !== '' && (text(drug.drugSupplyLength) !== '' || text(drug.drugFrequency) !== '');
}

/** The supply length: the given one normalised; with none, a frequency of 90 or the 90-day label gives '90', else '30'. */
export function deriveSupplyLength(drug: DrugQuantityFields): SupplyLength {
  if (text(drug.drugSupplyLength) !== '') return normalizeSupplyLength(drug.drugSupplyLength);
  const frequency = normalizeFrequency(drug.drugFrequency);
  return frequency === '90' || frequency === REFILL_LABELS.ninetyDay ? '90' : '30';
}

/** Refill text by supply length: 'Every 1 Month' (30) or 'Every 3 Months' (90). */
export function refillText(drug: DrugQuantityFields): string {
  return deriveSupplyLength(drug) === '90' ? REFILL_LABELS.ninetyDay : REFILL_LABELS.thirtyDay;
}

/**
 * Legacy refill text, the older wording the spec names without showing:
 * 'Qty {quantity} per {day|week|month}' for a time-unit frequency, else
 * 'Qty {quantity} every {30|90} days'.
 */
export function legacyRefillText(drug: DrugQuantityFields): string {
  const quantity = text(drug.drugQuantity);
  const frequency = normalizeFrequency(drug.drugFrequency);
  if (frequency === 'Day' || frequency === 'Week' || frequency === 'Month') return `Qty ${quantity} per ${frequency.toLowerCase()}`;
  return `Qty ${quantity} every ${deriveSupplyLength(drug)} days`;
}

export type NormalizedDrug<T> = Omit<T, 'drugSupplyLength' | 'drugFrequency'> & {
  drugSupplyLength: SupplyLength;
  drugFrequency?: DrugFrequency;
  refillText: string;
  legacyRefillText: string;
};

/** The drug with its supply length normalised, its frequency dropped when unknown, and its refill texts. */
export function normalizeDrug<T extends DrugQuantityFields>(drug: T): NormalizedDrug<T> {
  const rest: Record<string, unknown> = { ...(drug as Record<string, unknown>) };
  delete rest.drugFrequency;
  const frequency = normalizeFrequency(drug.drugFrequency);
  return {
    ...rest,
    drugSupplyLength: deriveSupplyLength(drug),
    ...(frequency === undefined ? {} : { drugFrequency: frequency }),
    refillText: refillText(drug),
    legacyRefillText: legacyRefillText(drug),
  } as NormalizedDrug<T>;
}

/** Saved drugs sorted by dosage text (case-insensitive, numbers in natural order). */
export function sortDrugsByDosage<T extends { drugDosage?: string | null }>(drugs: readonly T[]): T[] {
  const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  return [...drugs].sort((a, b) => collator.compare(a.drugDosage ?? '', b.drugDosage ?? ''));
}

/** A saved drug's identity (spec §3.3): its drug id, else its national drug code, else its name. */
export function drugKey(drug: { drugId?: unknown; nationalDrugCode?: unknown; drugName?: unknown }): string {
  return String(drug.drugId ?? drug.nationalDrugCode ?? drug.drugName ?? '');
}
