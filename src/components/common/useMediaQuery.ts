import { useSyncExternalStore } from 'react';

/** The profile's breakpoint: from 64em the side column sits beside the view; below it (phones, or a laptop at 200% zoom) one column. */
export const WIDE_LAYOUT_QUERY = '(min-width: 64em)';

/**
 * Whether `query` matches now, re-rendering when it changes (resizing,
 * rotating an iPad, zooming). For rules that decide what is offered, not
 * only how it looks: WebKit was seen keeping a shadow root's media rule
 * applied after the viewport had grown past it, so such rules do not rest
 * on CSS alone.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
