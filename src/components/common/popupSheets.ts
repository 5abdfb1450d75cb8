/**
 * The sheets every pop-up's frame uses, declared by the module that draws it
 * (Dialog.tsx) as its code arrives, and adopted ahead into an element whose
 * pop-ups' code has been fetched (lazyDialog.tsx): a sheet adopted as a
 * pop-up opens restyles the whole element under it (every plan card) in the
 * frame that shows the pop-up, where a page with all its styles from the
 * start restyles only the pop-up.
 */
import { adoptSheet } from '../../styles/sheet';

const popupSheets = new Set<string>();

export function declarePopupSheets(...cssTexts: string[]): void {
  for (const cssText of cssTexts) popupSheets.add(cssText);
}

/** Adopts the pop-up sheets declared so far into `root`. */
export function adoptPopupSheets(root: ShadowRoot): void {
  for (const cssText of popupSheets) adoptSheet(root, cssText, 'common');
}
