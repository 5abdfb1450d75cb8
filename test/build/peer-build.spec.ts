/**
 * The build for bundlers (dist/module, the "module" condition of `.` and `./elements/*`, docs/react.md) leaves
 * every library a host app also carries as an import, declared in peerDependencies, and bundles none of them;
 * the self-contained builds (dist/index.js with its chunks, the classic bundle) still carry them for CMS pages.
 * Runs after the build (npm test builds first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ELEMENT_NAMES } from '../../scripts/registry-reader.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, Record<string, string>>;
};
const MODULE = path.resolve('dist/module');
const js = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
/** The packages a file imports by name (static or dynamic), without their subpaths. */
const bareImports = (code: string): string[] => [...code.matchAll(/(?<![.\w$])(?:from|import)\s*\(?\s*["'](@?[a-z][\w.-]*(?:\/[\w.-]+)*)["']/g)].map((m) => m[1]!.split('/').slice(0, m[1]!.startsWith('@') ? 2 : 1).join('/'));
const REACT_VERSION = (JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')) as { version: string }).version;

test('the build for bundlers imports exactly the peerDependencies and bundles none of them; npm installs no copy of its own', () => {
  const imported = new Set(js(MODULE).flatMap((file) => bareImports(fs.readFileSync(file, 'utf8'))));
  // Type-only peers (optional, @types/react) have no code to import.
  const runtimePeers = Object.keys(pkg.peerDependencies).filter((name) => !name.startsWith('@types/'));
  expect([...imported].sort()).toEqual(runtimePeers.sort());
  for (const file of js(MODULE)) expect(fs.readFileSync(file, 'utf8'), path.relative(MODULE, file)).not.toContain(REACT_VERSION);
  expect(pkg.dependencies ?? {}).toEqual({});
  // The project itself builds and tests with one pinned version of each, inside the peer range.
  for (const name of Object.keys(pkg.peerDependencies)) expect(pkg.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
});

test('bundlers take the build for bundlers and Node the self-contained one; both hold every element entry', () => {
  for (const key of ['.', './elements/*']) {
    expect(pkg.exports[key]!.module, key).toMatch(/^\.\/dist\/module\//);
    expect(pkg.exports[key]!.default, key).toMatch(/^\.\/dist\/(index|elements\/\*)\.js$/);
  }
  expect(fs.existsSync(path.join(MODULE, 'index.js'))).toBe(true);
  for (const name of ELEMENT_NAMES) expect(fs.existsSync(path.join(MODULE, 'elements', `sp-${name}.js`)), name).toBe(true);
  // React apps on 18 take the elements with their own React 19 (docs/react.md): the self-contained build.
  expect(pkg.exports['./standalone']!.default).toBe('./dist/index.js');
  const selfContained = js(path.resolve('dist/chunks')).map((file) => fs.readFileSync(file, 'utf8')).join('\n') + fs.readFileSync('dist/shopper-profile.iife.js', 'utf8');
  expect(selfContained).toContain(REACT_VERSION);
  expect(bareImports(selfContained)).toEqual([]);
});
