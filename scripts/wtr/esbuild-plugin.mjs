// React 19 ships CommonJS only, which wtr's own esbuild plugin cannot load.
// This plugin bundles each test file with esbuild on request, leaving the
// test framework itself external so wtr resolves it as usual.
//
// With `unbundled` (the coverage run), the modules under those folders are
// left out of the bundle and served one by one, transpiled, so wtr's V8
// coverage sees each source file (it never counts a test file's own code).
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, transform } from 'esbuild';

const withTs = (code) => code.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)(\2)/g,
  (all, lead, quote, spec) => (/\.[cm]?[jt]sx?$/.test(spec) ? all : `${lead}${quote}${spec}.ts${quote}`));

export function bundleTestsPlugin({ root, unbundled = [] }) {
  const unbundledDirs = unbundled.map((dir) => path.join(root, dir) + path.sep);
  const keepApart = {
    name: 'keep-apart',
    setup(b) {
      b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const full = path.resolve(args.resolveDir, args.path);
        if (!unbundledDirs.some((dir) => full.startsWith(dir))) return undefined;
        return { path: `/${path.relative(root, full).split(path.sep).join('/')}.ts`, external: true };
      });
    },
  };
  return {
    name: 'bundle-tests',
    async serve(context) {
      const file = path.join(root, decodeURIComponent(context.path));
      if (unbundledDirs.some((dir) => file.startsWith(dir)) && file.endsWith('.ts')) {
        const source = await fs.readFile(file, 'utf8');
        const out = await transform(source, { loader: 'ts', format: 'esm', sourcemap: 'inline', sourcefile: file, target: 'es2022' });
        return { body: withTs(out.code), type: 'js' };
      }
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        write: false,
        sourcemap: 'inline',
        // Positions only: a failure's stack is mapped back to its file and line without the sources' text, which
        // would double every bundle (React, the library and the test helpers, 4 to 8 MB for an element test).
        sourcesContent: false,
        target: 'es2022',
        outdir: path.dirname(file),
        // FUZZ_RUNS (npm run fuzz) raises the generated cases of every property test (test/helpers/fuzz.ts).
        define: { 'process.env.NODE_ENV': '"development"', 'process.env.FUZZ_RUNS': JSON.stringify(process.env.FUZZ_RUNS ?? '') },
        external: ['@open-wc/testing', '@web/*'],
        // Every test reports a failed assertion about a React-rendered node readably (see the file).
        inject: [path.join(root, 'test/helpers/readable-failures.ts')],
        plugins: unbundledDirs.length ? [keepApart] : [],
        logLevel: 'silent',
      });
      const out = result.outputFiles.find((f) => f.path.endsWith('.js'));
      return { body: out.text, type: 'js' };
    },
  };
}
