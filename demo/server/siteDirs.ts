/**
 * Where the demo pages and the built library are: SP_PAGES_DIR
 * (demo/pages) and SP_DIST_DIR (dist). Both this module and the server
 * bundle (demo/.build/server.mjs) sit two levels below the repository root.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteDirs } from './routes/pages';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function siteDirsFromEnv(): SiteDirs {
  return {
    pages: process.env.SP_PAGES_DIR ?? path.join(REPOSITORY_ROOT, 'demo/pages'),
    dist: process.env.SP_DIST_DIR ?? path.join(REPOSITORY_ROOT, 'dist'),
  };
}
