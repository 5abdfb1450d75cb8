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
  layer(['src/api/**'], [['**/state/**', '**/components/**', '**/elements/**', 'react', 'react-dom', 'jotai']],
    'src/api may use domain and platform only.'),
  layer(['src/platform/**'], [['**/state/**', '**/components/**', '**/elements/**', '**/api/**', 'react', 'jotai']],
    'src/platform holds browser adapters only.'),
  layer(['src/state/**'], [['**/components/**', '**/elements/**', 'react-dom']],
    'src/state may not import components or elements.'),
  layer(['src/components/**'], [['**/elements/**', 'ky']],
    'Components read atoms and call actions; no fetch, no element wrappers.'),
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
);
