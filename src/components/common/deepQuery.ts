/**
 * Finding an element anywhere on the page, through every open shadow root:
 * where a pop-up sends focus when what opened it lives in another element
 * and is gone. Its own module, so only the pop-ups' code carries it.
 */

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
