/**
 * Central-time calendar arithmetic. Every date rule of the spec (§4.5, §9) is
 * evaluated in US Central time whatever the browser's zone, so nothing here
 * reads the local zone: an instant goes in, Central calendar parts come out.
 */

/** An instant: a Date or epoch milliseconds. The caller owns the clock. */
export type Instant = Date | number;

export const CENTRAL_TIME_ZONE = 'America/Chicago';

/** Calendar parts of an instant as a wall clock in Central time shows them (month 1–12). */
export interface CentralParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/**
 * Answers already worked out, by epoch ms. A render asks for the same few
 * instants again and again (the system date, the plan-year boundaries that
 * makeCentral settles), and each formatToParts call costs tens of
 * microseconds on an old laptop. Emptied when full, so it stays small.
 */
const partsCache = new Map<number, Readonly<CentralParts>>();
const PARTS_CACHE_SIZE = 256;

/** Central wall-clock parts of an instant. */
export function centralParts(instant: Instant): Readonly<CentralParts> {
  const ms = toEpochMs(instant);
  const cached = partsCache.get(ms);
  if (cached) return cached;
  const parts = partsFormat.formatToParts(ms);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  const found = Object.freeze({
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  });
  if (partsCache.size >= PARTS_CACHE_SIZE) partsCache.clear();
  partsCache.set(ms, found);
  return found;
}

/** The calendar year of an instant in Central time. */
export function centralYear(instant: Instant): number {
  return centralParts(instant).year;
}

function wallClockAsUtc(parts: CentralParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * Epoch ms of a Central wall-clock time (month 1–12). The Central offset is
 * found by asking the zone database, so daylight time is handled.
 */
export function makeCentral(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second);
  let guess = wanted;
  // Two corrections settle the offset, including around a daylight-time change.
  for (let step = 0; step < 2; step += 1) {
    guess += wanted - wallClockAsUtc(centralParts(guess));
  }
  return guess;
}

/** A calendar date without a time (month 1–12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Compares two calendar dates: negative when a is earlier, 0 when equal. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The Central calendar date of an instant. */
export function centralDate(instant: Instant): CalendarDate {
  const { year, month, day } = centralParts(instant);
  return { year, month, day };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Reads a calendar date from the texts the services send: 'YYYY-MM-DD' (any
 * time part after it is dropped) or 'MM/DD/YYYY'. Epoch ms is read as the
 * Central date of that instant. Anything else gives null.
 */
export function parseCalendarDate(value: string | number | null | undefined): CalendarDate | null {
  if (typeof value === 'number') return Number.isFinite(value) ? centralDate(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [NaN, NaN, NaN];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date as screens and page addresses show it (spec §5 "dates convert between database form and screen form"):
 * month/day/year, from the database form year-month-day (any time part dropped), from a date already in screen
 * form, or from epoch ms (its Central date). '' when the value is no date.
 */
export function screenDate(value: string | number | null | undefined): string {
  const date = parseCalendarDate(value);
  return date ? `${twoDigits(date.month)}/${twoDigits(date.day)}/${date.year}` : '';
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads an ISO date-time text as an instant. With a zone (Z or an offset) it
 * is that instant; without one it is read as Central wall-clock time, never
 * in the browser's zone. Null when unreadable.
 */
export function parseInstantText(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  const match = ISO_DATE_TIME.exec(trimmed);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  if (!isRealDate(Number(year), Number(month), Number(day)) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (zone) return Date.parse(trimmed);
  return makeCentral(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second));
}
