/**
 * Whether an element is rendered: it has a layout box, so neither it nor an
 * ancestor is `display: none`. `Element.checkVisibility` answers that from
 * Safari 17.4; our baseline is Safari 16.4 (docs/browsers.md), where the
 * element's client rects answer the same.
 */
export function isRendered(el: Element): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility();
  return el.getClientRects().length > 0;
}
