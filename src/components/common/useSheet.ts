/**
 * A component declares the style sheet it needs where it renders, as a
 * Shoelace component lists its dependencies: `useSheet(dialogCss)`. The
 * sheet is adopted into the shadow root of the element that hosts the
 * component, before the component first paints (an insertion effect), once
 * per root. So each element's sheet list follows from what it renders, and
 * is never kept by hand.
 *
 * Outside an element (no host: the plain-React bench baseline) it does
 * nothing; such a page brings its own stylesheet.
 */
import { useInsertionEffect } from 'react';
import { adoptSheet, type SheetLayer } from '../../styles/sheet';
import { useHost } from './host';

/** `layer`: 'common' for src/components/common, 'view' (the default) for an element's own views. */
export function useSheet(cssText: string, layer: SheetLayer = 'view'): void {
  const root = useHost()?.shadowRoot;
  useInsertionEffect(() => {
    if (root) adoptSheet(root, cssText, layer);
  }, [root, cssText, layer]);
}

