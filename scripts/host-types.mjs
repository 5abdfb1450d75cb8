#!/usr/bin/env node
// The host projects (test/types/host) against the shipped declarations, as
// hosts compile them: under `moduleResolution` bundler, node16 and nodenext,
// each with and without `skipLibCheck`, each with the default and a custom
// tag prefix (prefix-host.ts, prefix-react-host.tsx). The projects import
// `shopper-profile-elements` by name, which resolves through package.json's
// `exports` (a package may import itself by its name) to dist/, as it would
// from a host's node_modules. Run after the build; one line per case, exit 1
// on any error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = path.join(root, 'test/types/host');
const out = path.join(root, 'test-results/host-types');
const base = JSON.parse(fs.readFileSync(path.join(host, 'tsconfig.json'), 'utf8'));

const RESOLUTIONS = { bundler: { module: 'ESNext', moduleResolution: 'Bundler' }, node16: { module: 'Node16', moduleResolution: 'Node16' }, nodenext: { module: 'NodeNext', moduleResolution: 'NodeNext' } };

fs.mkdirSync(out, { recursive: true });
let failed = 0;
for (const [name, resolution] of Object.entries(RESOLUTIONS)) {
  for (const skipLibCheck of [true, false]) {
    const label = `${name}, skipLibCheck ${skipLibCheck}`;
    const config = path.join(out, `tsconfig.${name}.${skipLibCheck ? 'skip' : 'check'}-lib.json`);
    const files = base.files.map((file) => path.join(host, file));
    fs.writeFileSync(config, JSON.stringify({ compilerOptions: { ...base.compilerOptions, ...resolution, skipLibCheck }, files }, null, 2));
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config], { encoding: 'utf8' });
    console.log(`${tsc.status === 0 ? 'ok  ' : 'FAIL'} ${label} (${base.files.join(', ')})`);
    if (tsc.status !== 0) {
      failed += 1;
      process.stdout.write(tsc.stdout + tsc.stderr);
    }
  }
}
process.exit(failed === 0 ? 0 : 1);
