/**
 * Adding a tag is one module plus one registry line: a fixture registry
 * (test/fixtures/throwaway) lists the library's toast and a throwaway tag,
 * and the scripts and types that describe the library to hosts find the
 * throwaway tag through it alone. The loaders' side (autoloader, classic
 * script) is shown in the browser by test/elements/registry.test.ts.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { ELEMENTS, readRegistry } from '../../scripts/registry-reader.mjs';

const FIXTURE = 'test/fixtures/throwaway';

interface ManifestAttribute { name: string; type: { text: string }; default?: string; minimum?: number; maximum?: number }
interface Manifest { modules: { path: string; declarations: { tagName: string; name: string; summary: string; attributes: ManifestAttribute[]; events: { name: string }[]; cssParts: { name: string }[] }[] }[] }

test('the registry reader finds each tag and its module through the compiler, the throwaway one too', () => {
  expect(ELEMENTS.map((e) => e.tag)).toContain('sp-toast');
  for (const element of ELEMENTS) expect(fs.existsSync(element.file), element.file).toBe(true);
  expect(readRegistry(`${FIXTURE}/registry.ts`)).toEqual([
    { name: 'toast', tag: 'sp-toast', file: 'elements/sp-toast.ts' },
    { name: 'throwaway', tag: 'sp-throwaway', file: `${FIXTURE}/sp-throwaway.tsx` },
  ]);
});

test('a registry entry that is not name: () => import(…) is refused by name', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  const file = path.join(dir, 'registry.ts');
  fs.writeFileSync(file, "export const REGISTRY = { toast: () => load('./sp-toast') } as const;\n");
  expect(() => readRegistry(file)).toThrow(/toast: \(\) => load/);
  fs.writeFileSync(file, 'export const TAGS = {};\n');
  expect(() => readRegistry(file)).toThrow(/no REGISTRY/);
});

test('the manifest of a registry with a throwaway tag describes it from its module alone', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-')), 'custom-elements.json');
  execFileSync(process.execPath, ['scripts/manifest.mjs', '--registry', `${FIXTURE}/registry.ts`, '--out', out]);
  const manifest = JSON.parse(fs.readFileSync(out, 'utf8')) as Manifest;
  const declarations = manifest.modules.map((m) => m.declarations[0]!);
  expect(declarations.map((d) => d.tagName)).toEqual(['sp-toast', 'sp-throwaway']);
  const throwaway = declarations[1]!;
  expect(throwaway.name).toBe('SpThrowawayElement');
  expect(throwaway.summary).toBe('Throwaway.');
  expect(throwaway.attributes.find((a) => a.name === 'size')).toMatchObject({ type: { text: 'number' }, default: '1', minimum: 1, maximum: 3 });
  // A default every tag gets though its module never names it; the toast's too.
  for (const declaration of declarations) {
    expect(declaration.attributes.find((a) => a.name === 'heading-level'), declaration.tagName).toMatchObject({ type: { text: 'number' }, default: '2', minimum: 2, maximum: 6 });
  }
  expect(throwaway.events.map((e) => e.name)).toEqual(['sp-toast-closed']);
  expect(throwaway.cssParts.map((p) => p.name)).toEqual(['box']);
});

test('every library tag takes heading-level but those whose contract opts out; a tag declaring its own narrows the range', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-')), 'custom-elements.json');
  execFileSync(process.execPath, ['scripts/manifest.mjs', '--out', out]);
  const manifest = JSON.parse(fs.readFileSync(out, 'utf8')) as Manifest;
  const ranges = Object.fromEntries(manifest.modules.map((m) => m.declarations[0]!).map((d) => {
    const level = d.attributes.find((a) => a.name === 'heading-level');
    return [d.tagName, level ? `${level.default ?? ''} ${level.minimum ?? ''}..${level.maximum ?? ''}` : 'none'];
  }));
  expect(ranges).toEqual({
    'sp-saved-plans': '2 2..5',
    'sp-drug-list': '2 2..6',
    'sp-provider-list': '2 2..6',
    'sp-dashboard': '2 2..5',
    'sp-extra-help': '2 2..6',
    'sp-toast': '2 2..6',
    'sp-session-timeout': '2 2..6',
    // A pop-up alone, or the whole page with its own h1: headingLevel: false.
    'sp-import-dialog': 'none',
    'sp-identity-dialog': 'none',
    'sp-profile': 'none',
  });
});

test('a host page using the throwaway tag type-checks against the types derived from its registry', () => {
  const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
  const program = ts.createProgram([`${FIXTURE}/host.ts`], { ...options, noEmit: true });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  // Each @ts-expect-error there is a misuse the types must catch: an unused one is an error too.
  expect(errors).toEqual([]);
});
