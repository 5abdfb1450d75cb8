/** The element names (tag without prefix), read from elements/registry.ts so there is one list. */
import fs from 'node:fs';

const source = fs.readFileSync(new URL('../elements/registry.ts', import.meta.url), 'utf8');
export const ELEMENT_NAMES = [...source.matchAll(/import\('\.\/sp-([a-z-]+)'\)/g)].map((m) => m[1]);
