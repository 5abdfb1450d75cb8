// Bundles the reference backend (demo/server, TypeScript) into one ESM file
// the supported Node lines (22 and 24) run: demo/.build/server.mjs. Its
// database is Node's own node:sqlite, so nothing native is built per Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'demo/server/main.ts')],
    outfile: path.join(root, 'demo/.build/server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Loaded from node_modules at run time, on first use (demo/server/aem/htl.ts): it brings jsdom, which does not bundle.
    external: ['@adobe/htlengine'],
    // Bundled CommonJS helpers may call require(); give ESM output one.
    banner: { js: "import { createRequire as __spCreateRequire } from 'node:module'; const require = __spCreateRequire(import.meta.url);" },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
