// React 19 ships CommonJS only, which wtr's own esbuild plugin cannot load.
// This plugin bundles each test file with esbuild on request, leaving the
// test framework itself external so wtr resolves it as usual.
//
// With `unbundled` (the coverage run), the modules under those folders are
// left out of the bundle and served one by one, transpiled, so wtr's V8
// coverage sees each source file (it never counts a test file's own code).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { build, transform, version } from 'esbuild';

const withTs = (code) => code.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)(\2)/g,
  (all, lead, quote, spec) => (/\.[cm]?[jt]sx?$/.test(spec) ? all : `${lead}${quote}${spec}.ts${quote}`));

/**
 * `reactBuild: 'production'` bundles React's production build, as users run it, where a test allows: React's
 * act() exists only in its development build, so a test rendering through test/helpers/render.tsx (the component
 * tests) keeps that one, and with it React's development checks (keys, hooks, DOM nesting).
 */
export function bundleTestsPlugin({ root, unbundled = [], reactBuild = 'development' }) {
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
      const options = {
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
        // process.env.NODE_ENV is set per bundle, by the React build it takes (bundle() below).
        define: { 'process.env.FUZZ_RUNS': JSON.stringify(process.env.FUZZ_RUNS ?? '') },
        external: ['@open-wc/testing', '@web/*'],
        // Every test reports a failed assertion about a React-rendered node readably (see the file).
        inject: [path.join(root, 'test/helpers/readable-failures.ts')],
        plugins: unbundledDirs.length ? [keepApart] : [],
        logLevel: 'silent',
      };
      return { body: await cachedBundle(root, file, options, unbundled, reactBuild), type: 'js' };
    },
  };
}

/**
 * A test file's bundle, built once for every run that needs it: the engines run one after another and side by
 * side, each with its own web-test-runner, and would each bundle every test file again. Kept under
 * node_modules/.cache with the size and modification time of each file it was built from; any of them changed (or
 * this plugin, or esbuild), it is built again. Written whole (a temporary file renamed), so two runs never read
 * half a bundle.
 */
async function cachedBundle(root, file, options, unbundled, reactBuild) {
  const dir = path.join(root, 'node_modules/.cache/sp-wtr-bundles');
  const key = createHash('sha256').update(JSON.stringify([PLUGIN, version, path.relative(root, file), unbundled, options.define, reactBuild])).digest('hex').slice(0, 32);
  const at = path.join(dir, `${key}.json`);
  const kept = await readKept(at);
  if (kept && (await unchanged(root, kept.inputs))) return kept.body;
  const built = await bundle(options, reactBuild);
  await fs.mkdir(dir, { recursive: true });
  const temporary = `${at}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify({ inputs: await stamps(root, Object.keys(built.metafile.inputs)), body: built.body }));
  await fs.rename(temporary, at);
  return built.body;
}

/** A kept bundle, or null when there is none or it is not one (cut short, written by hand): it is built again. */
async function readKept(at) {
  try {
    const kept = JSON.parse(await fs.readFile(at, 'utf8'));
    const whole = typeof kept?.body === 'string' && kept.inputs !== null && typeof kept.inputs === 'object';
    return whole ? kept : null;
  } catch {
    return null;
  }
}

const PLUGIN = createHash('sha256').update(readFileSync(new URL(import.meta.url))).digest('hex');
const ACT_HELPER = 'test/helpers/render.tsx';

async function bundle(options, reactBuild) {
  const withEnv = (nodeEnv) => build({ ...options, metafile: true, define: { ...options.define, 'process.env.NODE_ENV': JSON.stringify(nodeEnv) } });
  let result = await withEnv(reactBuild);
  if (reactBuild !== 'development' && ACT_HELPER in result.metafile.inputs) result = await withEnv('development');
  return { body: result.outputFiles.find((f) => f.path.endsWith('.js')).text, metafile: result.metafile };
}

async function stamps(root, inputs) {
  const out = {};
  // esbuild names inputs relative to the working directory; a namespaced one (no file) has no stamp.
  await Promise.all(inputs.filter((input) => !input.includes(':')).map(async (input) => {
    const stat = await fs.stat(path.resolve(root, input)).catch(() => null);
    out[input] = stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
  }));
  return out;
}

async function unchanged(root, inputs) {
  const now = await stamps(root, Object.keys(inputs));
  return Object.entries(inputs).every(([input, stamp]) => now[input] === stamp);
}
