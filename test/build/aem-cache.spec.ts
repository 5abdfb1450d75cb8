/**
 * AEM caching: after a deploy, no cached page or module asks for a chunk
 * that is gone. The module build is made twice by rollup with the library's
 * own configuration (rollup.config.mjs), from the sources as they are and
 * from the sources with one change in a module of the core chunk, and a
 * clientlib is built from each; each is served as the demo server serves
 * AEM's proxied clientlibs (demo/server/http/clientlib.ts): the old entry
 * finds all its chunks beside it while its build is deployed, and is never
 * served once the new one is; no path under resources/ ever serves other
 * content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as acorn from 'acorn';
import { rollup, type Plugin } from 'rollup';
import { expect, test } from '@playwright/test';
import { CLIENTLIB_PREFIX, clientlibFile } from '../../demo/server/http/clientlib';
import { buildClientlib } from '../../scripts/build-clientlib.mjs';
import configs from '../../rollup.config.mjs';
import { DIST } from './aemPackage';

const LOADER = `${CLIENTLIB_PREFIX}shopper-profile.js`;
const RESOURCES = `${CLIENTLIB_PREFIX}shopper-profile/resources/`;

/** A change in a source file of the core chunk (the page store), as a deploy brings. */
const CHANGED_SOURCE = path.resolve('src/state/store.ts');
const changeSource: Plugin = {
  name: 'change-a-source',
  transform: (code, id) => (path.resolve(id) === CHANGED_SOURCE ? { code: `${code}\nconsole.debug('changed');`, map: null } : null),
};

/**
 * The module build (what build-clientlib reads) made by rollup into `to`, with `extra` plugins first; the classic
 * bundle, which the clientlib also carries, copied from dist/ (it is not under test here).
 */
async function buildModules(to: string, extra: Plugin[] = []): Promise<void> {
  const esm = configs[0]!;
  const output = Array.isArray(esm.output) ? esm.output[0]! : esm.output!;
  // Not the build's own clean step: it empties the real dist/.
  const plugins = (esm.plugins as Plugin[]).filter((plugin) => plugin && plugin.name !== 'clean-dist');
  const bundle = await rollup({ ...esm, plugins: [...extra, ...plugins] });
  try {
    await bundle.write({ ...output, dir: to, sourcemap: false });
  } finally {
    await bundle.close();
  }
  for (const file of fs.readdirSync(DIST).filter((f) => f.startsWith('shopper-profile.iife.') && f.endsWith('.js'))) {
    fs.copyFileSync(path.join(DIST, file), path.join(to, file));
  }
}

/** Served by a deploy of this build: the body, or undefined for a 404. */
const served = (dist: string, url: string): string | undefined => clientlibFile(dist, url)?.body?.toString();

/** The module URLs a module imports, statically or with import() of a literal. */
function importsOf(url: string, code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; source?: { type: string; value: unknown } };
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ImportExpression') && n.source?.type === 'Literal' && typeof n.source.value === 'string') {
      found.push(new URL(n.source.value, `http://aem${url}`).pathname);
    }
    for (const value of Object.values(node)) (Array.isArray(value) ? value : [value]).forEach(visit);
  };
  visit(acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

/** The entry the deployed loader names, and every module reachable from it: each URL with whether the deploy serves it. */
function reachable(dist: string, entry: string): Map<string, boolean> {
  const seen = new Map<string, boolean>();
  const queue = [entry];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = served(dist, url);
    seen.set(url, code !== undefined);
    if (code !== undefined) queue.push(...importsOf(url, code));
  }
  return seen;
}

const entryNamedBy = (loader: string) => `${RESOURCES}${/shopper-profile\/resources\/([0-9a-f]{12})\//.exec(loader)![1]}/index.js`;

let work: string;
let before: string;
let after: string;

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-aem-cache-'));
  before = path.join(work, 'before');
  after = path.join(work, 'after');
  await buildModules(before);
  await buildModules(after, [changeSource]);
  await buildClientlib({ dist: before });
  await buildClientlib({ dist: after });
});

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('the change really moves a chunk: the core chunk gets a new name, and the entry at its fixed path changes with it', () => {
  const core = (dist: string) => fs.readdirSync(path.join(dist, 'chunks')).filter((file) => /^core-[\w-]+\.js$/.test(file));
  expect(core(after)).toHaveLength(1);
  expect(core(after)).not.toEqual(core(before));
  expect(fs.readFileSync(path.join(after, 'chunks', core(after)[0]!), 'utf8')).toContain("console.debug(\"changed\")");
  expect(fs.readFileSync(path.join(after, 'index.js'), 'utf8')).not.toBe(fs.readFileSync(path.join(before, 'index.js'), 'utf8'));
});

test('each deployed loader names an entry whose every chunk its deploy serves', () => {
  for (const dist of [before, after]) {
    const modules = reachable(dist, entryNamedBy(served(dist, LOADER)!));
    expect(modules.size).toBeGreaterThan(10);
    expect([...modules].filter(([, ok]) => !ok).map(([url]) => url)).toEqual([]);
  }
});

test('the entry moves with its contents, and once the new build is deployed the old entry and its chunks are never served', () => {
  const oldEntry = entryNamedBy(served(before, LOADER)!);
  const newEntry = entryNamedBy(served(after, LOADER)!);
  expect(newEntry).not.toBe(oldEntry);
  const oldModules = [...reachable(before, oldEntry).keys()];
  expect(oldModules.filter((url) => served(after, url) !== undefined)).toEqual([]);
});

test('no path under resources/ serves other content after the deploy, and those paths may be cached for good; the loader is revalidated', () => {
  const paths = (dist: string) => [...reachable(dist, entryNamedBy(served(dist, LOADER)!)).keys()];
  for (const url of new Set([...paths(before), ...paths(after)])) {
    const [old, fresh] = [served(before, url), served(after, url)];
    if (old !== undefined && fresh !== undefined) expect(fresh, url).toBe(old);
    expect(clientlibFile(old === undefined ? after : before, url)?.headers?.['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  expect(clientlibFile(after, LOADER)?.headers?.['cache-control']).toBe('no-cache');
});
