/**
 * An AEM stand-in for the client libraries the build writes to
 * dist/clientlib/: served where AEM's proxy serves a clientlib with
 * allowProxy, so the demo's CMS pages load them as an AEM page would.
 *
 *   /etc.clientlibs/shopper-profile/clientlibs/<lib>.js         the files js.txt lists, joined
 *   /etc.clientlibs/shopper-profile/clientlibs/<lib>.css        the files css.txt lists, joined
 *   /etc.clientlibs/shopper-profile/clientlibs/<lib>/resources/… the folder's resources
 *
 * The module build sits under resources/<version>/, a folder named by its
 * contents (scripts/build-clientlib.mjs): what is served there never changes,
 * so it is cached for good, as a dispatcher rule for versioned paths would;
 * the loader, whose path stays, is revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticFile } from './static';
import type { Reply } from './types';

export const CLIENTLIB_PREFIX = '/etc.clientlibs/shopper-profile/clientlibs/';

const JOINED = {
  js: { separator: '\n;\n', type: 'text/javascript; charset=utf-8' },
  css: { separator: '\n', type: 'text/css; charset=utf-8' },
};

function joined(folder: string, kind: keyof typeof JOINED): Reply | undefined {
  let list: string;
  try {
    list = fs.readFileSync(path.join(folder, `${kind}.txt`), 'utf8');
  } catch {
    return undefined;
  }
  let base = '';
  const parts: string[] = [];
  for (const line of list.split('\n').map((l) => l.trim())) {
    if (line.startsWith('#base=')) base = line.slice('#base='.length);
    else if (line && !line.startsWith('#')) parts.push(fs.readFileSync(path.join(folder, base, line), 'utf8'));
  }
  return { status: 200, body: parts.join(JOINED[kind].separator), headers: { 'content-type': JOINED[kind].type, 'cache-control': 'no-cache' } };
}

/** A clientlib file under dist/clientlib, as AEM's proxy serves it; undefined when there is none. */
export function clientlibFile(dist: string, pathname: string): Reply | undefined {
  const rest = pathname.slice(CLIENTLIB_PREFIX.length);
  const file = /^([a-z-]+)\.(js|css)$/.exec(rest);
  if (file) return joined(path.join(dist, 'clientlib', file[1]!), file[2] as keyof typeof JOINED);
  const resource = /^([a-z-]+)\/resources\/(.+)$/.exec(rest);
  if (!resource) return undefined;
  const reply = staticFile(path.join(dist, 'clientlib', resource[1]!, 'resources'), resource[2]!);
  return reply && VERSIONED.test(resource[2]!) ? { ...reply, headers: { ...reply.headers, 'cache-control': IMMUTABLE } } : reply;
}

/** A path inside a versioned module folder (12 hex digits) and how long it may be cached. */
const VERSIONED = /^[0-9a-f]{12}\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
