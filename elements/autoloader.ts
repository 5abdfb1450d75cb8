/**
 * Imports an element's module when its tag first appears on the page (in the
 * document or in any open shadow root the library renders), as Shoelace's
 * autoloader does: a CMS page pays only for the tags it carries.
 */
import { currentPrefix } from '../src/state/config';
import { hasStarted, loadOnce, startedCount, type ElementLoaders } from './loadOnce';
import { ELEMENT_LOADERS } from './registry';
import { hideUndefinedTags } from './undefinedTags';

/** Every tag the library defines: the profile page and the tags of the registry. */
const PAGE_LOADERS: ElementLoaders = { profile: () => import('./sp-profile'), ...ELEMENT_LOADERS };

function load(name: string): void {
  void loadOnce(name, PAGE_LOADERS);
}

function scan(root: ParentNode, prefix: string): void {
  for (const name of Object.keys(PAGE_LOADERS)) {
    if (!hasStarted(name) && root.querySelector(`${prefix}${name}`)) load(name);
  }
}

/** Every tag of ours holds its space until defined (undefinedTags.ts). */
export function reserveSpace(root: Document = document): void {
  const prefix = currentPrefix();
  hideUndefinedTags(root, Object.keys(PAGE_LOADERS).map((name) => `${prefix}${name}`), prefix);
}

/** Loads the tags present now and watches for new ones. */
export function startAutoloader(root: Document = document): MutationObserver {
  const prefix = currentPrefix();
  reserveSpace(root);
  scan(root, prefix);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          const tag = node.localName;
          if (tag.startsWith(prefix)) load(tag.slice(prefix.length));
          if (node.firstElementChild) scan(node, prefix);
        }
      }
    }
    if (startedCount() === Object.keys(PAGE_LOADERS).length) observer.disconnect();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return observer;
}

/** Loads every element now (the classic script, or a host that wants all). */
export function loadAll(): Promise<unknown[]> {
  reserveSpace();
  return Promise.all(Object.keys(PAGE_LOADERS).map((name) => loadOnce(name, PAGE_LOADERS)));
}
