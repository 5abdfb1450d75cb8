/**
 * Renders an HTML fragment from the CMS (content fragments carry markup),
 * sanitised (src/platform/trustedHtml.ts). Never pass user-typed text here;
 * render that as plain text.
 */
import { useMemo } from 'react';
import { trustedHtml } from '../../platform/trustedHtml';

interface SafeHtmlProps {
  html: string | null | undefined;
  /** `span` for inline fragments inside a sentence or button. */
  as?: 'div' | 'span' | 'p';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? trustedHtml(html) : ''), [html]);
  if (!clean.toString()) return null;
  // React puts TrustedHTML in innerHTML as it is; its type asks for a string.
  return <Tag id={id} className={className ? `sp-safe-html ${className}` : 'sp-safe-html'} dangerouslySetInnerHTML={{ __html: clean as string }} />;
}
