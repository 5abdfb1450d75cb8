import fs from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import { ELEMENT_NAMES } from './scripts/element-names.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const production = process.env.NODE_ENV !== 'development';

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

const plugins = ({ lowerTo } = {}) => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __SP_VERSION__: JSON.stringify(pkg.version),
    },
  }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  stripTypes(),
  minifyCssTemplates(),
  lowerTo && lowerSyntax(lowerTo),
  production && terser({ ecma: lowerTo ? 2017 : 2020, compress: { passes: 2 }, format: { comments: false } }),
];

/**
 * One 'core' chunk for what every element needs before it can render: React,
 * Jotai, r2wc, the element wrapper and runtime, the one HTTP client with the
 * content family, session, storage, styles and the common controls the
 * toast uses too (their static dependencies join them). Left to itself,
 * rollup cuts this into a dozen small shared chunks: one more request and
 * one more gzip stream each, on every page.
 */
// ky is not among them: it loads with the first call (src/api/http.ts), in a chunk of its own.
const CORE_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|jotai|@r2wc\/[^/]+|valibot)\//;
const CORE_MODULES = [
  'elements/index.ts',
  'elements/define.tsx',
  'elements/registry.ts',
  'elements/loadOnce.ts',
  'src/state/store.ts',
  'src/state/config.ts',
  'src/state/host/runtime.ts',
  'src/state/host/actions.ts',
  'src/state/session.ts',
  'src/state/userStorageArea.ts',
  'src/state/http.ts',
  'src/state/content.ts',
  'src/api/http.ts',
  'src/api/content.ts',
  'src/api/contentPaths.ts',
  'src/api/result.ts',
  'src/api/schemas/reading.ts',
  'src/api/schemas/content.ts',
  'src/platform/logger.ts',
  'src/platform/inBrowser.ts',
  'src/platform/storage.ts',
  'src/platform/cookies.ts',
  'src/platform/url.ts',
  'src/platform/absent.ts',
  'src/platform/agentSession.ts',
  'src/platform/browserSettled.ts',
  'src/domain/brand.ts',
  'src/domain/identityCookie.ts',
  'src/domain/identitySource.ts',
  'src/domain/siteUrl.ts',
  'src/components/common/sitePath.ts',
  'src/styles/base.ts',
  'src/styles/tokens.ts',
  'src/styles/sheet.ts',
  'src/components/common/ErrorBoundary.tsx',
  'src/components/common/host.tsx',
  'src/domain/locale.ts',
  'src/platform/documentLang.ts',
  'src/state/locale.ts',
  'src/components/i18n/messages.ts',
  'src/components/i18n/loadSpanish.ts',
  'src/components/i18n/LocaleScope.tsx',
  'src/components/i18n/useMessages.ts',
  'src/components/common/LiveRegion.tsx',
  'src/components/common/LiveRegion.css.ts',
  // The toast steps aside from focus (deepActiveElement): in core, not a 0.5 KB chunk of its own on a toast-only page.
  'src/components/common/focus.ts',
  'src/platform/visibility.ts',
  'src/components/toast/itemsImported.ts',
  'src/state/itemsImported.ts',
].map((file) => path.resolve(file));

/** Jotai's utils (atomFamily, loadable...) serve only some elements: not every page needs them. */
const JOTAI_UTILS = /\/node_modules\/jotai\/esm\/((vanilla|react)\/)?utils/;

function manualChunks(id) {
  const file = id.replace(/^\0/, '').split('?')[0];
  if (JOTAI_UTILS.test(file)) return undefined;
  if (CORE_PACKAGES.test(file) || file === 'commonjsHelpers.js' || CORE_MODULES.includes(file)) return 'core';
  if (/\/node_modules\/ky\//.test(file)) return 'ky';
  return undefined;
}

const elementInputs = Object.fromEntries(ELEMENT_NAMES.map((name) => [`elements/sp-${name}`, `elements/sp-${name}.ts`]));

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/** A build starts from an empty dist/: chunks of earlier builds must not be shipped (the clientlib copies dist/chunks). */
const cleanDist = { name: 'clean-dist', buildStart: () => fs.rmSync('dist', { recursive: true, force: true }) };

export default [
  {
    input: { index: 'elements/index.ts', ...elementInputs },
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true, manualChunks },
    plugins: [cleanDist, ...plugins()],
    onwarn,
  },
  // The pure rules for host pages, built apart so dist/domain.js never shares
  // a chunk with (and so never loads) the elements' React runtime.
  {
    input: { domain: 'src/domain/index.ts' },
    output: { dir: 'dist', format: 'es', sourcemap: true },
    plugins: plugins(),
    onwarn,
  },
  {
    input: 'elements/iife.ts',
    output: { file: 'dist/shopper-profile.iife.js', format: 'iife', name: 'ShopperProfileElements', inlineDynamicImports: true, sourcemap: true },
    plugins: plugins({ lowerTo: 'es2017' }),
    onwarn,
  },
];
