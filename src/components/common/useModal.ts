/**
 * What every modal pop-up does on the native <dialog> (showModal, so the
 * rest of the page is inert and the pop-up sits in the top layer, even from
 * inside a shadow root): Dialog and the small stand-in shown while a
 * pop-up's code loads (ModalFrame) share it.
 *
 * - On open: remembers what had focus (through shadow roots), locks page
 *   scroll (counted for nested pop-ups), and focuses `initialFocus`, else the
 *   first focusable control in the content, else the Close button, else the
 *   pop-up itself.
 * - Tab and Shift+Tab wrap inside instead of leaving for the browser's own
 *   controls.
 * - Escape and other close requests (`cancel`, e.g. a platform back gesture)
 *   call `onEscape` when `closeOnEscape`; otherwise the pop-up stays open.
 * - On close (unmount): scroll unlocks and focus goes back to the opener, or
 *   to `returnFocus()` when the opener is gone or nothing had focus.
 *
 * Spread the result on the <dialog>: `<dialog {...useModal(...)}>`.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement, tabbableWithin, tabStopsWithin, tryFocus } from './focus';
import { lockPageScroll } from './scrollLock';

export interface ModalOptions {
  contentRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null | undefined;
  closeOnEscape: boolean;
  onEscape: () => void;
}

export function useModal(options: ModalOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const { contentRef, closeRef, initialFocus } = latest.current;
    const opener = deepActiveElement();
    closingRef.current = false;
    // showModal() focuses an `autofocus` control itself. Marked so, the control wanted first takes focus in one
    // move, not the browser's choice (the Close button) first and ours after: a screen reader announces only it,
    // and what a focus move restyles (the control, the element hosts around it) is restyled once. Nothing in a
    // closed <dialog> is rendered, so which of the content's controls shows is only checked once it is open.
    const wanted = initialFocus?.current ?? (contentRef.current ? tabStopsWithin(contentRef.current)[0] : undefined);
    if (wanted) wanted.autofocus = true;
    // Locked first: showModal then lays the page out once, with its scrollbar hidden, not twice.
    const unlock = lockPageScroll();
    if (dialog.isConnected && !dialog.open) dialog.showModal();
    // The marked control, when the browser could focus it, is the first shown one: only otherwise look further.
    if (!tryFocus(wanted)) {
      const first = contentRef.current ? tabbableWithin(contentRef.current)[0] : undefined;
      if (!tryFocus(first) && !tryFocus(closeRef.current)) tryFocus(dialog);
    }
    return () => {
      closingRef.current = true;
      if (dialog.open) dialog.close();
      unlock();
      // The page's body is no opener: a pop-up that opened by itself has its own place to return to.
      if (opener === document.body || !tryFocus(opener)) tryFocus(latest.current.returnFocus?.());
    };
    // Runs once per opening: later prop changes must not move focus again.
  }, []);

  const requestEscape = () => {
    if (options.closeOnEscape) options.onEscape();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A control inside (a menu, a nested dialog) may have used the key already.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      requestEscape();
    } else if (event.key === 'Tab') {
      wrapTab(event, ref.current);
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestEscape();
  };

  // The browser may still close the dialog itself (repeated close requests):
  // keep what the caller decided.
  const onClose = () => {
    const dialog = ref.current;
    if (closingRef.current || !dialog) return;
    if (options.closeOnEscape) options.onEscape();
    else if (dialog.isConnected) dialog.showModal();
  };

  return { ref, onKeyDown, onCancel, onClose };
}

// Here, not in focus.ts: focus.ts loads with the toast on every page, and only modals wrap Tab.
/** Keeps Tab inside a modal: from the last control to the first, Shift+Tab the other way. */
function wrapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
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
