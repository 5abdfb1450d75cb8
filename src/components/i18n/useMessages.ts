import { useContext } from 'react';
import type { Locale } from '../../domain/locale';
import { logger } from '../../platform/logger';
import { LocaleContext } from './LocaleScope';
import type { DeclaredCatalog } from './messages';

/** The locale this component renders in (its element's). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The locale this element's own `lang` names, or null when it follows the page's. */
export function useOwnLocale(): Locale | null {
  return useContext(LocaleContext).ownLocale;
}

/** The area's texts in this component's locale. */
export function useMessages<C extends DeclaredCatalog>(catalog: C): C['en'] {
  const { locale, spanish } = useContext(LocaleContext);
  if (locale === 'en' || !spanish) return catalog.en;
  // Typed complete (messages.ts), but a bundle from an older build on the same page may lack an area.
  const messages = (spanish as Partial<Record<string, C['en']>>)[catalog.area];
  if (messages) return messages;
  logger.warnOnce(`No Spanish texts for "${catalog.area}"; English is shown`);
  return catalog.en;
}
