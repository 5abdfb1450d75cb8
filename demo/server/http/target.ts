/**
 * The request target as a URL, or undefined when it is not one this server
 * answers: origin-form (`/path?query`, `//` included: a browser sends it for
 * `http://host//`) or a well-formed absolute-form `http(s)://...`. Never throws.
 */
const BASE = 'http://localhost';

export function requestUrl(target: string | undefined): URL | undefined {
  if (!target) return undefined;
  // Origin-form is read against a fixed base, so `//a:b@` stays a path and never names a host.
  if (target.startsWith('/')) return URL.parse(`${BASE}${target}`) ?? undefined;
  const absolute = URL.parse(target);
  if (!absolute || (absolute.protocol !== 'http:' && absolute.protocol !== 'https:')) return undefined;
  return URL.parse(`${BASE}${absolute.pathname}${absolute.search}`) ?? undefined;
}
