/**
 * Sessions (spec §3.1, §4.2, §7.3). Three cookies:
 * - `sp-session` (HttpOnly): the session the server trusts, a random token
 *   (32 bytes, base64url) naming nothing by itself. The server keeps its
 *   SHA-256 with the profile uuid, the customer-service (cloaked) flag, when
 *   it was issued and when it was last used. It ends at sign-out (the row is
 *   deleted), after SP_SESSION_IDLE_SECONDS without a request, and
 *   SP_SESSION_MAX_SECONDS after sign-in however active; every sign-in makes
 *   a new one, and every session of a user can be revoked at once.
 * - `sp-user-id`: the profile uuid, and `sp-identity`: JSON { uuid, isGuest,
 *   isCSRLogin }. Both are read by the client at startup (its Users paths and
 *   the cloaked banner), so they cannot be HttpOnly; the server never trusts
 *   them: a script or a person editing them reaches nothing but their own session.
 * A guest has no session cookie: its id on the Users paths is the fixed `guest`,
 * which reads an empty profile and stores nothing (guest data stays in the browser),
 * so nothing on the server is tied to a guest cookie.
 * Signed-in cookies last the browser session; the guest identity cookie 90 days.
 * Session times are the real clock's: the QA date moves plan years, not sign-ins.
 */
import crypto from 'node:crypto';
import { stmt, type Db } from './db/open';
import { clearCookie, serializeCookie } from './http/cookies';
import { HttpError } from './http/types';
import type { ServerSettings } from './settings';

export const USER_ID_COOKIE = 'sp-user-id';
export const IDENTITY_COOKIE = 'sp-identity';
const SESSION_COOKIE = 'sp-session';
export const GUEST_COOKIE_SECONDS = 90 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface Identity {
  uuid: string;
  isGuest: boolean;
  isCSRLogin: boolean;
}

interface SessionCtx {
  db: Db;
  cookies: Record<string, string>;
  settings: Pick<ServerSettings, 'sessionIdleSeconds' | 'sessionMaxSeconds'>;
}

interface SessionRow { uuid: string; is_csr: number; issued_at: number; last_seen: number }

const GUEST: Identity = { uuid: '', isGuest: true, isCSRLogin: false };

const idOf = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

function expired(row: SessionRow, settings: SessionCtx['settings'], now: number): boolean {
  return now - row.last_seen > settings.sessionIdleSeconds * 1000 || now - row.issued_at > settings.sessionMaxSeconds * 1000;
}

/**
 * Last use is written at most every minute (or a quarter of the idle time,
 * when that is shorter), so a read does not become a write per request.
 */
function touch(ctx: SessionCtx, id: string, row: SessionRow, now: number): void {
  if (now - row.last_seen < Math.min(60_000, (ctx.settings.sessionIdleSeconds * 1000) / 4)) return;
  stmt(ctx.db, 'UPDATE sessions SET last_seen = ? WHERE id = ?').run(now, id);
}

/** The signed-in session the cookie names, or undefined: no cookie, a malformed or unknown token, or an ended session. */
function liveSession(ctx: SessionCtx): Identity | undefined {
  const token = ctx.cookies[SESSION_COOKIE];
  if (!token || !TOKEN.test(token)) return undefined;
  const id = idOf(token);
  const row = stmt(ctx.db, 'SELECT uuid, is_csr, issued_at, last_seen FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  const now = Date.now();
  if (!row) return undefined;
  if (expired(row, ctx.settings, now)) {
    stmt(ctx.db, 'DELETE FROM sessions WHERE id = ?').run(id);
    return undefined;
  }
  touch(ctx, id, row, now);
  return { uuid: row.uuid, isGuest: false, isCSRLogin: row.is_csr === 1 };
}

/** The session's identity; no session, an ended one, or a user-id cookie naming someone else, is a guest. */
export function readIdentity(ctx: SessionCtx): Identity {
  const session = liveSession(ctx);
  if (!session) return GUEST;
  // A user-id cookie edited to another profile makes the whole request unauthenticated.
  const shown = ctx.cookies[USER_ID_COOKIE];
  return shown && shown !== session.uuid ? GUEST : session;
}

/** The signed-in uuid; a guest, a bad or unknown token and an ended session are all 401 'Invalid session' (spec §8). */
export function requireSignedIn(ctx: SessionCtx): string {
  const identity = readIdentity(ctx);
  if (identity.isGuest) throw new HttpError(401, { message: 'Invalid session' });
  return identity.uuid;
}

function endPresented(ctx: SessionCtx): void {
  const token = ctx.cookies[SESSION_COOKIE];
  if (token && TOKEN.test(token)) stmt(ctx.db, 'DELETE FROM sessions WHERE id = ?').run(idOf(token));
}

/** A new session (the one the browser had, if any, ends): its cookies. Ended sessions are cleared out on the way. */
export function startSession(ctx: SessionCtx, uuid: string, isCSRLogin: boolean): string[] {
  const now = Date.now();
  endPresented(ctx);
  stmt(ctx.db, 'DELETE FROM sessions WHERE last_seen < ? OR issued_at < ?')
    .run(now - ctx.settings.sessionIdleSeconds * 1000, now - ctx.settings.sessionMaxSeconds * 1000);
  const token = crypto.randomBytes(32).toString('base64url');
  stmt(ctx.db, 'INSERT INTO sessions (id, uuid, is_csr, issued_at, last_seen) VALUES (?, ?, ?, ?, ?)').run(idOf(token), uuid, isCSRLogin ? 1 : 0, now, now);
  return [
    serializeCookie(SESSION_COOKIE, token, { httpOnly: true }),
    serializeCookie(USER_ID_COOKIE, uuid),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify({ uuid, isGuest: false, isCSRLogin })),
  ];
}

/** Sign-out: the presented session is deleted on the server and the browser is left a guest. */
export function endSession(ctx: SessionCtx): string[] {
  endPresented(ctx);
  return [
    clearCookie(SESSION_COOKIE, { httpOnly: true }),
    clearCookie(USER_ID_COOKIE),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify(GUEST), { maxAge: GUEST_COOKIE_SECONDS }),
  ];
}

/** Ends every session of a user (all browsers, all devices); answers how many there were. */
export function revokeSessions(db: Db, uuid: string): number {
  return Number(stmt(db, 'DELETE FROM sessions WHERE uuid = ?').run(uuid).changes);
}
