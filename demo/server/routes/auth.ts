/**
 * Sign-in as a persona: GET /optumid-login lists the personas; choosing one
 * redirects to returnUrl (default /profile.html) with ?code=<one-time code>;
 * POST authValidate exchanges the code for the session cookies; GET
 * /landrover/api/session/v1 says who the session cookie names, for pages on
 * another origin, which cannot read this server's cookies.
 */
import crypto from 'node:crypto';
import { stmt } from '../db/open';
import { addEvent } from '../db/repo';
import { validBody } from '../http/body';
import { clearCookie } from '../http/cookies';
import { escapeHtml, html, json, redirect } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { PERSONAS, personaById } from '../personas';
import { endSession, readIdentity, startSession } from '../session';
import { authValidateBody } from '../validation/requests';

const CODE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Only a path on this site, taken as it came: one leading slash, then
 * visible ASCII without a backslash. Nothing is stripped first, so a TAB,
 * CR or LF anywhere (which a browser would drop, turning `/\t/evil.example`
 * into `//evil.example`) refuses it, and the fallback is the profile page.
 * Dot segments (`/./`, `/%2e%2e/`) are refused too: resolved, they could
 * leave `//host` at the front; and so are percent-encoded controls, for a
 * page that decodes the URL once more. Its text can then go into a Location header
 * as it is.
 *
 * Or a page of a host on an allowed origin (SP_ALLOWED_ORIGINS), whose
 * sign-in and sign-out come back to it: an absolute URL whose text begins
 * with that origin and a slash, exactly (no user info, no other spelling of
 * the host), followed by a path held to the same rules.
 */
