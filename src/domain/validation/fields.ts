/** Field rules of spec §5: day, month, year, zip, plan-id mask, date conversion. */
import { parseCalendarDate } from '../time';
import { digitsMask } from './inputMask';

function asWholeNumber(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Day: numeric, >0 and ≤31. */
export function isValidDay(value: string | number | null | undefined): boolean {
  const day = asWholeNumber(value);
  return day !== null && day > 0 && day <= 31;
}

/** Month: numeric, 1–12. */
export function isValidMonth(value: string | number | null | undefined): boolean {
  const month = asWholeNumber(value);
  return month !== null && month >= 1 && month <= 12;
}

/** Year: numeric, >1000 and not after the current year (passed in). */
export function isValidYear(value: string | number | null | undefined, currentYear: number): boolean {
  const year = asWholeNumber(value);
  return year !== null && year > 1000 && year <= currentYear;
}

/** Zip: valid if empty or a positive number (digits only). */
export function isValidZip(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '') return true;
  const zip = asWholeNumber(text);
  return zip !== null && zip > 0;
}

/** A complete ZIP: five digits. */
export const ZIP_PATTERN = /^\d{5}$/;
export const ZIP_MAX_LENGTH = 5;
/** The ZIP field's mask: digits only, at most five. */
export const ZIP_MASK = digitsMask(ZIP_MAX_LENGTH);

/** A ZIP a required field takes: five digits, and a positive number as every ZIP is (00000 is none). */
export function isFiveDigitZip(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return ZIP_PATTERN.test(text) && isValidZip(text);
}

/**
 * The plan-id mask pattern: digit, letter, alphanumeric, digit, hyphen,
 * letter, alphanumeric, digit, hyphen, two letters, two digits. It is the
 * shape of a hyphenated Medicare number (e.g. 1EG4-TE5-MK73), so the masked
 * Medicare number fields use it too.
 */
export const PLAN_ID_MASK_PATTERN = /^\d[A-Za-z][A-Za-z0-9]\d-[A-Za-z][A-Za-z0-9]\d-[A-Za-z]{2}\d{2}$/;

/** Masked Medicare number: at most 13 characters, matching the mask pattern. */
export const MASKED_MBI_MAX_LENGTH = 13;

export function isValidMaskedMbi(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text.length <= MASKED_MBI_MAX_LENGTH && PLAN_ID_MASK_PATTERN.test(text);
}

export type DateOfBirthPart = 'dobMonth' | 'dobDay' | 'dobYear';

/** Characters of each date-of-birth field (spec §9: 2, 2, 4); each is masked to that many digits. */
export const DOB_PART_LENGTHS: Readonly<Record<DateOfBirthPart, number>> = { dobMonth: 2, dobDay: 2, dobYear: 4 };

/**
 * A stored date of birth as the screen's month, day and year fields, read by
 * the one date rule (time.ts parseCalendarDate: the database form
 * year-month-day with any time part dropped, or the screen form); all empty
 * when it is no real date. The merge request joins them back as
 * month/day/year (mergeRequest.ts).
 */
export function dateOfBirthParts(value: string | null | undefined): Record<DateOfBirthPart, string> {
  const date = parseCalendarDate(value);
  if (!date) return { dobYear: '', dobMonth: '', dobDay: '' };
  return { dobYear: String(date.year), dobMonth: String(date.month).padStart(2, '0'), dobDay: String(date.day).padStart(2, '0') };
}
