/**
 * The manifest and documentation for a page that sets another tag prefix
 * (`node scripts/prefix.mjs --prefix acme-`): every tag under the prefix, in
 * the manifest and in the pages, while event names and tokens keep theirs.
 * Runs after the build.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ELEMENT_NAMES as names } from '../../scripts/registry-reader.mjs';
import { withPrefix, writePrefixed } from '../../scripts/prefix.mjs';

interface Manifest {
  modules: { declarations: { tagName: string; events: { name: string }[]; cssProperties: { name: string }[] }[] }[];
}

test('the manifest for a prefix names every tag under it, and keeps the events and tokens as they are', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-prefix-'));
  execFileSync(process.execPath, ['scripts/prefix.mjs', '--prefix', 'acme-', '--out', out], { encoding: 'utf8' });
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'custom-elements.json'), 'utf8')) as Manifest;
  const declarations = manifest.modules.map((m) => m.declarations[0]!);
  expect(declarations.map((d) => d.tagName).sort()).toEqual(names.map((n) => `acme-${n}`).sort());
  const savedPlans = declarations.find((d) => d.tagName === 'acme-saved-plans')!;
  expect(savedPlans.events.map((e) => e.name)).toContain('sp-plan-removed');
  expect(savedPlans.cssProperties.map((p) => p.name)).toContain('--sp-color-primary');
  expect(JSON.stringify(manifest)).not.toMatch(new RegExp(`(?<![\\w-])sp-(${names.join('|')})(?![\\w-])`));
});

test('the documentation for a prefix has a page per tag under it, showing the prefixed tag', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-prefix-'));
  const pages = writePrefixed('acme-', out);
  for (const name of names) expect(pages, name).toContain(`elements/acme-${name}.html`);
  const toast = fs.readFileSync(path.join(out, 'docs/elements/acme-toast.html'), 'utf8');
  expect(toast).toContain('&lt;acme-toast');
  expect(toast).not.toMatch(/&lt;sp-toast|<sp-toast/);
  expect(toast).toContain('sp-toast-closed');
  expect(fs.existsSync(path.join(out, 'clientlib'))).toBe(false);
});

test('a prefix that makes no valid custom-element name is refused, and only whole tag names change', () => {
  for (const bad of ['Acme-', 'acme', '1acme-', 'ac me-', '']) expect(() => writePrefixed(bad, fs.mkdtempSync(path.join(os.tmpdir(), 'sp-prefix-'))), bad).toThrow(/A prefix is/);
  expect(withPrefix('<sp-toast> sp-toast-closed --sp-toast-z-index sp-toasts sp-drug-list', 'acme-')).toBe('<acme-toast> sp-toast-closed --sp-toast-z-index sp-toasts acme-drug-list');
});
