/**
 * The reference backend and demo host: `node demo/.build/server.mjs`
 * (built by scripts/build-server.mjs). Env: PORT (8080), SP_DB_PATH
 * (demo/.data/shopper-profile.db), SP_PAGES_DIR (demo/pages), SP_DIST_DIR (dist),
 * SP_CSP (strict: pages carry the strict Content-Security-Policy unless csp=off).
 */
import path from 'node:path';
import { openDb } from './db/open';
import { ensureSeeded } from './db/seed';
import { readCspMode } from './qa';
import { createServer } from './server';
import { REPOSITORY_ROOT, siteDirsFromEnv } from './siteDirs';

const port = Number(process.env.PORT ?? 8080);
const dbPath = process.env.SP_DB_PATH ?? path.join(REPOSITORY_ROOT, 'demo/.data/shopper-profile.db');

const db = openDb(dbPath);
ensureSeeded(db);

const server = createServer({
  db,
  defaultCsp: readCspMode(process.env.SP_CSP) ?? 'off',
  dirs: siteDirsFromEnv(),
});

server.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`shopper-profile demo on http://localhost:${actual} (database ${dbPath})`);
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  db.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
