/**
 * What `npm run build` ships (issue: the package): the ESM entry, one entry
 * per element, the classic script, type declarations, and a manifest
 * generated from the source. Runs after the build (npm test builds first).
 */
import { expect, test } from '@playwright/test';
import * as acorn from 'acorn';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { ELEMENT_NAMES as names } from '../../scripts/registry-reader.mjs';

const dist = path.resolve('dist');

test('dist holds the ESM entry, one entry per element, the classic script, the domain entry and types', () => {
  for (const file of ['index.js', 'shopper-profile.iife.js', 'domain.js', 'custom-elements.json', 'index.d.ts', 'domain.d.ts', 'jsx.d.ts']) {
    expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
  }
  for (const name of names) expect(fs.existsSync(path.join(dist, 'elements', `sp-${name}.js`)), name).toBe(true);
  const iife = fs.readFileSync(path.join(dist, 'shopper-profile.iife.js'), 'utf8');
  expect(iife.startsWith('var ShopperProfileElements=function') || iife.includes('ShopperProfileElements')).toBe(true);
  expect(iife).not.toContain('process.env.NODE_ENV');
});

test('the manifest lists every tag with its summary, attributes, events, parts and custom properties', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations: { tagName: string; summary: string; attributes: { name: string }[]; events: { name: string }[]; cssParts: unknown[]; cssProperties: { name: string }[] }[] }[];
  };
  const declarations = manifest.modules.map((m) => m.declarations[0]!);
  expect(declarations.map((d) => d.tagName).sort()).toEqual(names.map((n) => `sp-${n}`).sort());
  for (const d of declarations) {
    expect(d.summary, d.tagName).not.toBe('');
    expect(d.cssProperties.some((p) => p.name === '--sp-color-primary'), d.tagName).toBe(true);
  }
  const byTag = Object.fromEntries(declarations.map((d) => [d.tagName, d]));
  expect(byTag['sp-saved-plans']!.attributes.map((a) => a.name)).toContain('variant');
  expect(byTag['sp-saved-plans']!.events.map((e) => e.name)).toContain('sp-plan-removed');
  expect(byTag['sp-import-dialog']!.attributes.map((a) => a.name)).toContain('open');
  expect(byTag['sp-profile']!.cssParts.length).toBeGreaterThan(0);
});

