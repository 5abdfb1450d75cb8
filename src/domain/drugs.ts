/** Drug data rules (spec §3.3, §5.5, §9). */

export type SupplyLength = '30' | '90';

/**
 * Refill frequency labels (spec §9): values of the drug data, as the profile
 * and the drug cost estimator spell them. The screen shows the drugs
 * catalog's text for the refill period instead.
 */
export const REFILL_LABELS = { thirtyDay: 'Every 1 Month', ninetyDay: 'Every 3 Months' } as const;

/** How often a drug is refilled: every month (30-day supply) or every 3 months (90-day supply). */
export type RefillPeriod = keyof typeof REFILL_LABELS;

/** The time units a frequency can be given in. */
export type TimeUnit = 'Day' | 'Week' | 'Month';

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

/** The frequency's time unit; undefined for a refill option or an unknown frequency. */
export function frequencyTimeUnit(value: string | number | null | undefined): TimeUnit | undefined {
  const frequency = normalizeFrequency(value);
  return frequency === 'Day' || frequency === 'Week' || frequency === 'Month' ? frequency : undefined;
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

/** The refill period by supply length: every month (30) or every 3 months (90). */
export function refillPeriod(drug: DrugQuantityFields): RefillPeriod {
  return deriveSupplyLength(drug) === '90' ? 'ninetyDay' : 'thirtyDay';
}

/**
 * The drug's derived refill text (spec §3.3), a data field the drug cost
 * estimator receives with the drug: 'Every 1 Month' or 'Every 3 Months'.
 */
export function refillText(drug: DrugQuantityFields): string {
  return REFILL_LABELS[refillPeriod(drug)];
}

/**
 * Legacy refill text, the older wording the spec names without showing (a
 * data field too, never shown):
 * 'Qty {quantity} per {day|week|month}' for a time-unit frequency, else
 * 'Qty {quantity} every {30|90} days'.
 */
export function legacyRefillText(drug: DrugQuantityFields): string {
  const quantity = text(drug.drugQuantity);
  const unit = frequencyTimeUnit(drug.drugFrequency);
  if (unit) return `Qty ${quantity} per ${unit.toLowerCase()}`;
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
