// Builds the benchmark's plain-React baseline (bench/plain/*.tsx): the same
// components as the elements, bundled with esbuild straight from src/ (no
// r2wc, no shadow DOM), minified and code-split like the library, into the
// given folder (the bench's temporary pages folder; by default a temporary
// folder, printed). The profile's nested view elements become React.lazy
// components (bench/plain/nestedElements.tsx stands in for
// src/components/profile/nestedElements.tsx).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLAIN_ENTRIES = ['profile', 'dashboard', 'cms', 'toast', 'scale', 'cycle'];

const plainNestedElements = {
  name: 'plain-nested-elements',
  setup(b) {
    b.onResolve({ filter: /\/nestedElements$/ }, (args) => {
      if (!args.importer.includes(`${path.sep}src${path.sep}components${path.sep}profile${path.sep}`)) return undefined;
      return { path: path.join(root, 'bench/plain/nestedElements.tsx') };
    });
  },
};

export async function buildBench(outdir = path.join(os.tmpdir(), 'sp-bench-build')) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(PLAIN_ENTRIES.map((name) => [`plain-${name}`, path.join(root, `bench/plain/${name}.tsx`)])),
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    // A production build as a React team's bundler (Vite) makes it: Jotai's mode too.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.MODE': '"production"', 'import.meta.env': '{"MODE":"production"}', __SP_VERSION__: '"bench"' },
    plugins: [plainNestedElements],
    logLevel: 'warning',
  });
  return outdir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`plain-React baseline built in ${await buildBench(process.argv[2])}`);
}
