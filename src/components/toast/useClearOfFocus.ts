/**
 * Keeps the floating toast off the control a keyboard user has just moved
 * to (WCAG 2.4.11, focus not obscured): when focus lands under the toast,
 * the toast moves to the other edge of the window, where it covers less of
 * that control. Only focus that follows a key press moves it (a pointer
 * only lands on what it can see), and only while it floats: in the page's
 * flow it covers nothing (Toast.css.ts).
 *
 * It also notes what had focus before the person came to the toast, read as
 * a key or the pointer goes down (before focus moves), for Close to send focus
 * back to (Toast.tsx).
 *
 * Focus moving between two controls of one of our shadow roots sends no
 * focusin to the document, so a key press asks too. The last input is
 * tracked here rather than read from :focus-visible, which WebKit does not
 * match after keys sent by its WebDriver.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { deepActiveElement } from '../common/focus';

export type ToastEdge = 'bottom' | 'top';

interface Span { top: number; bottom: number; left: number; right: number }

function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
}

/** The edge that hides less of the focused control, or null to stay. */
function betterEdge(toast: HTMLElement, edge: ToastEdge): ToastEdge | null {
  if (getComputedStyle(toast).position !== 'fixed') return null;
  const focused = deepActiveElement();
  if (!focused || toast.contains(focused)) return null;
  const control = focused.getBoundingClientRect();
  const here = toast.getBoundingClientRect();
  const hidden = overlap(control, here);
  if (hidden === 0) return null;
  // The same box at the other edge, as far from it as it is from this one.
  const gap = edge === 'bottom' ? innerHeight - here.bottom : here.top;
  const top = edge === 'bottom' ? gap : innerHeight - gap - here.height;
  const there = { left: here.left, right: here.right, top, bottom: top + here.height };
  return overlap(control, there) < hidden ? (edge === 'bottom' ? 'top' : 'bottom') : null;
}

export function useClearOfFocus(toast: RefObject<HTMLElement | null>): [ToastEdge, RefObject<HTMLElement | null>] {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const byKeyboard = useRef(false);
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    let frame = 0;
    // After the browser has moved focus and scrolled it into view.
    const recheck = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = toast.current;
        const next = box && byKeyboard.current ? betterEdge(box, edge) : null;
        if (next) setEdge(next);
      });
    };
    const noteFocus = () => {
      const active = deepActiveElement();
      if (!toast.current?.contains(active)) before.current = active;
    };
    const onKey = () => {
      noteFocus();
      byKeyboard.current = true;
      recheck();
    };
    const onPointer = () => {
      noteFocus();
      byKeyboard.current = false;
    };
    document.addEventListener('focusin', recheck, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', recheck, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [toast, edge]);
  return [edge, before];
}
