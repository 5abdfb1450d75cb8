/**
 * Page scroll lock for modal dialogs. Nested dialogs are counted: the page
 * scrolls again only when the last one closes, and gets back whatever
 * overflow it had before the first.
 *
 * The page keeps the room its scrollbar took (`scrollbar-gutter`): where
 * scrollbars take room (Windows, Linux, a Mac set to always show them),
 * hiding it would widen the page and move everything behind the pop-up
 * sideways as it opens, and back as it closes. A page with no scrollbar gets
 * no gutter, so it does not move the other way either; a page that keeps
 * its own (`stable both-edges`, for a centred layout) keeps it as it is.
 */
let locks = 0;
let restore = () => {};

/** Locks page scroll; returns the function that releases this lock (once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { style } = root;
  if (locks === 0) {
    const { overflow, scrollbarGutter } = style;
    restore = () => Object.assign(style, { overflow, scrollbarGutter });
    if (innerWidth > root.clientWidth && getComputedStyle(root).scrollbarGutter === 'auto') style.scrollbarGutter = 'stable';
    style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) restore();
  };
}
