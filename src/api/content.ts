/**
 * Content fragments (spec §7.1), in the page's language. A Spanish
 * variant that is missing or unreadable is logged and the English fragment
 * is read instead, fragment by fragment: English text beats none.
 */
import type * as v from 'valibot';
import type { Locale } from '../domain/locale';
import { logger } from '../platform/logger';
import type { Http } from './http';
import { contentFragment, fragmentLocale, medsuppStateContent, type ContentFragmentName } from './contentPaths';
import type { ApiResult } from './result';
import { ContentFragmentSchemas, MedsuppStateContentSchema, type MedsuppStateContent } from './schemas/content';

export type ContentFragment<N extends ContentFragmentName> = v.InferOutput<(typeof ContentFragmentSchemas)[N]>;

async function inLocaleOrEnglish<T>(name: string, locale: Locale, read: (locale: Locale) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await read(locale);
  if (result.ok || locale === 'en') return result;
  logger.warn(`Content ${name}: no readable ${locale} variant; English shown`);
  return read('en');
}

export function fragment<N extends ContentFragmentName>(http: Http, name: N, locale: Locale = 'en'): Promise<ApiResult<ContentFragment<N>>> {
  return inLocaleOrEnglish(name, fragmentLocale(name, locale), (variant) =>
    http.send(`content.${name}`, ContentFragmentSchemas[name], 'get', contentFragment(name, variant)),
  );
}

/** Supplement text and exclusions of one state. */
export function medsuppState(http: Http, stateCode: string, locale: Locale = 'en'): Promise<ApiResult<MedsuppStateContent>> {
  return inLocaleOrEnglish(`medsupp state ${stateCode}`, locale, (variant) =>
    http.send('content.medsuppState', MedsuppStateContentSchema, 'get', medsuppStateContent(stateCode, variant)),
  );
}
