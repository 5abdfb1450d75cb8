/**
 * QA switches (architecture §4): date=YYYY-MM-DD, brand=aarp|uhc,
 * flags=a,b, fault=a,b, persona=ID, csp=strict|off, lang=en|es,
 * tracking=on|held|off. They reach the server in the `x-sp-qa`
 * request header (a URL-encoded query string the demo pages forward) and in
 * the `sp-qa` cookie (so settings made on one page stick while navigating);
 * the header wins key by key.
 */
export const QA_HEADER = 'x-sp-qa';
export const QA_COOKIE = 'sp-qa';
export const QA_KEYS = ['date', 'brand', 'flags', 'fault', 'persona', 'csp', 'lang', 'tracking'] as const;

export type CspMode = 'strict' | 'off';

export const readCspMode = (value: string | null | undefined): CspMode | undefined => (value === 'strict' || value === 'off' ? value : undefined);

export interface QaSettings {
  date?: string;
  brand?: 'aarp' | 'uhc';
  flags: string[];
  faults: Set<string>;
  persona?: string;
  /** csp=strict serves the pages with the strict policy (demo/server/README.md); off serves them without. */
  csp?: CspMode;
  /** lang=es serves the pages as a Spanish site would: `<html lang="es">`, which the elements follow. */
  lang?: 'en' | 'es';
  /** tracking=held serves the pages with the library's tracking held for the host's consent (the demo's consent banner answers). */
  tracking?: 'on' | 'held' | 'off';
}

/** No switch at all: what every request reads while QA is off. */
export const NO_QA: QaSettings = Object.freeze({ flags: [], faults: new Set<string>() });

function list(value: string | null): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function validDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? undefined : value;
}

function merged(cookie: string | undefined, header: string | undefined): URLSearchParams {
  const params = new URLSearchParams(cookie ?? '');
  for (const [key, value] of new URLSearchParams(header ?? '')) params.set(key, value);
  return params;
}

export function readQa(cookie: string | undefined, header: string | undefined): QaSettings {
  const params = merged(cookie, header);
  const brand = params.get('brand');
  const date = validDate(params.get('date'));
  const persona = params.get('persona') ?? undefined;
  const csp = readCspMode(params.get('csp'));
  const lang = params.get('lang');
  const tracking = params.get('tracking');
  return {
    ...(tracking === 'on' || tracking === 'held' || tracking === 'off' ? { tracking } : {}),
    ...(csp ? { csp } : {}),
    ...(lang === 'en' || lang === 'es' ? { lang } : {}),
    ...(date ? { date } : {}),
    ...(brand === 'aarp' || brand === 'uhc' ? { brand } : {}),
    ...(persona ? { persona } : {}),
    flags: list(params.get('flags')),
    faults: new Set(list(params.get('fault'))),
  };
}

/** The QA keys present in a page URL, as the query string the `sp-qa` cookie keeps; undefined when none. */
export function qaQueryOf(url: URL): string | undefined {
  const params = new URLSearchParams();
  for (const key of QA_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && key !== 'persona') params.set(key, value);
  }
  return QA_KEYS.some((key) => url.searchParams.has(key) && key !== 'persona') ? params.toString() : undefined;
}

/**
 * The system date-time: a QA date means noon US Central time of that day
 * (18:00Z, the same calendar day in every US zone and in UTC); otherwise
 * the real clock.
 */
export function systemNow(qa: QaSettings, real = new Date()): Date {
  return qa.date ? new Date(`${qa.date}T18:00:00.000Z`) : real;
}
