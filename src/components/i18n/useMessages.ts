import { useContext } from 'react';
import type { Locale } from '../../domain/locale';
import { logger } from '../../platform/logger';
import { LocaleContext } from './LocaleScope';
import type { Catalog, Messages } from './messages';

/** The locale this component renders in (its element's). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The area's texts in this component's locale. */
export function useMessages<M extends Messages>(catalog: Catalog<M>): M {
  const { locale, spanish } = useContext(LocaleContext);
  if (locale === 'en' || !spanish) return catalog.en;
  const messages = spanish[catalog.area] as M | undefined;
  if (messages) return messages;
  logger.warnOnce(`No Spanish texts for "${catalog.area}"; English is shown`);
  return catalog.en;
}
