// React 19 ships CommonJS only, which wtr's own esbuild plugin cannot load.
// This plugin bundles each test file with esbuild on request, leaving the
// test framework itself external so wtr resolves it as usual.
import path from 'node:path';
import { build } from 'esbuild';

export function bundleTestsPlugin({ root }) {
  return {
    name: 'bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const file = path.join(root, decodeURIComponent(context.path));
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        write: false,
        sourcemap: 'inline',
        target: 'es2022',
        outdir: path.dirname(file),
        define: { 'process.env.NODE_ENV': '"development"' },
        external: ['@open-wc/testing', '@web/*'],
        logLevel: 'silent',
      });
      const out = result.outputFiles.find((f) => f.path.endsWith('.js'));
      return { body: out.text, type: 'js' };
    },
  };
}
