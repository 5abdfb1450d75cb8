/**
 * Text answers gzipped when the browser accepts it, as any production host
 * or CDN serves them: Lighthouse's simulated network (the bench) times the
 * bytes that travel, and the library's budgets are in gzip bytes. Files are
 * compressed once per content (a digest keys the cache).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Reply } from './types';

// Files and pages only: API answers carry personal data beside what a request
// reflects, which compression would let another site measure (BREACH).
const TEXT = /^(text\/(html|css|plain|javascript)|application\/javascript)/;
const SMALLEST = 1024;
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 500;

function gzipped(body: string | Buffer): Buffer {
  const key = createHash('sha1').update(body).digest('base64');
  let out = cache.get(key);
  if (!out) {
    out = gzipSync(body);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, out);
  }
  return out;
}

export function compressed(reply: Reply, req: IncomingMessage): Reply {
  const type = reply.headers?.['content-type'] ?? '';
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || reply.body === undefined || !TEXT.test(type) || Buffer.byteLength(reply.body) < SMALLEST) return reply;
  return { ...reply, body: gzipped(reply.body), headers: { ...reply.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' } };
}
