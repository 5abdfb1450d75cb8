#!/usr/bin/env node
// The package's public API (docs/releasing.md) as one flat list of names,
// read from what ships: the bundled declarations of each `exports` entry
// (every exported name with its type, every host action and config key) and
// the Custom Elements Manifest (every tag with its attributes, properties,
// methods, events, CSS parts and custom properties). Run after the build.
//
//   node scripts/public-api.mjs           # fails on a removal no pending major change note names
//   node scripts/public-api.mjs --write   # records this tree's API as the release's (etc/public-api.json)
//
// The rule: a name the last release had (etc/public-api.json) and this tree
// lacks, a removal or a rename, is announced when a pending change note
// (.changeset/*.md) of type `major` for this package names it as a word.
// test/build/public-api.spec.ts runs the check and pins the rule both ways.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SNAPSHOT = path.join(root, 'etc/public-api.json');
const PACKAGE = 'shopper-profile-elements';
const print = (checker, type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

/** The entries of `exports` that carry declarations, without wildcards: their name and .d.ts file. */
function typedEntries(pkg, dist) {
  return Object.entries(pkg.exports)
    .filter(([name, target]) => !name.includes('*') && typeof target === 'object' && target.types)
    .map(([name, target]) => [name, path.resolve(dist, '..', target.types)]);
}

/** The properties of an exported type, by name, with their types. */
function propertiesOf(checker, symbol, node) {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return Object.fromEntries(checker.getPropertiesOfType(type).map((p) => [p.name, print(checker, checker.getTypeOfSymbolAtLocation(p, node))]));
}

function declarationNames(pkg, dist) {
  const entries = typedEntries(pkg, dist);
  const program = ts.createProgram(entries.map(([, file]) => file), {
    strict: true, skipLibCheck: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [], typeRoots: [path.join(root, 'node_modules/@types')],
  });
  const checker = program.getTypeChecker();
  const names = {};
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`No declarations at ${file}: build first (npm run build)`);
    for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const value = symbol.flags & ts.SymbolFlags.Value;
      names[`export ${entry} ${exported.name}`] = value ? print(checker, checker.getTypeOfSymbolAtLocation(symbol, source)) : 'type';
      if (entry === '.' && exported.name === 'HostActions') {
        for (const [name, type] of Object.entries(propertiesOf(checker, symbol, source))) names[`action ${name}`] = type;
      }
      if (entry === '.' && exported.name === 'ConfigPatch') {
        for (const [name, type] of Object.entries(propertiesOf(checker, symbol, source))) names[`config ${name}`] = type;
      }
    }
  }
  return names;
}

function manifestNames(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8'));
  const names = {};
  for (const d of manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement)) {
    const tag = d.tagName;
    names[`tag ${tag}`] = '';
    for (const a of d.attributes ?? []) names[`attribute ${tag} ${a.name}`] = a.type?.text ?? '';
    for (const m of d.members ?? []) names[`${m.kind === 'method' ? 'method' : 'property'} ${tag} ${m.name}`] = m.type?.text ?? '';
    for (const e of d.events ?? []) names[`event ${tag} ${e.name}`] = e.type?.text ?? '';
    for (const p of d.cssParts ?? []) names[`part ${tag} ${p.name}`] = '';
    for (const p of d.cssProperties ?? []) names[`cssprop ${tag} ${p.name}`] = '';
  }
  return names;
}

/** This tree's public API: `kind [scope] name` → its type (or '' where a name is all there is). */
export function publicApi({ dist = path.join(root, 'dist') } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const entries = Object.keys(pkg.exports).map((name) => [`entry ${name}`, '']);
  const all = { ...Object.fromEntries(entries), ...declarationNames(pkg, dist), ...manifestNames(dist) };
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

/** A change note's bump for this package and its text ({ bump: undefined } when it does not name the package). */
export function parseChangeNote(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { bump: undefined, summary: text };
  const line = match[1].split(/\r?\n/).map((l) => /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(l)).find((m) => m && m[1] === PACKAGE);
  return { bump: line?.[2], summary: match[2] };
}

/** The pending change notes' texts (.changeset/*.md, its README aside). */
export function pendingChangeNotes(folder = path.join(root, '.changeset')) {
  return fs.readdirSync(folder).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => fs.readFileSync(path.join(folder, f), 'utf8'));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of `previous` missing from `current` that no pending major change note names as a word. */
export function unannouncedRemovals(previous, current, notes) {
  const majors = notes.map(parseChangeNote).filter((n) => n.bump === 'major').map((n) => n.summary);
  return Object.keys(previous)
    .filter((id) => !(id in current))
    .filter((id) => {
      const name = id.split(' ').at(-1);
      const word = new RegExp(`(^|[^\\w$-])${escape(name)}(?![\\w$-])`);
      return !majors.some((summary) => word.test(summary));
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = publicApi();
  if (process.argv.includes('--write')) {
    fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
    fs.writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`public API: ${Object.keys(current).length} names written to ${path.relative(root, SNAPSHOT)}`);
  } else {
    const removed = unannouncedRemovals(JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')), current, pendingChangeNotes());
    if (removed.length > 0) {
      console.error(`Removed or renamed since the last release, with no pending major change note naming them (docs/releasing.md):\n  ${removed.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`public API: ${Object.keys(current).length} names; every removal announced`);
  }
}
