#!/usr/bin/env node
// The manifest and the documentation site for a page that sets another tag
// prefix in its config (`prefix: 'acme-'`; the default `sp-` is also Adobe
// Spectrum's), generated from the build's own (run after `npm run build`):
//
//   node scripts/prefix.mjs --prefix acme-              # dist/prefix/acme-/custom-elements.json and docs/
//   node scripts/prefix.mjs --prefix acme- --out DIR    # the same under DIR
//
// Only the tag names change: events (`sp-plan-removed`) and tokens
// (`--sp-color-primary`) keep their names whatever the prefix.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocs } from './docs/build.mjs';
import { ELEMENT_NAMES } from './registry-reader.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A text with each of our tag names (a whole name, not an event's or a token's start) under `prefix`. */
export function withPrefix(text, prefix) {
  const tags = new RegExp(`(?<![\\w-])sp-(${ELEMENT_NAMES.join('|')})(?![\\w-])`, 'g');
  return text.replace(tags, (_, name) => `${prefix}${name}`);
}

/** Writes the manifest and docs for `prefix` to `out`; the prefix must make a valid custom-element name. */
export function writePrefixed(prefix, out = path.join(root, 'dist/prefix', prefix), dist = path.join(root, 'dist')) {
  if (!/^[a-z][a-z0-9]*-$/.test(prefix)) throw new Error(`A prefix is lower-case letters and digits ending in "-" (as "acme-"), not "${prefix}"`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'custom-elements.json'), withPrefix(fs.readFileSync(path.join(dist, 'custom-elements.json'), 'utf8'), prefix));
  // The embedding page lists the AEM client libraries: their descriptions, not their files.
  fs.cpSync(path.join(dist, 'clientlib'), path.join(out, 'clientlib'), { recursive: true, filter: (from) => fs.statSync(from).isDirectory() ? !from.includes('resources') : from.endsWith('.content.xml') });
  const pages = buildDocs({ dist: out });
  fs.rmSync(path.join(out, 'clientlib'), { recursive: true });
  for (const page of pages) {
    const file = path.join(out, 'docs', page);
    fs.writeFileSync(file, withPrefix(fs.readFileSync(file, 'utf8'), prefix));
  }
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
  const prefix = arg('--prefix');
  if (!prefix) {
    console.error('usage: node scripts/prefix.mjs --prefix acme- [--out DIR]');
    process.exit(2);
  }
  const out = arg('--out') ?? path.join(root, 'dist/prefix', prefix);
  const pages = writePrefixed(prefix, path.resolve(out));
  console.log(`prefix ${prefix}: ${path.relative(root, path.resolve(out))}/custom-elements.json and docs/ (${pages.length} pages)`);
}
