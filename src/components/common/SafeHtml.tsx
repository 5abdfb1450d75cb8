/**
 * Renders an HTML fragment from the CMS (content fragments carry markup),
 * sanitised with DOMPurify: scripts, event handlers, javascript: URLs, forms
 * and styles are removed; links that open a new tab get rel="noopener
 * noreferrer". Never pass user-typed text here; render that as plain text.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// A private instance, so our hook never changes sanitising elsewhere on the
// page; made on first use, so importing this module needs no window.
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
    });
  }
  return purifier;
}

const OPTIONS = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, OPTIONS);
}

interface SafeHtmlProps {
  html: string | null | undefined;
  /** `span` for inline fragments inside a sentence or button. */
  as?: 'div' | 'span' | 'p';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <Tag id={id} className={className ? `sp-safe-html ${className}` : 'sp-safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
