/**
 * The page's language: English by default, Spanish for pages and
 * elements that ask for it. Every text, date, amount and plural form is chosen
 * by it; the Central-time rules never are.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The locale a language tag asks for ('es', 'es-US', 'ES-mx' read as 'es');
 * null for an empty tag or a language we do not serve, so the next source
 * (page config, then `<html lang>`, then English) decides.
 */
export function readLocale(tag: string | null | undefined): Locale | null {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null;
}

/** An element's locale: its own lang attribute when it names one we serve, else the page's. */
export function elementLocale(ownLang: string | null | undefined, pageLocale: Locale): Locale {
  return readLocale(ownLang) ?? pageLocale;
}

/** The `Intl` locale of our pages: United States English or Spanish (US dollars, US numbers). */
export function intlLocale(locale: Locale): string {
  return `${locale}-US`;
}

/** A count's text in each plural category a locale uses ('one' and 'other' for both of ours). */
export interface PluralForms {
  one: string;
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale` (Intl.PluralRules). */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** A whole number as the locale writes it (1,234 in both of ours). */
export function formatCount(locale: Locale, count: number): string {
  return count.toLocaleString(intlLocale(locale));
}

/** A count with its word in the form the count takes: '1 drug', '2 saved plans', '3 medicamentos'. */
export function countText(locale: Locale, count: number, forms: PluralForms): string {
  return `${formatCount(locale, count)} ${plural(locale, count, forms)}`;
}

/**
 * The counts that are not zero, each with its word, joined as the locale
 * joins a list: '2 drugs and 1 doctor', '2 medicamentos y 1 médico'.
 */
export function countsText(locale: Locale, counts: ReadonlyArray<readonly [number, PluralForms]>): string {
  const parts = counts.filter(([count]) => count > 0).map(([count, forms]) => countText(locale, count, forms));
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(parts);
}
