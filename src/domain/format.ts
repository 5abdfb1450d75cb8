/** Display formatting of spec §9: saved text, timestamps, currency, tracking text. */
import { CENTRAL_TIME_ZONE, makeCentral, toEpochMs, type Instant } from './time';

const savedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const timestampFormat = savedFormat;

const timestampWithSecondsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same everywhere.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function isValidInstant(instant: Instant | null | undefined): instant is Instant {
  return instant !== null && instant !== undefined && Number.isFinite(toEpochMs(instant));
}

/**
 * Enrollment lastSaved text: 'saved {date} CST', 12-hour Central time, e.g.
 * 'saved 11/21/2026, 09:05 AM CST'. The suffix is the spec's literal 'CST'
 * all year. An invalid instant gives '' (spec §8: formatting failure).
 */
export function formatSavedText(instant: Instant | null | undefined): string {
  return isValidInstant(instant) ? `saved ${plainSpaces(savedFormat.format(toEpochMs(instant)))} CST` : '';
}

const SAVED_TEXT = /(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)/i;

/** Reads the instant back from a lastSaved text (or a bare timestamp text); null when unreadable. */
export function parseSavedText(text: string | null | undefined): number | null {
  const match = SAVED_TEXT.exec(text ?? '');
  if (!match) return null;
  const [, month, day, year, hour, minute, second, meridiem] = match;
  const hour12 = Number(hour) % 12;
  const hour24 = meridiem?.toUpperCase() === 'PM' ? hour12 + 12 : hour12;
  return makeCentral(Number(year), Number(month), Number(day), hour24, Number(minute), Number(second ?? 0));
}

/** Central Time suffix of timestamps. */
export const CENTRAL_TIME_SUFFIX = 'CT';

/**
 * en-US timestamp, 2-digit month, day, hour and minute in Central time with
 * the Central Time suffix; the single-line card adds seconds. '' when invalid.
 */
export function formatTimestamp(instant: Instant | null | undefined, options: { withSeconds?: boolean } = {}): string {
  if (!isValidInstant(instant)) return '';
  const format = options.withSeconds ? timestampWithSecondsFormat : timestampFormat;
  return `${plainSpaces(format.format(toEpochMs(instant)))} ${CENTRAL_TIME_SUFFIX}`;
}

const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD currency text, e.g. '$2,800.00'. */
export function formatCurrency(amount: number): string {
  return currencyFormat.format(amount);
}

export const TRACKING_TEXT_LIMIT = 100;

/** Tracking text is cut at 100 characters. */
export function truncateTrackingText(text: string): string {
  return text.slice(0, TRACKING_TEXT_LIMIT);
}
