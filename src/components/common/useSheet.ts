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

/** The sheets every pop-up's frame uses, declared by the module that draws it (Dialog.tsx) as its code arrives. */
const popupSheets = new Set<string>();

export function declarePopupSheets(...cssTexts: string[]): void {
  for (const cssText of cssTexts) popupSheets.add(cssText);
}

/**
 * Adopts the pop-up sheets declared so far into `root`, once the pop-ups' code has been fetched ahead: a sheet
 * adopted as a pop-up opens restyles the whole element under it (every plan card) in the frame that shows the
 * pop-up, where a page with all its styles from the start restyles only the pop-up.
 */
export function adoptPopupSheets(root: ShadowRoot): void {
  for (const cssText of popupSheets) adoptSheet(root, cssText, 'common');
}
