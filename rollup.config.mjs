import fs from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { ELEMENT_NAMES } from './scripts/element-names.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const production = process.env.NODE_ENV !== 'development';

const plugins = () => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __SP_VERSION__: JSON.stringify(pkg.version),
    },
  }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.json', noEmitOnError: true, include: ['src/**/*', 'elements/**/*'], exclude: ['test/**', 'demo/**'], compilerOptions: { noEmit: false, declaration: false, types: [] } }),
  production && terser({ format: { comments: false } }),
];

const elementInputs = Object.fromEntries(ELEMENT_NAMES.map((name) => [`elements/sp-${name}`, `elements/sp-${name}.ts`]));

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

export default [
  {
    input: { index: 'elements/index.ts', domain: 'src/domain/index.ts', ...elementInputs },
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    plugins: plugins(),
    onwarn,
  },
  {
    input: 'elements/iife.ts',
    output: { file: 'dist/shopper-profile.iife.js', format: 'iife', name: 'ShopperProfileElements', inlineDynamicImports: true, sourcemap: true },
    plugins: plugins(),
    onwarn,
  },
];
