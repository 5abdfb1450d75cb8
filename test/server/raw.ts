/**
 * Requests over a raw socket, byte for byte as given: targets, methods and
 * header values no HTTP client library would send (`//a:b@`, CR in a query,
 * NUL in a cookie). Each request asks the server to close the connection,
 * and the answer is read until it does.
 */
import net from 'node:net';

export interface RawAnswer {
  /** Undefined when the server closed the connection without answering. */
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  target: string;
  headers?: [string, string][];
  body?: string | Buffer;
}

export function requestBytes(request: RawRequest, host: string): Buffer {
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  const headers = request.headers ?? [];
  if (!headers.some(([name]) => name.toLowerCase() === 'host')) lines.push(`Host: ${host}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  lines.push('Connection: close', '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body ?? Buffer.alloc(0)]);
}

function parse(bytes: Buffer): RawAnswer {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: status ? Number(status) : undefined, headers, body: end < 0 ? '' : bytes.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8') };
}

/** Sends `bytes` to the server and reads its whole answer (until it closes the connection). */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 20_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(bytes.toString('latin1').slice(0, 300))}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A reset after the answer (the server closing while bytes were still coming) still leaves the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
    socket.write(bytes);
  });
}

export function raw(port: number, request: RawRequest): Promise<RawAnswer> {
  return sendRaw(port, requestBytes(request, `localhost:${port}`));
}

export const portOf = (baseUrl: string): number => Number(new URL(baseUrl).port);
