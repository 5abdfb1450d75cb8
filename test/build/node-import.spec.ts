/**
 * Safe to import anywhere: a server (Next, Remix or Astro shared code, a
 * Node script) imports any entry of the built package under plain Node, with
 * no DOM, and the import defines nothing (no global, no tag, no store),
 * starts nothing (the process ends by itself: no timer, listener or request
 * left running), logs nothing and throws nothing. Each entry is imported in
 * a Node process of its own, by the specifier a host would write (the
 * package's exports map) or by its file (the loader, the classic bundle).
 * Runs after the build (npm test builds first).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ELEMENT_NAMES } from '../../scripts/registry-reader.mjs';

const root = path.resolve('.');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string; exports: Record<string, string | Record<string, string>> };

/** Every runnable export of the package (a type-only or JSON export has nothing to run), elements expanded. */
function packageSpecifiers(): string[] {
  const runnable = Object.entries(pkg.exports).filter(([, target]) => {
    const file = typeof target === 'string' ? target : target.default;
    return file?.endsWith('.js');
  });
  return runnable.flatMap(([key]) => {
    const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    return specifier.endsWith('/*') ? ELEMENT_NAMES.map((name) => specifier.replace('*', `sp-${name}`)) : [specifier];
  });
}

/** The classic-script loaders by their files: beside the module build (also the `./loader` export) and in the AEM clientlib. */
const LOADER_FILES = ['dist/shopper-profile-loader.js', 'dist/clientlib/shopper-profile/js/loader.js'];

interface NodeImport {
  status: number | null;
  stderr: string;
  exports: string[];
  runtime: string;
  /** Own properties of globalThis (names and symbols) the import added. */
  added: string[];
}

/**
 * Imports `specifier` in a fresh Node process and reports, once the process has nothing left to do, what it left
 * behind. `conditions` are export conditions Node adds to its own (`module`: as a server bundler resolves it).
 */
function importInNode(specifier: string, conditions: string[] = []): NodeImport {
  // Node's own fetch sets up its internals on first use: done first, they are no trace of ours.
  const script = `
    new Request('http://localhost/');
    const before = new Set(Reflect.ownKeys(globalThis));
    const entry = await import(${JSON.stringify(specifier)});
    process.on('beforeExit', () => {
      const added = Reflect.ownKeys(globalThis).filter((key) => !before.has(key)).map(String);
      console.log(JSON.stringify({ exports: Object.keys(entry).sort(), runtime: typeof entry.runtime, added }));
    });`;
  const run = spawnSync(process.execPath, [...conditions.map((name) => `--conditions=${name}`), '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  const report = run.stdout.trim().split('\n').pop() ?? '{}';
  return { status: run.status, stderr: run.stderr, ...(JSON.parse(report || '{}') as Omit<NodeImport, 'status' | 'stderr'>) };
}

test('the package lists the module entry, the domain rules, every element, the loader and the classic bundle as runnable exports', () => {
  expect(packageSpecifiers().sort()).toEqual([
    pkg.name,
    `${pkg.name}/domain`,
    // Types only; its empty module lets a bundler resolve an import left in place.
    `${pkg.name}/jsx`,
    `${pkg.name}/loader`,
    ...ELEMENT_NAMES.map((name) => `${pkg.name}/elements/sp-${name}`),
    `${pkg.name}/react`,
    `${pkg.name}/shopper-profile.iife.js`,
    `${pkg.name}/standalone`,
  ].sort());
});

for (const specifier of [...packageSpecifiers(), ...LOADER_FILES.map((file) => path.join(root, file))]) {
  const name = specifier.startsWith(root) ? path.relative(root, specifier) : specifier;
  test(`importing ${name} under plain Node defines nothing, starts nothing and throws nothing`, () => {
    const imported = importInNode(specifier);
    expect(imported.stderr, 'nothing thrown or logged').toBe('');
    expect(imported.status, 'the process ended by itself').toBe(0);
    expect(imported.added, 'no global added (no store, no atoms, no runtime)').toEqual([]);
  });
}

// The build for bundlers ("module" condition, docs/react.md), as a server bundle that picks it runs it: React and
// the other peers come from the app's node_modules.
for (const specifier of [pkg.name, `${pkg.name}/elements/sp-drug-list`]) {
  test(`importing ${specifier} as a bundler resolves it (the build that imports React) under plain Node defines nothing and throws nothing`, () => {
    const imported = importInNode(specifier, ['module']);
    expect(imported.stderr, 'nothing thrown or logged').toBe('');
    expect(imported.status, 'the process ended by itself').toBe(0);
    expect(imported.added, 'no global added (no store, no atoms, no runtime)').toEqual([]);
  });
}

test('under Node the module entry still exports its functions, and no page runtime', () => {
  const imported = importInNode(pkg.name);
  expect(imported.exports).toEqual(expect.arrayContaining(['configure', 'defineElement', 'runtime']));
  expect(imported.runtime).toBe('undefined');
});
