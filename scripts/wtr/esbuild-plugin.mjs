// React 19 ships CommonJS only, which wtr's own esbuild plugin cannot load.
// This plugin bundles the test files with esbuild, leaving the test framework
// itself external so wtr resolves it as usual.
//
// In a run (not --watch), every test file is bundled at once, on the first
// request, with the code they share (React's development build, sinon, the
// library) split into chunks each page loads by URL: bundled once, not once
// per file, and read from the browser's cache after the first page. Watching,
// each file is bundled alone on request, so an edit shows at once.
//
// With `unbundled` (the coverage run), the modules under those folders are
// left out of the bundle and served one by one, transpiled, so wtr's V8
// coverage sees each source file (it never counts a test file's own code).
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, transform } from 'esbuild';

const withTs = (code) => code.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)(\2)/g,
  (all, lead, quote, spec) => (/\.[cm]?[jt]sx?$/.test(spec) ? all : `${lead}${quote}${spec}.ts${quote}`));

const CHUNKS = '__wtr-chunks';

function bundleOptions(root) {
  return {
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    sourcemap: 'inline',
    // Positions only: a failure's stack is mapped back to its file and line without the sources' text, which
    // would double every bundle (React, the library and the test helpers, 4 to 8 MB for an element test).
    sourcesContent: false,
    target: 'es2022',
    // FUZZ_RUNS (npm run fuzz) raises the generated cases of every property test (test/helpers/fuzz.ts).
    define: { 'process.env.NODE_ENV': '"development"', 'process.env.FUZZ_RUNS': JSON.stringify(process.env.FUZZ_RUNS ?? '') },
    external: ['@open-wc/testing', '@web/*'],
    // Every test reports a failed assertion about a React-rendered node readably (see the file).
    inject: [path.join(root, 'test/helpers/readable-failures.ts')],
    logLevel: 'silent',
  };
}

/** The files `patterns` name (globs; a leading '!' leaves out what it matches), as absolute paths. */
function filesOf(root, patterns) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return fsSync.globSync(include, { cwd: root, exclude: (p) => exclude.some((glob) => path.matchesGlob(p, glob)) }).map((f) => path.join(root, f));
}

/** Every test file and the chunks they share, by the URL path each is asked for ('/test/x.test.tsx', '/__wtr-chunks/…'). */
async function bundleAll(root, testFiles) {
  const result = await build({
    ...bundleOptions(root),
    entryPoints: testFiles,
    splitting: true,
    metafile: true,
    outbase: root,
    outdir: root,
    entryNames: '[dir]/[name]',
    chunkNames: `${CHUNKS}/[name]-[hash]`,
  });
  const served = new Map();
  for (const out of result.outputFiles) {
    const file = path.relative(root, out.path).split(path.sep).join('/');
    // A test file is asked for by its own name; a chunk (a module loaded by import() included) by its output's.
    const entry = result.metafile.outputs[file]?.entryPoint;
    served.set(`/${entry && !file.startsWith(`${CHUNKS}/`) ? entry : file}`, out.text);
  }
  return served;
}

export function bundleTestsPlugin({ root, unbundled = [], files = [] }) {
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
  const together = unbundled.length === 0 && !process.argv.includes('--watch');
  let all;
  return {
    name: 'bundle-tests',
    async serve(context) {
      if (together && (context.path.startsWith(`/${CHUNKS}/`) || /\.test\.tsx?$/.test(context.path))) {
        all ??= bundleAll(root, filesOf(root, files));
        const body = (await all).get(decodeURIComponent(context.path));
        if (body !== undefined) return { body, type: 'js' };
      }
      const file = path.join(root, decodeURIComponent(context.path));
      if (unbundledDirs.some((dir) => file.startsWith(dir)) && file.endsWith('.ts')) {
        const source = await fs.readFile(file, 'utf8');
        const out = await transform(source, { loader: 'ts', format: 'esm', sourcemap: 'inline', sourcefile: file, target: 'es2022' });
        return { body: withTs(out.code), type: 'js' };
      }
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        ...bundleOptions(root),
        entryPoints: [file],
        outdir: path.dirname(file),
        plugins: unbundledDirs.length ? [keepApart] : [],
      });
      const out = result.outputFiles.find((f) => f.path.endsWith('.js'));
      return { body: out.text, type: 'js' };
    },
  };
}
