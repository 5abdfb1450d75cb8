/**
 * Imports an element's module when its tag first appears on the page (in the
 * document or in any open shadow root the library renders), as Shoelace's
 * autoloader does: a CMS page pays only for the tags it carries.
 */
import { logger } from '../src/platform/logger';
import { currentPrefix } from '../src/state/config';
import { ELEMENT_LOADERS } from './registry';

const started = new Set<string>();

function load(name: string): void {
  if (started.has(name)) return;
  started.add(name);
  const loader = ELEMENT_LOADERS[name];
  loader?.().catch((error: unknown) => logger.error(`Could not load <${currentPrefix()}${name}>`, error));
}

function scan(root: ParentNode, prefix: string): void {
  for (const name of Object.keys(ELEMENT_LOADERS)) {
    if (!started.has(name) && root.querySelector(`${prefix}${name}`)) load(name);
  }
}

/** Loads the tags present now and watches for new ones. */
export function startAutoloader(root: Document = document): MutationObserver {
  const prefix = currentPrefix();
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
    if (started.size === Object.keys(ELEMENT_LOADERS).length) observer.disconnect();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return observer;
}

/** Loads every element now (the classic script, or a host that wants all). */
export function loadAll(): Promise<unknown[]> {
  return Promise.all(Object.keys(ELEMENT_LOADERS).map((name) => {
    started.add(name);
    return ELEMENT_LOADERS[name]!();
  }));
}
