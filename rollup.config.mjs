import fs from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { build, transform } from 'esbuild';
import MagicString from 'magic-string';
import { ELEMENT_NAMES, ELEMENTS } from './scripts/registry-reader.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const production = process.env.NODE_ENV !== 'development';
// Source maps without the sources' text, and in production without the `sourceMappingURL` comment: the package
// leaves them out (docs/releasing.md: they would double its size), so no shipped file points at a missing map.
const sourcemap = { sourcemap: production ? 'hidden' : true, sourcemapExcludeSources: true };

/**
 * CSS text without comments, line breaks, indentation, blanks around braces
 * and semicolons, or after colons and commas (our styles hold no quoted text
 * with those in it; a blank before a colon, as in `.a :focus`, stays).
 */
function minifyCss(text) {
  return text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/([:,]) /g, '$1')
    .replace(/;}/g, '}');
}

/**
 * Shadow-root styles ship as JS strings (css`...` in *.css.ts, src/styles),
 * which JS minifiers leave as written: this trims their text at build time.
 * Spaces inside selectors and values (descendant combinators, calc) stay.
 */
function minifyCssTemplates() {
  return {
    name: 'minify-css-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\bcss\s*`/.test(code)) return null;
      const out = new MagicString(code);
      // TypeScript's output writes the tag as `css \`...\``.
      for (const match of code.matchAll(/\bcss\s*`((?:[^`\\]|\\.)*)`/g)) {
        const text = match[1];
        const start = match.index + match[0].length - text.length - 1;
        const trimmed = text.split(/(\$\{[^}]*\})/).map((part) => (part.startsWith('${') ? part : minifyCss(part))).join('');
        if (trimmed !== text) out.overwrite(start, start + text.length, trimmed);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * The classic bundle goes to CMS pages, whose script pipelines (AEM's
 * default minifier among them) read ES2017 at most: its syntax is lowered
 * to ES2017 before it is minified.
 */
function lowerSyntax(target) {
  return {
    name: 'lower-syntax',
    async renderChunk(code) {
      const out = await transform(code, { target, sourcemap: true, legalComments: 'none' });
      return { code: out.code, map: out.map };
    },
  };
}

/**
 * TypeScript and JSX to JavaScript, file by file (the sources are written for
 * isolatedModules), with esbuild: the type check is `npm run typecheck`'s
 * (and `npm test`'s first step), so the three builds below no longer type-check
 * the whole program again each, which was most of the build's time.
 */
function stripTypes() {
  return {
    name: 'strip-types',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const out = await transform(code, { loader: id.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcemap: true, sourcefile: id, tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } } });
      return { code: out.code, map: out.map };
    },
  };
}

/**
 * The classic bundle keeps apart what the module build loads as a chunk only
 * when needed: it is built as rollup's `system` chunks, every module an
 * element or the page runtime imports statically in the bundle itself, and
 * each chunk rollup cuts for an `import()` (the pop-up bodies, the Spanish
 * texts, the HTML sanitiser, ...) a small classic script of its own beside it
 * (shopper-profile.iife.<name>-<hash>.js), added to the page on first need.
 * `System.register(` becomes a call of the runtime in elements/classicParts.ts
 * with the chunk's file name; the runtime, bundled apart, opens the bundle,
 * which runs at once and keeps its global name. The side files are the
 * module graph's: adding an `import()` adds one, with no edit here.
 */
const CLASSIC_KEY = 'shopper-profile.classicModules';
const SYSTEM_REGISTER = 'System.register(';

function classicChunks(globalName, lowerTo) {
  let runtime = '';
  let main = null;
  const mainModules = (getModuleInfo) => {
    const entries = [path.resolve('elements/iife.ts'), ...ELEMENTS.map((element) => path.resolve(element.file))];
    return new Set(entries.flatMap((entry) => [...staticClosure(getModuleInfo, entry)]));
  };
  return {
    name: 'classic-chunks',
    async buildStart() {
      main = null;
      const file = path.resolve('elements/classicParts.ts');
      this.addWatchFile(file);
      const out = await build({
        entryPoints: [file], bundle: true, format: 'esm', target: lowerTo, write: false, legalComments: 'none',
        define: { __SP_CLASSIC_KEY__: JSON.stringify(CLASSIC_KEY) },
      });
      // Its exports as one local object (the bundle's scope is a function of its own, below).
      const text = out.outputFiles[0].text;
      const exported = /export\s*\{([^}]*)\};?\s*$/.exec(text);
      if (!exported) this.error('elements/classicParts.ts: no exports');
      const fields = exported[1].split(',').map((name) => name.trim().split(/\s+as\s+/)).filter(([local]) => local);
      runtime = `${text.slice(0, exported.index)}var __spClassic = { ${fields.map(([local, name = local]) => `${name}: ${local}`).join(', ')} };`;
    },
    outputOptions: (options) => ({
      ...options,
      manualChunks: (id, { getModuleInfo }) => {
        main ??= mainModules(getModuleInfo);
        return main.has(id) ? 'main' : undefined;
      },
    }),
    renderChunk(code, chunk) {
      const at = code.indexOf(SYSTEM_REGISTER);
      if (at < 0) this.error(`${chunk.fileName}: no ${SYSTEM_REGISTER}`);
      const out = new MagicString(code);
      const file = JSON.stringify(chunk.fileName);
      if (chunk.isEntry) {
        out.overwrite(at, at + SYSTEM_REGISTER.length, `__spClassic.register(${file}, `);
        out.prepend(`var ${globalName} = (function () {\n${runtime}\n`);
        out.append(`\nreturn __spClassic.main(${file});\n})();\n`);
      } else {
        out.overwrite(at, at + SYSTEM_REGISTER.length, `globalThis[Symbol.for(${JSON.stringify(CLASSIC_KEY)})].register(${file}, `);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    // The chunks name each other as text ('./shopper-profile.iife.x-hash.js'): without the './', as the
    // clientlib's copy (scripts/build-clientlib.mjs) and the package check read them.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/(["'])\.\/(shopper-profile\.iife\.)/g, '$1$2');
      }
    },
  };
}

const mode = production ? 'production' : 'development';

const plugins = ({ lowerTo, render = [] } = {}) => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(mode),
      // Jotai reads its mode from `import.meta.env.MODE`, as Vite defines it; a browser defines no
      // `import.meta.env`, so without these its development checks and warnings ship and run.
      'import.meta.env.MODE': JSON.stringify(mode),
      'import.meta.env': JSON.stringify({ MODE: mode }),
      __SP_VERSION__: JSON.stringify(pkg.version),
    },
  }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  stripTypes(),
  minifyCssTemplates(),
  ...render,
  lowerTo && lowerSyntax(lowerTo),
  production && terser({ ecma: lowerTo ? 2017 : 2020, compress: { passes: 2 }, format: { comments: false } }),
];

/**
 * One 'core' chunk for what every page needs before an element can render, so
 * that a page loads it as one file (left to itself, rollup cuts it into a
 * dozen small shared chunks: one more request and one more gzip stream each,
 * on every page). It is read from the module graph, not kept by hand:
 * - every module the ESM entry imports statically (the page runtime, the
 *   element wrapper, React, Jotai, r2wc and what they import);
 * - of the modules the toast's element imports statically (the toast sits on
 *   nearly every page), those that another element imports too: the HTTP
 *   client with the content family, session, storage, the common controls.
 *   What only the toast uses stays in the toast's own file, so a page without
 *   a toast does not pay for it.
 * And one 'shared' chunk for the rest of what two or more elements import
 * statically (the profile and its state, the API families and their schemas,
 * the plan card, the common controls): a page holding any of those elements
 * needs nearly all of it before its first render, and as one file it is some
 * 8 KB gzip smaller than the twenty-odd small chunks rollup would cut it into
 * (each gzipped on its own, none sharing the others' dictionary).
 * What one element alone uses stays in its own file, and what loads through
 * import() (the pop-up bodies, the Spanish texts, the HTML sanitiser, the
 * member import) is left to rollup: a chunk of its own, loaded when first
 * asked for.
 */
function staticClosure(getModuleInfo, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function coreAndSharedChunks(input, everyPageTag) {
  const pageEntry = path.resolve(input.index);
  const tagEntry = path.resolve(input[`elements/sp-${everyPageTag}`]);
  let core = null;
  const coreModules = (getModuleInfo) => {
    const others = new Set(
      Object.values(input)
        .map((file) => path.resolve(file))
        .filter((entry) => entry !== pageEntry && entry !== tagEntry)
        .flatMap((entry) => [...staticClosure(getModuleInfo, entry)]),
    );
    const shared = [...staticClosure(getModuleInfo, tagEntry)].filter((id) => id !== tagEntry && others.has(id));
    // The entry itself stays out: an element's entry that imports the core must not run the page entry's code.
    return new Set([...[...staticClosure(getModuleInfo, pageEntry)].filter((id) => id !== pageEntry), ...shared]);
  };
  const elementEntries = Object.entries(input).filter(([name]) => name.startsWith('elements/')).map(([, file]) => path.resolve(file));
  const sharedModules = (getModuleInfo, inCore) => {
    const users = new Map();
    for (const entry of elementEntries) {
      for (const id of staticClosure(getModuleInfo, entry)) users.set(id, (users.get(id) ?? 0) + 1);
    }
    return new Set([...users].filter(([id, count]) => count >= 2 && !inCore.has(id) && !elementEntries.includes(id)).map(([id]) => id));
  };
  let shared = null;
  return {
    name: 'core-and-shared-chunks',
    // A new graph on every build (watch mode): the set is computed again.
    buildStart: () => {
      core = null;
      shared = null;
    },
    outputOptions: (options) => ({
      ...options,
      manualChunks: (id, { getModuleInfo }) => {
        core ??= coreModules(getModuleInfo);
        shared ??= sharedModules(getModuleInfo, core);
        if (core.has(id)) return 'core';
        return shared.has(id) ? 'shared' : undefined;
      },
    }),
  };
}

/** What a host's bundler provides once for the page (package.json's peerDependencies). */
const PEER_PACKAGES = new RegExp(`^(${Object.keys(pkg.peerDependencies).join('|')})(/|$)`);

const elementInputs = Object.fromEntries(ELEMENT_NAMES.map((name) => [`elements/sp-${name}`, `elements/sp-${name}.ts`]));
const esmInput = { index: 'elements/index.ts', ...elementInputs };
// './': a bare 'react/…' would read as the react package, a peer left external.
const moduleInput = { ...esmInput, react: './react/index.ts' };

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/** A build starts from an empty dist/: chunks of earlier builds must not be shipped (the clientlib copies dist/chunks). */
const cleanDist = { name: 'clean-dist', buildStart: () => fs.rmSync('dist', { recursive: true, force: true }) };

export default [
  {
    input: esmInput,
    // Each element's module exports its contract: letting an entry export more than that keeps its code in its
    // own file rather than behind a facade (one request more).
    preserveEntrySignatures: 'allow-extension',
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', ...sourcemap },
    plugins: [cleanDist, coreAndSharedChunks(esmInput, 'toast'), ...plugins()],
    onwarn,
  },
  // For bundlers (the package's "module" condition): the same entries, with
  // React, Jotai and the other libraries a host also carries left as imports
  // (peerDependencies), so a React host's bundle holds one React and one
  // Jotai; and the React wrappers (shopper-profile-elements/react).
  {
    input: moduleInput,
    preserveEntrySignatures: 'allow-extension',
    output: { dir: 'dist/module', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', ...sourcemap },
    external: (id) => PEER_PACKAGES.test(id),
    plugins: [coreAndSharedChunks(moduleInput, 'toast'), ...plugins()],
    onwarn,
  },
  // The pure rules for host pages, built apart so dist/domain.js never shares
  // a chunk with (and so never loads) the elements' React runtime.
  {
    input: { domain: 'src/domain/index.ts' },
    output: { dir: 'dist', format: 'es', ...sourcemap },
    plugins: plugins(),
    onwarn,
  },
  {
    input: { 'shopper-profile.iife': 'elements/iife.ts' },
    // The bundle's exports (defineElement, configure) and what its side files read from it.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist', format: 'system', entryFileNames: 'shopper-profile.iife.js',
      // Lower case letters only in the name: the clientlib and the tests find side files by that shape.
      chunkFileNames: (chunk) => `shopper-profile.iife.${chunk.name.toLowerCase().replace(/[^a-z]/g, '')}-[hash].js`,
      ...sourcemap,
    },
    plugins: plugins({ lowerTo: 'es2017', render: [classicChunks('ShopperProfileElements', 'es2017')] }),
    onwarn,
  },
];
