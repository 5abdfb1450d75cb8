/**
 * Renders an HTML fragment from the CMS (content fragments carry markup),
 * sanitised (src/platform/trustedHtml.ts). Never pass user-typed text here;
 * render that as plain text.
 *
 * The sanitiser (DOMPurify, about 9 KB gzip) loads on first need, not with
 * the page: a fragment without markup shows at once as text; one with
 * markup shows once the sanitiser is in. `when="now"` (the default) asks for
 * it at once, for what the person must see as the page opens (an
 * announcement). `when="in-view"` asks for it once the fragment comes into
 * view or the page has settled, whichever is first: the FAQ answers (in
 * closed accordion items) and the disclosures below the person's own data
 * then never hold up showing that data. A sanitiser that fails to load is
 * logged, and asked for again the next time a fragment needs it.
 */
import { useEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import { logger } from '../../platform/logger';
import type { trustedHtml } from '../../platform/trustedHtml';
import { whenPageSettled } from './whenPageSettled';
import { useSheet } from './useSheet';
import { safeHtmlCss } from './SafeHtml.css';

type Sanitize = typeof trustedHtml;

interface SafeHtmlProps {
  html: string | null | undefined;
  /** `span` for inline fragments inside a sentence or button. */
  as?: 'div' | 'span' | 'p';
  className?: string;
  id?: string;
  /** When the sanitiser is asked for, if the fragment has markup (see above). */
  when?: 'now' | 'in-view';
}

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../platform/trustedHtml').then(
    (module) => (sanitize = module.trustedHtml),
    (error: unknown) => {
      loading = undefined;
      logger.warn('HTML sanitiser not loaded; CMS text with markup is left out', { error });
      throw error;
    },
  );
  return loading;
}

/** Text with neither tags nor character references needs no sanitiser. */
const hasMarkup = (html: string): boolean => /[<&]/.test(html);

function useSanitizer(needed: boolean, when: 'now' | 'in-view', placeholder: RefObject<HTMLElement | null>): Sanitize | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!needed || sanitize) return undefined;
    let live = true;
    const load = () => void loadSanitizer().then(() => live && loaded(), () => undefined);
    if (when === 'now') {
      load();
      return () => {
        live = false;
      };
    }
    const cancelIdle = whenPageSettled(load);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load());
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      live = false;
      cancelIdle();
      observer.disconnect();
    };
  }, [needed, when, placeholder]);
  return sanitize;
}

export function SafeHtml({ html, as: Tag = 'div', className, id, when = 'now' }: SafeHtmlProps) {
  useSheet(safeHtmlCss, 'common');
  const text = html ?? '';
  const markup = hasMarkup(text);
  const placeholder = useRef<HTMLElement>(null);
  const sanitizer = useSanitizer(markup, when, placeholder);
  const clean = useMemo(() => (markup && sanitizer ? sanitizer(text) : undefined), [markup, sanitizer, text]);
  const classes = className ? `sp-safe-html ${className}` : 'sp-safe-html';
  if (!text.trim()) return null;
  if (!markup) return <Tag id={id} className={classes}>{text}</Tag>;
  // Waiting for the sanitiser: an empty element, so it can be seen coming into view.
  if (clean === undefined) return <Tag id={id} className="sp-safe-html--pending" ref={placeholder as RefObject<never>} />;
  if (!clean.toString()) return null;
  // React puts TrustedHTML in innerHTML as it is; its type asks for a string.
  return <Tag id={id} className={classes} dangerouslySetInnerHTML={{ __html: clean as string }} />;
}
