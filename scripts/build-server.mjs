// Bundles the reference backend (demo/server, TypeScript) into one ESM file
// Node 20 can run: demo/.build/server.mjs. better-sqlite3 stays external (it
// is a native addon loaded from node_modules).
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
    target: 'node20',
    external: ['better-sqlite3'],
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS helpers may call require(); give ESM output one.
    banner: { js: "import { createRequire as __spCreateRequire } from 'node:module'; const require = __spCreateRequire(import.meta.url);" },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
