/**
 * Sessions (spec §3.1, §4.2, §7.3). Three cookies:
 * - `sp-session` (HttpOnly): the session the server trusts, `<payload>.<hmac>`
 *   where the payload names the profile uuid and whether it is a customer
 *   service (cloaked) login. Scripts never need it, so they cannot read it.
 * - `sp-user-id`: the profile uuid, and `sp-identity`: JSON { uuid, isGuest,
 *   isCSRLogin }. Both are read by the client at startup (its Users paths and
 *   the cloaked banner), so they cannot be HttpOnly; the server never trusts
 *   them: a script or a person editing them reaches nothing but their own session.
 * A guest has no session cookie: its id on the Users paths is the fixed `guest`,
 * which reads an empty profile and stores nothing (guest data stays in the browser),
 * so nothing on the server is tied to a guest cookie.
 * Signed-in cookies last the browser session; the guest identity cookie 90 days.
 */
import crypto from 'node:crypto';
import type { Db } from './db/open';
import { clearCookie, serializeCookie } from './http/cookies';

export const USER_ID_COOKIE = 'sp-user-id';
export const IDENTITY_COOKIE = 'sp-identity';
const SESSION_COOKIE = 'sp-session';
export const GUEST_COOKIE_SECONDS = 90 * 24 * 60 * 60;

export interface Identity {
  uuid: string;
  isGuest: boolean;
  isCSRLogin: boolean;
}

const GUEST: Identity = { uuid: '', isGuest: true, isCSRLogin: false };
const secrets = new WeakMap<Db, Buffer>();

/** The signing key: made once per database and kept there (a restart or /qa/reset keeps sessions valid). */
function secretOf(db: Db): Buffer {
  let secret = secrets.get(db);
  if (!secret) {
    db.prepare('INSERT OR IGNORE INTO server_keys (name, value) VALUES (?, ?)').run('session', crypto.randomBytes(32).toString('hex'));
    const row = db.prepare('SELECT value FROM server_keys WHERE name = ?').get('session') as { value: string };
    secret = Buffer.from(row.value, 'hex');
    secrets.set(db, secret);
  }
  return secret;
}

function mac(db: Db, payload: string): string {
  return crypto.createHmac('sha256', secretOf(db)).update(payload).digest('base64url');
}

function sessionToken(db: Db, uuid: string, isCSRLogin: boolean): string {
  const payload = Buffer.from(JSON.stringify({ uuid, isCSRLogin })).toString('base64url');
  return `${payload}.${mac(db, payload)}`;
}

/** The session's identity from the signed session cookie; a missing or forged one, or a user-id cookie naming someone else, is a guest. */
export function readIdentity(ctx: { db: Db; cookies: Record<string, string> }): Identity {
  const [payload = '', signature = ''] = (ctx.cookies[SESSION_COOKIE] ?? '').split('.');
  const expected = payload ? mac(ctx.db, payload) : '';
  if (!payload || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return GUEST;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<Identity>;
    if (typeof session.uuid !== 'string' || !session.uuid) return GUEST;
    // A user-id cookie edited to another profile makes the whole request unauthenticated.
    const shown = ctx.cookies[USER_ID_COOKIE];
    if (shown && shown !== session.uuid) return GUEST;
    return { uuid: session.uuid, isGuest: false, isCSRLogin: session.isCSRLogin === true };
  } catch {
    return GUEST;
  }
}

export function signInCookies(db: Db, uuid: string, isCSRLogin: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIE, sessionToken(db, uuid, isCSRLogin), { httpOnly: true }),
    serializeCookie(USER_ID_COOKIE, uuid),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify({ uuid, isGuest: false, isCSRLogin })),
  ];
}

export function guestCookies(): string[] {
  return [
    clearCookie(SESSION_COOKIE, { httpOnly: true }),
    clearCookie(USER_ID_COOKIE),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify(GUEST), { maxAge: GUEST_COOKIE_SECONDS }),
  ];
}
