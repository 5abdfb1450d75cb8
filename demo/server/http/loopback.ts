/**
 * A request from this machine: its socket comes from a loopback address and
 * its Host names this machine. The Host check keeps a page of another site
 * whose name was pointed at 127.0.0.1 (DNS rebinding) from reaching the
 * loopback-only QA routes through the visitor's own browser. Forwarding
 * headers are not read: a proxy on this machine makes every request local,
 * so such a proxy must not forward /qa/ paths.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

export function isLoopbackRequest(req: IncomingMessage): boolean {
  const host = req.headers.host ?? '';
  return LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(host);
}
