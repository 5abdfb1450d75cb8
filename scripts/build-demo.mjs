// Bundles the demo host site's own TypeScript (demo/pages/src/*.tsx, e.g.
// the React host application) into demo/pages/assets/build/. Run by the
// build after the library; the demo server then serves the result.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'demo/pages/src');

export async function buildDemo() {
  const entryPoints = fs.readdirSync(srcDir).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts')).map((f) => path.join(srcDir, f));
  await build({
    entryPoints,
    outdir: path.join(root, 'demo/pages/assets/build'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildDemo();
}
