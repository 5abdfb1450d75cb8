/**
 * Focus for pop-ups whose content changes view (form -> loading -> result):
 * the control that had focus goes with the old view, so focus moves to the
 * new one, and a form sent with errors puts focus on the first of them.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focuses `viewRef` each time `view` changes (not on the first view: the
 * dialog places that focus). In the same commit as the view (a layout
 * effect): a passive effect can run late enough on a slow machine that
 * someone already on a control of the new view is pulled off it.
 */
export function useFocusOnNewView(view: string, viewRef: RefObject<HTMLElement | null>): void {
  const firstView = useRef(view);
  useLayoutEffect(() => {
    if (view !== firstView.current) viewRef.current?.focus();
  }, [view, viewRef]);
}

/** Focuses the first field marked invalid in `container`, once React has shown the errors (a frame later). */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
