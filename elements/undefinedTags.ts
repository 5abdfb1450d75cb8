/**
 * The space each tag holds before and after its module loads, so the page
 * does not jump as the elements arrive.
 *
 * Until its module has loaded, a tag is an unknown inline element: any light
 * content a CMS author left inside would flash, it would change from inline
 * to its block layout when it upgrades, and it would grow from nothing. So
 * each of our tags is a hidden block holding its reserved height until it is
 * defined, and keeps that height as its least once defined (its `:host`
 * rule, define.tsx): it starts at that size and only grows.
 *
 * The reserved heights are skeleton sizes, not guesses of a shopper's data:
 * the whole screen for the page-level elements, and for the lists and the
 * saved-plans panel most of a phone's screen (40rem at most): what follows an
 * element placed in a page's first screen then starts below the fold, where
 * a move is not seen, and an element of usual length never has to grow by
 * itself. The cost is blank space under a short list (a guest's empty
 * state), which we take over a page that jumps under an older reader's
 * pointer. Pop-ups, the toast and the time-out hold no space.
 *
 * The same rules ship as dist/shopper-profile.css (and in the AEM clientlib),
 * for the page's <head>, so they hold from the first paint; the loader, the
 * module build and the classic script also adopt them as they start, for a
 * host that has not linked the file (docs/browsers.md).
 */
import { sheet } from '../src/styles/sheet';

/** Least height of each element (tag without prefix); elements not listed hold no space. */
export const RESERVED_HEIGHTS: Readonly<Record<string, string>> = {
  profile: '100vh',
  dashboard: '100vh',
  'saved-plans': 'min(100vh, 40rem)',
  'drug-list': 'min(100vh, 40rem)',
  'provider-list': 'min(100vh, 40rem)',
};

/** The element's own least height, for its `:host` rule (empty when it holds none). */
export function reservedHostCss(name: string): string {
  const height = RESERVED_HEIGHTS[name];
  return height ? `:host { min-height: ${height}; }` : '';
}

/** Our tags before they are defined: hidden blocks, each holding its reserved height. */
export function undefinedTagsCss(tags: readonly string[], prefix = ''): string {
  const reserved = Object.entries(RESERVED_HEIGHTS).map(([name, height]) => `${prefix}${name}:not(:defined) { min-height: ${height}; }`);
  return [`:is(${tags.join(', ')}):not(:defined) { display: block; visibility: hidden; }`, ...reserved].join('\n');
}

export function hideUndefinedTags(root: Document, tags: readonly string[], prefix = ''): void {
  const rule = sheet(undefinedTagsCss(tags, prefix));
  if (!root.adoptedStyleSheets.includes(rule)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, rule];
}