export function safeReturnUrl(value: string | null, allowedOrigins: ReadonlySet<string> = new Set()): string {
  const fallback = '/profile.html';
  if (value === null) return fallback;
  const origin = URL.parse(value)?.origin;
  const onAllowedHost = origin !== undefined && allowedOrigins.has(origin) && value.startsWith(`${origin}/`);
  const path = onAllowedHost ? value.slice(origin.length) : value;
  const plainPath = /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && !path.includes('\\');
  return plainPath && !/\/(\.|%2e){1,2}(?=[/?#]|$)/i.test(path) && !/%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(path) ? value : fallback;
}

/** The return URL a request asks for, as safeReturnUrl takes it. */
function returnUrlOf(ctx: Ctx, fallback?: string): string {
  return safeReturnUrl(ctx.url.searchParams.get('returnUrl') ?? fallback ?? null, ctx.settings.allowedOrigins);
}

/** A query parameter's name as URLSearchParams reads it. */
function paramName(pair: string): string {
  const raw = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The return URL with the one-time code in place of any it had, built as
 * text: a URL parser would resolve `/.//evil.example` to `//evil.example`,
 * a host; the text as it is stays a path on this site.
 */
function withCode(returnUrl: string, code: string): string {
  const hashAt = returnUrl.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [returnUrl, ''] : [returnUrl.slice(0, hashAt), returnUrl.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = queryAt < 0 ? [] : beforeHash.slice(queryAt + 1).split('&').filter((pair) => pair && paramName(pair) !== 'code');
  return `${path}?${[...kept, `code=${code}`].join('&')}${hash}`;
}

function loginPage(ctx: Ctx) {
  const returnUrl = returnUrlOf(ctx);
  const items = PERSONAS.map((p) => {
    const href = `/optumid-login/choose?persona=${encodeURIComponent(p.id)}&returnUrl=${encodeURIComponent(returnUrl)}`;
    return `<li><a href="${escapeHtml(href)}">${escapeHtml(p.displayName)}</a> <code>${escapeHtml(p.id)}</code></li>`;
  }).join('\n');
  return html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title>
<link rel="stylesheet" href="/assets/site.css"></head>
<body><main class="wrap sign-in"><h1>Sign in</h1><p>Demo sign-in: choose who to be.</p><ul>
${items}
</ul></main></body></html>`);
}

function choose(ctx: Ctx) {
  const persona = personaById(ctx.url.searchParams.get('persona') ?? '');
  const returnUrl = returnUrlOf(ctx);
  if (!persona) return html('<!doctype html><title>Unknown persona</title><h1>Unknown persona</h1>', 404);
  if (!persona.uuid) {
    ctx.setCookies.push(...endSession(ctx));
    return redirect(returnUrl);
  }
  const code = crypto.randomBytes(12).toString('hex');
  // Codes are single-use and short-lived: the used and expired ones go as new ones come.
  stmt(ctx.db, 'DELETE FROM auth_codes WHERE used = 1 OR created_at <= ?').run(Date.now() - CODE_LIFETIME_MS);
  stmt(ctx.db, 'INSERT INTO auth_codes (code, uuid, persona, created_at) VALUES (?, ?, ?, ?)').run(code, persona.uuid, persona.id, Date.now());
  return redirect(withCode(returnUrl, code));
}

async function authValidate(ctx: Ctx) {
  const body = await validBody(ctx, authValidateBody);
  const row = stmt(ctx.db, 'UPDATE auth_codes SET used = 1 WHERE code = ? AND used = 0 AND created_at > ? RETURNING uuid, persona')
    .get(body.code, Date.now() - CODE_LIFETIME_MS) as { uuid: string; persona: string } | undefined;
  if (!row) throw new HttpError(401, { message: 'Invalid or expired code' });
  const persona = personaById(row.persona);
  const isCSRLogin = persona?.isCSRLogin ?? false;
  ctx.setCookies.push(...startSession(ctx, row.uuid, isCSRLogin));
  // Kept for QA (GET /qa/events): the drug cost estimator's client cookie the page sent with the code.
  addEvent(ctx.db, 'sign-in', row.uuid, { requestHost: body.requestHost, dcClientCookie: body.dcClientCookie ?? null });
  const answer = json({
    uuid: row.uuid,
    ...(persona?.agentUserName ? { agentUserName: persona.agentUserName } : {}),
    isNewOptumIdProfileCreated: persona?.isNewOptumIdProfileCreated ?? false,
  });
  return persona?.userDetails?.agentFlow === true ? { ...answer, headers: { ...answer.headers, ...agentSessionStart() } } : answer;
}

/**
 * Who the session cookie names, in the identity cookie's fields (spec §3.1):
 * a page whose API is on another origin cannot read this server's cookies
 * and asks this instead. No session, an ended or unknown one, or a user-id
 * cookie naming someone else, is a guest: `{ uuid: '', isGuest: true, isCSRLogin: false }`.
 */
function whoAmI(ctx: Ctx) {
  const { uuid, isGuest, isCSRLogin } = readIdentity(ctx);
  return json({ uuid, isGuest, isCSRLogin });
}

/**
 * The agent flow's session (spec §6) starts at the agent's sign-in: authValidate answers its first value in the
 * x-agent-session header; every later /landrover/api call sends the value it holds and gets the next one back
 * (server.ts).
 */
function agentSessionStart(): Record<string, string> {
  return { 'x-agent-session': `${crypto.randomBytes(8).toString('hex')}~0` };
}

/**
 * The home-page redirect the library sets before it sends a person to sign out (spec §4.14): the brand's home
 * (uhc's is below /medicare). Read once, and as carefully as a return URL: a cookie is input like any other.
 */
const HOME_REDIRECT_COOKIE = 'sp-post-logout-redirect';

export const authRoutes: Route[] = [
  { method: 'GET', pattern: '/optumid-login', call: 'login-page', handler: loginPage },
  { method: 'GET', pattern: '/optumid-login/choose', call: 'login-choose', handler: choose },
  {
    method: 'GET', pattern: '/hsid-logout', call: 'hsid-logout',
    handler: (ctx) => {
      const home = ctx.cookies[HOME_REDIRECT_COOKIE];
      ctx.setCookies.push(...endSession(ctx), ...(home === undefined ? [] : [clearCookie(HOME_REDIRECT_COOKIE)]));
      return redirect(returnUrlOf(ctx, home || '/'));
    },
  },
  { method: 'POST', pattern: '/landrover/api/apps/aarp/authValidate', call: 'auth-validate', api: true, handler: authValidate },
  { method: 'GET', pattern: '/landrover/api/session/v1', call: 'session', api: true, handler: whoAmI },
];
