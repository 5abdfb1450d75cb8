/**
 * What every answer carries whatever its route says: no type sniffing, no
 * full referrer to other sites, no framing by any page; and `no-store` on
 * every answer the routes build (profiles, sessions, QA data and the
 * cookies that sign in), so no shared or back-button cache keeps personal
 * data. Files (the library, demo assets, pages) keep the `no-cache` they
 * are served with, unless the answer sets a cookie.
 */
import type { Reply } from './types';

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** For pages served without a policy of their own (csp=off): framing is still refused. */
const FRAME_POLICY = "frame-ancestors 'none'";

export function withDefaults(reply: Reply, setsCookies: boolean): Record<string, string> {
  const headers = { ...reply.headers };
  if (setsCookies || !headers['cache-control']) headers['cache-control'] = 'no-store';
  if (headers['content-type']?.startsWith('text/html') && !headers['content-security-policy']) headers['content-security-policy'] = FRAME_POLICY;
  return { ...EVERY_ANSWER, ...headers };
}

/** Characters Node refuses in a header value (it throws on them): only text checked against this goes out. */
const UNSAFE_HEADER_TEXT = /[^\t\x20-\x7e\x80-\xff]/;

export function isHeaderText(value: string): boolean {
  return !UNSAFE_HEADER_TEXT.test(value);
}