test('each element entry imports the shared chunks rather than carrying its own copy of the core', () => {
  for (const name of names) {
    const code = fs.readFileSync(path.join(dist, 'elements', `sp-${name}.js`), 'utf8');
    expect(code, `sp-${name}`).toMatch(/from\s*["']\.\.\/chunks\/core-[\w-]+\.js["']/);
  }
});

test('the production bundles are minified, with React\'s development-only code left out', () => {
  const js = (dir: string) => fs.readdirSync(path.join(dist, dir)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`);
  const files = ['index.js', 'shopper-profile.iife.js', 'domain.js', ...js('chunks'), ...js('elements')];
  // A development-only warning of react-dom's client: present in its development build, absent when NODE_ENV is production.
  const devOnly = 'Each child in a list should have a unique';
  expect(fs.readFileSync('node_modules/react-dom/cjs/react-dom-client.development.js', 'utf8')).toContain(devOnly);
  for (const file of files) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toContain(devOnly);
    expect(code, file).not.toContain('process.env.NODE_ENV');
    // Minified: the code on a line or two (besides the source-map comment), nothing indented.
    const lines = code.split('\n').filter((l) => l !== '' && !l.startsWith('//# sourceMappingURL='));
    expect(lines.length, file).toBeLessThanOrEqual(2);
    expect(lines.some((l) => /^\s/.test(l)), file).toBe(false);
  }
});

test('the manifest lists an element\'s properties (members) beside its attributes', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations: { tagName: string; members?: { kind: string; name: string; attribute?: string }[] }[] }[];
  };
  const savedPlans = manifest.modules.map((m) => m.declarations[0]!).find((d) => d.tagName === 'sp-saved-plans')!;
  expect(savedPlans.members).toContainEqual(expect.objectContaining({ kind: 'field', name: 'variant', attribute: 'variant' }));
});

test('the ./domain export resolves to files that exist, and its code exports working rule functions without loading React', async () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { exports: Record<string, Record<string, string> | string> };
  const entry = pkg.exports['./domain'] as Record<string, string>;
  expect(Object.keys(entry).sort()).toEqual(['default', 'types']);
  for (const file of Object.values(entry)) expect(fs.existsSync(path.resolve(file)), file).toBe(true);
  const code = fs.readFileSync(path.resolve(entry.default!), 'utf8');
  expect(code).not.toMatch(/\bfrom\s*["']|\bimport\s*\(/);
  // One bundled declaration file, naming the rules a host needs (docs/releasing.md).
  expect(fs.readFileSync(path.resolve(entry.types!), 'utf8')).toContain('declare function activePlanYear(');
  const domain = (await import(path.resolve(entry.default!))) as { activePlanYear(date: Date): number };
  // Oct 1 (Central) starts next year's plan year.
  expect(domain.activePlanYear(new Date('2026-09-30T17:00:00Z'))).toBe(2026);
  expect(domain.activePlanYear(new Date('2026-10-01T17:00:00Z'))).toBe(2027);
});

test('no bundle evaluates code from text (a strict CSP without unsafe-eval runs them): no eval, no new Function', () => {
  const js = (dir: string) => fs.readdirSync(path.join(dist, dir)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`);
  for (const file of ['index.js', 'shopper-profile.iife.js', 'domain.js', ...js('chunks'), ...js('elements')]) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toMatch(/\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*["'`]/);
  }
});

test('the AEM clientlib: a loader category whose modules sit under resources/<version>, and a classic category; AEM serves them as built (proxied, not minified again)', () => {
  const lib = path.join(dist, 'clientlib');
  for (const [folder, category, js] of [['shopper-profile', 'shopper-profile.elements', 'loader.js'], ['shopper-profile-classic', 'shopper-profile.classic', 'shopper-profile.iife.js']] as const) {
    const xml = fs.readFileSync(path.join(lib, folder, '.content.xml'), 'utf8');
    expect(xml).toContain('jcr:primaryType="cq:ClientLibraryFolder"');
    expect(xml).toContain(`categories="[${category}]"`);
    expect(xml).toContain('allowProxy="{Boolean}true"');
    expect(xml).toContain('jsProcessor="[default:none,min:none]"');
    expect(fs.readFileSync(path.join(lib, folder, 'js.txt'), 'utf8')).toBe(`#base=js\n${js}\n`);
    expect(fs.existsSync(path.join(lib, folder, 'js', js)), `${folder}/js/${js}`).toBe(true);
  }
  // One folder, named by the module build's contents (test/build/aem-cache.spec.ts).
  const versions = fs.readdirSync(path.join(lib, 'shopper-profile', 'resources'));
  expect(versions).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/)]);
  const resources = path.join(lib, 'shopper-profile', 'resources', versions[0]!);
  expect(fs.existsSync(path.join(resources, 'index.js'))).toBe(true);
  for (const name of names) expect(fs.existsSync(path.join(resources, 'elements', `sp-${name}.js`)), name).toBe(true);
  const shipped = fs.readdirSync(path.join(resources, 'chunks'));
  expect(shipped.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(shipped.sort()).toEqual(fs.readdirSync(path.join(dist, 'chunks')).filter((file) => !file.endsWith('.map')).sort());
});

test('the classic bundle is ES2017, which CMS script pipelines read; the loader too, apart from its one import()', () => {
  const iife = fs.readFileSync(path.join(dist, 'shopper-profile.iife.js'), 'utf8');
  expect(() => acorn.parse(iife, { ecmaVersion: 2017 })).not.toThrow();
  for (const loader of ['shopper-profile-loader.js', 'clientlib/shopper-profile/js/loader.js']) {
    const code = fs.readFileSync(path.join(dist, loader), 'utf8');
    expect(code.match(/\bimport\(/g), loader).toHaveLength(1);
    expect(() => acorn.parse(code.replace(/\bimport\(/, 'load('), { ecmaVersion: 2017 }), loader).not.toThrow();
    // Room for the content hashes it names, whose gzip size varies by a few bytes from build to build.
    expect(gzipSync(code).length, `${loader} stays small`).toBeLessThan(640);
  }
});
