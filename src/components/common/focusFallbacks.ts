/**
 * Where focus goes when what had it is gone and no opener is left to return
 * to: a heading anywhere on the page, found through every open shadow root.
 * Its own module, kept out of the page's first render: only pop-ups and
 * closing controls carry it.
 */
import { tryFocus } from './focus';

/** The first element matching `selector` in `root` or in a shadow root inside it (document order, light DOM first). */
export function queryDeep(selector: string, root: Document | ShadowRoot = document): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot && queryDeep(selector, el.shadowRoot);
    if (inner) return inner;
  }
  return null;
}

/** Makes `heading` focusable for this move, as the views' own headings are (tabindex -1, never a Tab stop), and returns it. */
export function focusableHeading(heading: HTMLElement | null | undefined): HTMLElement | null {
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? null;
}

/** Focuses `heading`, made focusable for this move; says whether focus landed there. */
export function focusHeading(heading: HTMLElement | null | undefined): boolean {
  return tryFocus(focusableHeading(heading));
}
