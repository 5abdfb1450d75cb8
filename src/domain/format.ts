/** Display formatting of spec §9: saved text, timestamps, currency, tracking text. */
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locale';
import { CENTRAL_TIME_ZONE, makeCentral, toEpochMs, type Instant } from './time';

/**
 * Date and time in Central time, 12-hour. English gives the spec's numeric
 * '11/21/2026, 09:05 AM'. Spanish names the month ('21 nov 2026, 09:05 a.m.'):
 * es-US writes numeric dates day first, which a reader used to US forms
 * could take for month first.
 */
function dateTimeFormat(locale: Locale, withSeconds: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: CENTRAL_TIME_ZONE,
    year: 'numeric',
    month: locale === 'en' ? '2-digit' : 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hour12: true,
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedDateTimeFormat(locale: Locale, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withSeconds}`;
  let format = formats.get(key);
  if (!format) {
    format = dateTimeFormat(locale, withSeconds);
    formats.set(key, format);
  }
  return format;
}

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same everywhere. Spanish ICU
// data differ by engine ('a. m.' or 'a.m.'); our Spanish texts write 'a.m.' and 'p.m.', as Medicare's do.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/\b([ap])\. m\./g, '$1.m.');
}

function isValidInstant(instant: Instant | null | undefined): instant is Instant {
  return instant !== null && instant !== undefined && Number.isFinite(toEpochMs(instant));
}

const SAVED_WORD: Record<Locale, string> = { en: 'saved', es: 'guardada el' };

/**
 * Enrollment lastSaved text: 'saved {date} CST', 12-hour Central time, e.g.
 * 'saved 11/21/2026, 09:05 AM CST' ('guardada el 21 nov 2026, 09:05 a.m. CST'
 * in Spanish: it is said of the application). The suffix is the spec's
 * literal 'CST' all year. An invalid instant gives '' (spec §8: formatting failure).
 */
export function formatSavedText(instant: Instant | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!isValidInstant(instant)) return '';
  return `${SAVED_WORD[locale]} ${plainSpaces(cachedDateTimeFormat(locale, false).format(toEpochMs(instant)))} CST`;
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
 * Timestamp: month (2-digit in English, named in Spanish), day, hour and minute in Central time with
 * the Central Time suffix; the single-line card adds seconds. '' when invalid.
 */
export function formatTimestamp(instant: Instant | null | undefined, options: { withSeconds?: boolean; locale?: Locale } = {}): string {
  if (!isValidInstant(instant)) return '';
  const format = cachedDateTimeFormat(options.locale ?? DEFAULT_LOCALE, options.withSeconds === true);
  return `${plainSpaces(format.format(toEpochMs(instant)))} ${CENTRAL_TIME_SUFFIX}`;
}

const currencyFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale('en'), { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat(intlLocale('es'), { style: 'currency', currency: 'USD' }),
};

/** USD currency text, e.g. '$2,800.00' (the same in both locales). */
export function formatCurrency(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return currencyFormats[locale].format(amount);
}

export const TRACKING_TEXT_LIMIT = 100;

/** Tracking text is cut at 100 characters. */
export function truncateTrackingText(text: string): string {
  return text.slice(0, TRACKING_TEXT_LIMIT);
}
