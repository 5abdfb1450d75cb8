#!/usr/bin/env node
// A Node binary of one supported LTS line (package.json `engines`), for the
// test that starts the demo server on each line (test/server/node-lines.spec.ts):
// SP_NODE<major> when set, the running Node when it is of that line, else the
// npm registry's `node@<major>` package, installed once under
// ~/.cache/shopper-profile-elements/node<major> (as .ci/run does for Node 24:
// nothing is downloaded from outside the registries).
//
//   node scripts/node-line.mjs 22   # prints the binary's path, fetching it when missing
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The major versions `engines.node` names (`^22.13.0 || >=24`: 22 and 24). */
export function supportedLines() {
  const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  return [...range.matchAll(/(?:^|\|\|)\s*(?:\^|>=)?(\d+)/g)].map((m) => Number(m[1]));
}

const majorOf = (binary) => Number(execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0]);

/** The path of a Node binary of line `major`. */
export function nodeBinary(major) {
  const set = process.env[`SP_NODE${major}`];
  if (set) return set;
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  const dir = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'shopper-profile-elements', `node${major}`);
  const binary = path.join(dir, 'node_modules/node/bin/node');
  if (!fs.existsSync(binary) || majorOf(binary) !== major) {
    const npm = spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `node@${major}`], { encoding: 'utf8' });
    if (npm.status !== 0) throw new Error(`Could not install node@${major} from the npm registry:\n${npm.stderr}`);
  }
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(nodeBinary(Number(process.argv[2])));
