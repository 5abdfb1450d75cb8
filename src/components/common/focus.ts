/**
 * Focus helpers that see through shadow roots: document.activeElement stops
 * at the outermost host, so the real focused element is found by following
 * each shadow root's activeElement down.
 */
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

/** Elements inside `container` a person could Tab to once it is rendered, in document order. */
export function tabStopsWithin(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden]'));
}

/** Elements inside `container` a person can Tab to, in document order. */
export function tabbableWithin(container: ParentNode): HTMLElement[] {
  return tabStopsWithin(container).filter(isRendered);
}

/**
 * Focuses `el` if it can take focus; says whether focus landed there. Focus
 * already there is left alone: focusing it again would move nothing, yet
 * make the browser bring every style up to date first.
 */
export function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!el?.isConnected) return false;
  if (deepActiveElement() === el) return true;
  el.focus();
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.activeElement === el;
}

/** How long a waiting focus watches for what it waits for: past it, the person has long moved on. */
const FOCUS_WAIT_MS = 5000;

/**
 * Focus that waits on `holder` for `find` to come: once what `find` returns is
 * in `root` (a card a later render brings back), focus moves there, unless it
 * has left `holder` meanwhile. Gives up after a few seconds.
 */
export function focusWhenFound(root: Node, find: () => HTMLElement | null | undefined, holder: HTMLElement): void {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    holder.removeEventListener('blur', stop);
  };
  const observer = new MutationObserver(() => {
    const target = find();
    if (!target) return;
    const waiting = deepActiveElement() === holder;
    stop();
    if (waiting) tryFocus(target);
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(stop, FOCUS_WAIT_MS);
  holder.addEventListener('blur', stop);
}
