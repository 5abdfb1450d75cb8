/**
 * Page scroll lock for modal dialogs. Nested dialogs are counted: the page
 * scrolls again only when the last one closes, and gets back whatever
 * overflow it had before the first.
 */
let locks = 0;
let savedOverflow = '';

/** Locks page scroll; returns the function that releases this lock (once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.style.overflow = savedOverflow;
  };
}

