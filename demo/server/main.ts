/**
 * The reference backend and demo host: `node demo/.build/server.mjs`
 * (built by scripts/build-server.mjs). Env (demo/server/README.md):
 * PORT (8080), HOST (127.0.0.1), SP_DB_PATH (demo/.data/shopper-profile.db),
 * SP_PAGES_DIR (demo/pages), SP_DIST_DIR (dist), SP_CSP (strict|off),
 * SP_MODE (demo|production), SP_QA (on|off), SP_ALLOWED_ORIGINS,
 * SP_SESSION_IDLE_SECONDS, SP_SESSION_MAX_SECONDS, SP_REQUEST_TIMEOUT_MS.
 */
import path from 'node:path';
import { openDb } from './db/open';
import { ensureSeeded } from './db/seed';
import { createServer } from './server';
import { readSettings } from './settings';
import { REPOSITORY_ROOT, siteDirsFromEnv } from './siteDirs';

const dbPath = process.env.SP_DB_PATH ?? path.join(REPOSITORY_ROOT, 'demo/.data/shopper-profile.db');
const { settings, problems } = readSettings(process.env);
for (const problem of problems) console.warn(`[server] ${problem}`);

// Whatever slips past the request boundary is logged; the server keeps serving everyone else.
process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (still serving)', reason));
process.on('uncaughtException', (error) => console.error('[server] uncaught exception (still serving)', error));

const db = openDb(dbPath);
ensureSeeded(db);

const server = createServer({
  db,
  settings,
  dirs: siteDirsFromEnv(),
});

// The server itself failing (the port taken, the address not this machine's) is no client's doing: say so and stop.
server.on('error', (error) => {
  console.error(`[server] cannot listen on ${settings.host}:${settings.port}`, error);
  process.exit(1);
});

server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : settings.port;
  // Every interface includes loopback; a named one is shown as it is.
  const where = ['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(settings.host) ? 'localhost' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(`shopper-profile demo on http://${where}:${actual} (${settings.mode} mode, QA ${settings.qa ? 'on' : 'off'}, listening on ${settings.host}, database ${dbPath})`);
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  db.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
