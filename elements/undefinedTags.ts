/**
 * Until its module has loaded, a tag is an unknown inline element: any light
 * content a CMS author left inside would flash, and the element would change
 * from inline to its block layout when it upgrades. One document sheet
 * (adopted, so a strict CSP allows it) makes each of our tags a hidden block
 * until it is defined. No height is reserved: the elements' heights depend on
 * the shopper's data, and a wrong guess would jump too. Hosts that load the
 * library late can put the same rule in their own CSS (README, "Browsers").
 */
import { sheet } from '../src/styles/sheet';

export function undefinedTagsCss(tags: readonly string[]): string {
  return `:is(${tags.join(', ')}):not(:defined) { display: block; visibility: hidden; }`;
}

export function hideUndefinedTags(root: Document, tags: readonly string[]): void {
  const rule = sheet(undefinedTagsCss(tags));
  if (!root.adoptedStyleSheets.includes(rule)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, rule];
}
