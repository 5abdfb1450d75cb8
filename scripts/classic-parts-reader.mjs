/**
 * The classic bundle's side files, as their modules declare them: a module
 * whose header comment carries `@classicPart <name>` is, in the classic
 * build, a small script of its own (shopper-profile.iife.<name>-<hash>.js)
 * loaded on first need (rollup.config.mjs, classicParts). Adding a side file
 * is a line in its module, never an edit of the build config.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Where side files may sit: the library's own code. */
const FOLDERS = ['src', 'elements'];
// In the file's first block comment only, so a mention of the tag elsewhere (this reader's callers, a test) declares nothing.
const HEADER = /^\s*\/\*\*([^]*?)\*\//;
const TAG = /@classicPart\s+([a-z]+)\b/;

function sourceFiles(folder) {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** `{ file: name }`: each declared side file's module, relative to the repository, and its name. */
export function readClassicParts() {
  const parts = {};
  const names = new Set();
  for (const file of FOLDERS.flatMap(sourceFiles).sort()) {
    const name = TAG.exec(HEADER.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '')?.[1];
    if (!name) continue;
    if (names.has(name)) throw new Error(`${file}: a second side file named ${name}`);
    names.add(name);
    parts[file] = name;
  }
  return parts;
}

export const CLASSIC_PARTS = readClassicParts();
