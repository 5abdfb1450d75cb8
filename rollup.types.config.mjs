/**
 * The package's declarations: one bundled .d.ts per entry (rollup-plugin-dts),
 * holding only what the entry exports, with relative imports that end in
 * `.js` so they resolve under `bundler`, `node16` and `nodenext` alike. The
 * rest of src/ never ships as declarations: it is internal (docs/releasing.md).
 * Types the entries share sit in one chunk under dist/types/.
 */
import { dts } from 'rollup-plugin-dts';
import { ELEMENT_NAMES } from './scripts/registry-reader.mjs';

/**
 * An element's entry defines its tag and exports nothing: its declaration
 * brings in the page's tag and event types (`import 'shopper-profile-elements/elements/sp-toast'`
 * types `document.querySelector('sp-toast')`). The `./jsx` entry is types
 * only; its empty module lets a bundler resolve an `import type` left in place.
 */
const companions = {
  name: 'companion-files',
  generateBundle() {
    for (const name of ELEMENT_NAMES) {
      this.emitFile({ type: 'asset', fileName: `elements/sp-${name}.d.ts`, source: "import type {} from '../index.js';\nexport {};\n" });
    }
    this.emitFile({ type: 'asset', fileName: 'jsx.js', source: 'export {};\n' });
    // The classic scripts (the loader, the classic bundle) export nothing; importing one runs it.
    for (const script of ['shopper-profile-loader', 'shopper-profile.iife']) this.emitFile({ type: 'asset', fileName: `${script}.d.ts`, source: 'export {};\n' });
  },
};

export default {
  input: { index: 'elements/index.ts', jsx: 'elements/jsx.ts', domain: 'src/domain/index.ts', react: 'react/index.ts' },
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'types/[name]-[hash].d.ts' },
  plugins: [dts({ tsconfig: 'tsconfig.build.json' }), companions],
};
