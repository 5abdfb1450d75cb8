/**
 * Focus helpers that see through shadow roots: document.activeElement stops
 * at the outermost host, so the real focused element is found by following
 * each shadow root's activeElement down.
 */
import type { KeyboardEvent } from 'react';
import { isRendered } from '../../platform/visibility';

export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `container` a person can Tab to, in document order. */
export function tabbableWithin(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden]') && isRendered(el),
  );
}

/** Focuses `el` if it can take focus; says whether focus landed there. */
export function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!el?.isConnected) return false;
  el.focus();
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.activeElement === el;
}

/** Keeps Tab inside a modal: from the last control to the first, Shift+Tab the other way. */
export function wrapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const tabbable = tabbableWithin(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    reveal(last);
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    reveal(first);
  }
}

/**
 * Focuses a control and scrolls it into view: focusing the control that
 * already has focus (a pop-up with one control) scrolls nothing, and at
 * 400% zoom it may have been scrolled out of a tall pop-up (WCAG 2.4.11).
 */
function reveal(control: HTMLElement): void {
  control.focus();
  control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
