/** Starts the demo server (demo/.build/server.mjs) on a free port with its own database and pages folder. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function startServer(root, { dbPath, pagesDir }) {
  const child = spawn(process.execPath, [path.join(root, 'demo/.build/server.mjs')], {
    env: { ...process.env, PORT: '0', SP_DB_PATH: dbPath, SP_PAGES_DIR: pagesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`demo server did not start: ${out}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const port = /localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://localhost:${port}`);
      }
    });
    child.stderr.on('data', (chunk) => { out += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`demo server exited ${code}: ${out}`)));
  });
  return {
    baseUrl,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
