/**
 * Imports an element's module when its tag first appears on the page (in the
 * document or in any open shadow root the library renders), as Shoelace's
 * autoloader does: a CMS page pays only for the tags it carries.
 */
import { currentPrefix } from '../src/state/config';
import { hasStarted, loadOnce, startedCount, type ElementLoaders } from './loadOnce';
import { REGISTRY } from './registry';
import { hideUndefinedTags } from './undefinedTags';

function scan(root: ParentNode, prefix: string, loaders: ElementLoaders): void {
  for (const name of Object.keys(loaders)) {
    if (!hasStarted(name) && root.querySelector(`${prefix}${name}`)) void loadOnce(name, loaders);
  }
}

/** Every tag of ours holds its space until defined (undefinedTags.ts). */
export function reserveSpace(root: Document = document, loaders: ElementLoaders = REGISTRY): void {
  const prefix = currentPrefix();
  hideUndefinedTags(root, Object.keys(loaders).map((name) => `${prefix}${name}`), prefix);
}

/** Loads the tags of the registry (`loaders`) present now and watches for new ones. */
export function startAutoloader(root: Document = document, loaders: ElementLoaders = REGISTRY): MutationObserver {
  const prefix = currentPrefix();
  reserveSpace(root, loaders);
  scan(root, prefix, loaders);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          const tag = node.localName;
          if (tag.startsWith(prefix)) void loadOnce(tag.slice(prefix.length), loaders);
          if (node.firstElementChild) scan(node, prefix, loaders);
        }
      }
    }
    if (startedCount() === Object.keys(loaders).length) observer.disconnect();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return observer;
}

/** Loads every element of the registry now (the classic script, or a host that wants all). */
export function loadAll(loaders: ElementLoaders = REGISTRY): Promise<unknown[]> {
  reserveSpace(document, loaders);
  return Promise.all(Object.keys(loaders).map((name) => loadOnce(name, loaders)));
}
