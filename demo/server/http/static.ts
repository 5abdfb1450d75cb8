/** Demo pages from demo/pages and the built library from dist/, with their content types. */
import fs from 'node:fs';
import path from 'node:path';
import type { Reply } from './types';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A file under root, or undefined; paths escaping root are refused. */
export function staticFile(root: string, relative: string): Reply | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  try {
    if (!fs.statSync(file).isFile()) return undefined;
    return { status: 200, body: fs.readFileSync(file), headers: { 'content-type': contentType(file), 'cache-control': 'no-cache' } };
  } catch {
    return undefined;
  }
}
