/**
 * What a page's JS is made of: the page's element modules bundled again with
 * esbuild (a stand-in for the rollup build, within a few percent) with a
 * metafile, minified bytes summed per package (node_modules) or source
 * folder. Tells which dependency a budget overrun comes from.
 */
import path from 'node:path';
import { build } from 'esbuild';

function groupOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/');
  return parts.slice(0, parts[0] === 'src' ? 3 : 2).join('/');
}

/** Minified bytes per group of everything `entries` load before any lazy import. */
export async function composition(root, entries) {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: entries.map((e) => `import './${e}';`).join('\n'), resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    metafile: true,
    write: false,
    outfile: path.join(root, '.bench-composition.js'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __SP_VERSION__: '"bench"' },
    // Lazily imported modules are not part of the page's first load.
    plugins: [{ name: 'no-lazy', setup(b) { b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)); } }],
    logLevel: 'error',
  });
  const groups = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (file !== '<stdin>') groups[groupOf(file)] = (groups[groupOf(file)] ?? 0) + bytesInOutput;
    }
  }
  const total = Object.values(groups).reduce((a, b) => a + b, 0);
  return { total, groups: Object.fromEntries(Object.entries(groups).sort((a, b) => b[1] - a[1])) };
}
