import type { IncomingMessage } from 'node:http';
import type { QaSettings } from '../qa';
import type { Db } from '../db/open';
import type { ServerSettings } from '../settings';

export interface Reply {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Ctx {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  cookies: Record<string, string>;
  qa: QaSettings;
  db: Db;
  settings: ServerSettings;
  /** Set-Cookie lines the reply will carry. */
  setCookies: string[];
  /** The request body parsed as JSON; throws HttpError 400 when it is not JSON. */
  json(): Promise<unknown>;
  /** The system date-time, moved by the QA `date=` switch. */
  now(): Date;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error ?? body.message ?? status));
  }
}
