/**
 * What `npm run build` ships (issue: the package): the ESM entry, one entry
 * per element, the classic script, type declarations, and a manifest
 * generated from the source. Runs after the build (npm test builds first).
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve('dist');
const registry = fs.readFileSync('elements/registry.ts', 'utf8');
const names = [...registry.matchAll(/import\('\.\/sp-([a-z-]+)'\)/g)].map((m) => m[1]!);

test('dist holds the ESM entry, one entry per element, the classic script, the domain entry and types', () => {
  for (const file of ['index.js', 'shopper-profile.iife.js', 'domain.js', 'custom-elements.json', 'types/elements/index.d.ts', 'types/src/domain/index.d.ts']) {
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
