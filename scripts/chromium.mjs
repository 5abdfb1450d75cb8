// Resolves Debian's Chromium at run time (CHROME_PATH wins) and the flags it
// needs as root on this closed network. Shared by web-test-runner, Playwright
// and the benchmark so they all launch the same browser the same way.
import { execSync } from 'node:child_process';

export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
      .toString().trim().split('\n')[0];
  } catch {
    throw new Error('No chromium on the PATH: run `apt-get install -y chromium` or set CHROME_PATH.');
  }
}

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];
