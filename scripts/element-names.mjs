/**
 * The element names (tag without prefix), read from the loaders: the
 * registry (elements/registry.ts) and the profile page's own loader in the
 * autoloader (elements/autoloader.ts), so there is one list.
 */
import fs from 'node:fs';

const sources = ['../elements/registry.ts', '../elements/autoloader.ts'].map((file) => fs.readFileSync(new URL(file, import.meta.url), 'utf8'));
export const ELEMENT_NAMES = [...new Set(sources.flatMap((source) => [...source.matchAll(/import\('\.\/sp-([a-z-]+)'\)/g)].map((m) => m[1])))];
