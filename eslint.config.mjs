// Lint: typescript-eslint's recommended rules, plus the one-way layering
// (domain -> api -> state -> components -> elements) enforced, not hoped for.
import tseslint from 'typescript-eslint';

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: forbidden.map((group) => ({ group, message })),
    }],
  },
});

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
  layer(['src/state/**'], [['**/components/**', '**/elements/**', 'react-dom']],
    'src/state may not import components or elements.'),
  layer(['src/components/**'], [['**/elements/**', 'ky']],
    'Components read atoms and call actions; no fetch, no element wrappers.'),
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
