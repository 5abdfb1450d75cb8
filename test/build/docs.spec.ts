/**
 * The documentation the build writes (dist/docs) against the manifest it is
 * generated from: nothing of the manifest goes undocumented (and the check
 * that says so does catch a gap), the pages are plain HTML a strict
 * Content-Security-Policy allows, text from the sources is escaped, and the
 * TypeScript examples compile against the shipped types. Runs after the
 * build (npm test builds first).
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocs } from '../../scripts/docs/build.mjs';
import { undocumented } from '../../scripts/docs/completeness.mjs';
import { tokensCss } from '../../src/styles/tokens';

const dist = path.resolve('dist');
const docs = path.join(dist, 'docs');

interface Named { name: string; description?: string; [key: string]: unknown }
interface Declaration { tagName: string; summary: string; description: string; attributes: Named[]; members: (Named & { kind: string })[]; events: Named[]; cssParts: Named[]; cssProperties: Named[]; demos: { html: string }[] }
interface Manifest { modules: { declarations: Declaration[] }[] }

const readManifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8')) as Manifest;

function readPages(folder = docs): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const file of fs.readdirSync(folder, { recursive: true }) as string[]) {
    if (file.endsWith('.html')) pages[file.split(path.sep).join('/')] = fs.readFileSync(path.join(folder, file), 'utf8');
  }
  return pages;
}

const declarationOf = (manifest: Manifest, tag: string): Declaration => manifest.modules.map((m) => m.declarations[0]!).find((d) => d.tagName === tag)!;

test('every element, attribute, property, method, event, CSS part and custom property of the manifest has a description and its entry on its page', () => {
  const manifest = readManifest();
  expect(manifest.modules.length).toBeGreaterThan(0);
  expect(undocumented(manifest, readPages())).toEqual([]);
});

test('the manifest gives every token the elements are styled with its value for each brand, as the elements set it', () => {
  const manifest = readManifest();
  const tokens = new Map(manifest.modules[0]!.declarations[0]!.cssProperties.map((p) => [p.name, p]));
  for (const brand of ['aarp', 'uhc'] as const) {
    const declared = [...tokensCss(brand).matchAll(/(--sp-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()] as const);
    expect(declared.length).toBeGreaterThan(30);
    for (const [name, value] of declared) {
      const token = tokens.get(name);
      expect(token?.description, name).toMatch(/\S/);
      expect((token?.brands as Record<string, string> | undefined)?.[brand] ?? token?.default, `${name} for ${brand}`).toBe(value);
    }
  }
});

test('the completeness check names each kind of gap: no description, missing from its page, no page', () => {
  const pages = readPages();
  const manifest = readManifest();
  const toast = declarationOf(manifest, 'sp-toast');
  toast.attributes[0]!.description = ' ';
  toast.cssParts.push({ name: 'new-part', description: 'A part added after the docs were built.' });
  toast.events[0]!.description = '';
  toast.members.push({ kind: 'method', name: 'dismiss', description: 'Closes the toast.' });
  const drugs = declarationOf(manifest, 'sp-drug-list');
  drugs.cssProperties.push({ name: '--sp-new-token', description: 'A token added after the docs were built.' });
  drugs.summary = '';
  const withoutProfile = Object.fromEntries(Object.entries(pages).filter(([at]) => at !== 'elements/sp-profile.html' && at !== 'events/sp-view-changed.html'));

  const problems = undocumented(manifest, withoutProfile);

  expect(problems).toEqual(expect.arrayContaining([
    `<sp-toast> attribute ${toast.attributes[0]!.name} has no description`,
    '<sp-toast> CSS part new-part is missing from elements/sp-toast.html',
    `<sp-toast> event ${toast.events[0]!.name} has no description`,
    '<sp-toast> method dismiss is missing from elements/sp-toast.html',
    '<sp-drug-list> custom property --sp-new-token is missing from elements/sp-drug-list.html',
    'custom property --sp-new-token is missing from theming.html',
    '<sp-drug-list> has no summary or description',
    '<sp-profile> has no page (elements/sp-profile.html)',
    'event sp-view-changed has no page (events/sp-view-changed.html)',
  ]));
});

test('the build refuses a manifest with an undocumented attribute and escapes every text the sources give it', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-docs-'));
  try {
    fs.cpSync(path.join(dist, 'clientlib'), path.join(folder, 'clientlib'), { recursive: true, filter: (source) => !source.includes(`${path.sep}resources${path.sep}`) });
    const manifest = readManifest();
    const plans = declarationOf(manifest, 'sp-saved-plans');
    const hostile = '<img src=x onerror="alert(1)"> & </code><script>alert(2)</script>';
    plans.summary = hostile;
    plans.cssParts[0]!.description = hostile;
    fs.writeFileSync(path.join(folder, 'custom-elements.json'), JSON.stringify(manifest));
    buildDocs({ dist: folder });
    const page = fs.readFileSync(path.join(folder, 'docs/elements/sp-saved-plans.html'), 'utf8');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;/code&gt;&lt;script&gt;');

    plans.attributes[0]!.description = '';
    fs.writeFileSync(path.join(folder, 'custom-elements.json'), JSON.stringify(manifest));
    expect(() => buildDocs({ dist: folder })).toThrow(`<sp-saved-plans> attribute ${plans.attributes[0]!.name} has no description`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('the pages are plain HTML with the one stylesheet: no inline script or style, scripts only the module build for a live example', () => {
  const pages = readPages();
  expect(fs.existsSync(path.join(docs, 'docs.css'))).toBe(true);
  for (const [at, html] of Object.entries(pages)) {
    expect(html, at).not.toMatch(/<style\b/i);
    expect(html, at).not.toMatch(/\sstyle\s*=/i);
    expect(html, at).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, at).not.toMatch(/javascript:/i);
    const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => path.posix.join(path.posix.dirname(at), m[1]!));
    expect(stylesheets, at).toEqual(['docs.css']);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      expect(body, `${at}: an inline script`).toBe('');
      expect(attributes, at).toBe(' type="module" src="/dist/index.js"');
    }
    expect(scripts.length, at).toBe(at.startsWith('elements/') ? 1 : 0);
  }
});

test('the TypeScript and React examples of the pages compile against the shipped types', () => {
  const folder = path.resolve('test-results/docs-examples');
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const files: string[] = [];
  for (const [at, html] of Object.entries(readPages())) {
    for (const [n, match] of [...html.matchAll(/<code class="language-(ts|tsx)">([\s\S]*?)<\/code>/g)].entries()) {
      const source = decode(match[2]!);
      // A snippet of JSX stands in a React host that opted in to the JSX types, as the page says.
      const module = match[1] === 'tsx' && !source.includes("from 'shopper-profile-elements/jsx'") ? `import type {} from 'shopper-profile-elements/jsx';\n${source}\nexport {};\n` : `${source}\nexport {};\n`;
      const file = `${at.replace(/[/.]/g, '_')}_${n}.${match[1]}`;
      fs.writeFileSync(path.join(folder, file), module);
      files.push(file);
    }
  }
  expect(files.length).toBeGreaterThan(12);
  const types = (entry: string) => [path.join(dist, entry)];
  fs.writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx',
      strict: true, noEmit: true, skipLibCheck: true, types: [], noUnusedLocals: false,
      paths: { 'shopper-profile-elements': types('index.d.ts'), 'shopper-profile-elements/jsx': types('jsx.d.ts'), 'shopper-profile-elements/elements/*': types('elements/*.d.ts') },
      typeRoots: [path.resolve('node_modules/@types')],
    },
    files,
  }));
  try {
    execFileSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', path.join(folder, 'tsconfig.json')], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`The examples do not compile (test-results/docs-examples):\n${(error as { stdout?: string }).stdout ?? String(error)}`);
  }
});
