/**
 * Spanish pages show the services' data as the services send it (plan,
 * drug, doctor and pharmacy names, addresses, the plans' own lines: the
 * services have no language, spec §7.3); everything else must be Spanish.
 * These tell the two apart, for the Spanish journey and the accessibility
 * tree's names.
 */
import type { Page } from '@playwright/test';
import { holdsEnglish } from '../helpers/englishWords';

/** What the services answered this page, as text (the CMS fragments are not data: they must be Spanish). */
export function recordServiceData(page: Page): Set<string> {
  const data = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
      if (text.includes(' ') || text.length >= 8) data.add(text);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.includes('/content-fragments/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    collect(await response.json().catch(() => undefined));
  });
  return data;
}

/** The texts that still hold an English word once the services' data is taken out of them. */
export function englishOutsideData(texts: string[], data: Set<string>): string[] {
  const known = [...data].sort((a, b) => b.length - a.length);
  // A line of data may be shown in parts (an amount set apart from the words after it): a part of it is data too.
  const isData = (text: string) => known.some((item) => item.includes(text));
  return [...new Set(texts)].filter((text) => !isData(text) && holdsEnglish(known.reduce((left, item) => left.split(item).join(' '), text)));
}
