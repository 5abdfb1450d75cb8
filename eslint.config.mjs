// Lint: typescript-eslint's recommended rules, plus the one-way layering
// (domain -> api -> state -> components -> elements) enforced, not hoped for.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const layerPatterns = (forbidden, message) => forbidden.map((group) => ({ group, message }));

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: layerPatterns(forbidden, message) }],
  },
});

const folders = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

// State by feature: each folder of src/state is a feature area (read from the tree, so a new folder is one at
// once); the files beside them are the shared core every area builds on. An area imports the core and itself,
// never another area, and the core imports no area: what two areas share moves down into the core.
const STATE_FEATURES = folders('src/state');
// Component areas: components/common serves every area, so it imports none of them (nor a state area);
// i18n is shared like common.
const COMPONENT_AREAS = folders('src/components').filter((name) => name !== 'common' && name !== 'i18n');
const STATE_LAYER = [['**/components/**', '**/elements/**', 'react-dom']];
const STATE_LAYER_MESSAGE = 'src/state may not import components or elements.';
const COMPONENTS_LAYER = [['**/elements/**', 'ky']];
const COMPONENTS_LAYER_MESSAGE = 'Components read atoms and call actions; no fetch, no element wrappers.';
const anyOf = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const areaImports = (files, layerForbidden, layerMessage, regexes, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [...layerPatterns(layerForbidden, layerMessage), ...regexes.map((regex) => ({ regex, message }))],
    }],
  },
});
// no-restricted-imports reads static imports only: a lazy import() across areas is caught here. (components/common
// keeps its own no-restricted-syntax, the message-catalog rule, so this one is for src/state.)
const areaLazyImports = (files, regexes, message) => ({
  files,
  rules: {
    // A selector's regex may hold no '/': \x2F stands for it.
    'no-restricted-syntax': ['error', ...regexes.map((regex) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
  },
});
const CORE_MESSAGE = 'The shared core of src/state imports no feature area: move what the core needs down into it.';
const coreRegexes = [`^\\./(${anyOf(STATE_FEATURES)})/`];
const stateAreaRules = [
  areaImports(['src/state/*.ts'], STATE_LAYER, STATE_LAYER_MESSAGE, coreRegexes, CORE_MESSAGE),
  areaLazyImports(['src/state/*.ts'], coreRegexes, CORE_MESSAGE),
  ...STATE_FEATURES.flatMap((feature) => {
    const others = anyOf(STATE_FEATURES.filter((name) => name !== feature));
    const regexes = [`^\\.\\./(${others})/`, `/state/(${others})/`];
    const message = `src/state/${feature} imports the shared core and itself, no other feature area: move what both need down into the core.`;
    return [areaImports([`src/state/${feature}/**`], STATE_LAYER, STATE_LAYER_MESSAGE, regexes, message), areaLazyImports([`src/state/${feature}/**`], regexes, message)];
  }),
];
const commonRules = areaImports(['src/components/common/**'], COMPONENTS_LAYER, COMPONENTS_LAYER_MESSAGE,
  [`^\\.\\./(${anyOf(COMPONENT_AREAS)})/`, `/state/(${anyOf(STATE_FEATURES)})/`],
  'components/common serves every area: it imports no feature area, of components or of src/state.');

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'demo/.build/**', 'demo/pages/assets/build/**', 'demo/.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'custom-elements.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  layer(['src/domain/**'], [['**/api/**', '**/state/**', '**/components/**', '**/platform/**', '**/elements/**', 'react', 'react-dom', 'jotai', 'ky', '@r2wc/*']],
    'src/domain is pure: it imports no other layer and no UI or I/O library.'),
  // src/domain is pure: the system date comes in as an argument, and no rule
  // touches the network, the page or browser storage.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-globals': ['error',
        ...['fetch', 'window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
          name, message: `src/domain is pure: no ${name}; the caller passes in what the rule needs.`,
        }))],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'src/domain takes the system date as an argument: no Date.now().' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'src/domain takes the system date as an argument: no new Date() without one.' },
        { selector: "CallExpression[callee.name='Date']", message: 'src/domain takes the system date as an argument: no Date() (today as text).' },
        { selector: "MemberExpression[object.name='globalThis'][property.name=/^(fetch|window|document|localStorage|sessionStorage)$/]", message: 'src/domain is pure: no network, page or browser storage.' },
      ],
    },
  },
  layer(['src/api/**'], [['**/state/**', '**/components/**', '**/elements/**', 'react', 'react-dom', 'jotai']],
    'src/api may use domain and platform only.'),
  layer(['src/platform/**'], [['**/state/**', '**/components/**', '**/elements/**', '**/api/**', 'react', 'jotai']],
    'src/platform holds browser adapters only.'),
  layer(['src/state/**'], STATE_LAYER, STATE_LAYER_MESSAGE),
  ...stateAreaRules,
  layer(['src/components/**'], COMPONENTS_LAYER, COMPONENTS_LAYER_MESSAGE),
  commonRules,
  // Named business rules live in src/domain, pure and tested to their boundaries. Components render
  // and compose them: no rule module and no exported predicate (isX, hasX, shouldX, canX) of their own.
  // Every text a person reads comes from a message catalog (src/components/i18n/messages.ts), in
  // the element's locale. No words in JSX text, in a string or template child, or in an attribute people
  // perceive (a name, a title, a placeholder); the catalogs themselves (*Messages*.ts) hold the texts.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        ...['FunctionDeclaration[id.name=/^(is|has|should|can)[A-Z]/]', 'VariableDeclaration > VariableDeclarator[id.name=/^(is|has|should|can)[A-Z]/]'].map((what) => ({
          selector: `ExportNamedDeclaration > ${what}`,
          message: 'A named rule belongs in src/domain (pure, with its tests); components use it.',
        })),
        ...[
          'JSXText[value=/[A-Za-z]{2}/]',
          ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]',
          ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]',
          'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|heading|text|message)$/] Literal[value=/[A-Za-z]{2}/]',
          'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|heading|text|message)$/] TemplateElement[value.raw=/[A-Za-z]{2}/]',
        ].map((selector) => ({
          selector,
          message: 'A text people read comes from the area\'s message catalog (useMessages), in the element\'s locale.',
        }))],
    },
  },
  {
    files: ['src/components/**/*[Rr]ules.{ts,tsx}', 'src/components/**/rules/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'Rule modules live in src/domain, not src/components.' }] },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'demo/server/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.d.ts'],
    rules: { 'no-var': 'off' },
  },
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Keys, viewport and media differ by launcher: tests use the one set that works in all three engines.
    files: ['test/**/*.test.{ts,tsx}', 'test/helpers/**'],
    ignores: ['test/helpers/browser.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{
        name: '@web/test-runner-commands',
        importNames: ['sendKeys', 'setViewport', 'emulateMedia'],
        message: 'Use test/helpers/browser.ts: the same calls in Chromium, Firefox and WebKit.',
      }] }],
    },
  },
);
