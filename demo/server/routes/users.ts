/** The Users API (contract at the top of src/api/paths.ts), logout and the server date-time. */
import { inTransaction } from '../db/open';
import { validBody } from '../http/body';
import { serializeCookie } from '../http/cookies';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { GUEST_USER_ID, readProfile, USERS_ITEM_TYPES, USERS_TYPES } from '../services/profile';
import { activePlanYear } from '../../../src/domain/planYear';
import { applyUpdate, deleteItem } from '../services/updates';
import { endSession, requireSignedIn } from '../session';
import type { Rule } from '../validation/rules';
import { USERS_UPDATE_BODIES } from '../validation/users';
import { MALFORMED_PROFILE, spoilSections } from './malformedProfile';

const FIRED_COOKIE = 'sp-qa-fired';
const USERS = '/landrover/api/Users/:id/:type';

function planYear(ctx: Ctx): number {
  const x = ctx.params.x;
  if (x === undefined) return activePlanYear(ctx.now());
  if (!/^\d{4}$/.test(x)) throw new HttpError(400, { error: 'Invalid plan year', issues: [{ path: 'x', message: 'a four-digit year' }] });
  return Number(x);
}

function usersType(ctx: Ctx, allowed: readonly string[]): string {
  const type = ctx.params.type ?? '';
  if (!allowed.includes(type)) throw new HttpError(400, { error: 'Unknown data type', issues: [{ path: 'type', message: `one of ${allowed.join(', ')}` }] });
  return type;
}

/** The signed-in user may only reach their own profile; anything else, an ended session included, is an invalid session (spec §8). */
function requireSession(ctx: Ctx, id: string): void {
  if (requireSignedIn(ctx) !== id) throw new HttpError(401, { message: 'Invalid session' });
}

/** `invalid-session` answers 401 once, until a page sets the QA switches again. */
function invalidSessionOnce(ctx: Ctx): boolean {
  if (!ctx.qa.faults.has('invalid-session')) return false;
  const fired = (ctx.cookies[FIRED_COOKIE] ?? '').split(',');
  if (fired.includes('invalid-session')) return false;
  ctx.setCookies.push(serializeCookie(FIRED_COOKIE, [...fired.filter(Boolean), 'invalid-session'].join(',')));
  return true;
}

function profileAnswer(ctx: Ctx, body: Record<string, unknown>) {
  // `outage`: the profile answers with isServiceOutage, which the client shows as the 'Service outage' banner.
  return json(ctx.qa.faults.has('outage') ? { ...body, isServiceOutage: true } : body);
}

function getUsers(ctx: Ctx) {
  const type = usersType(ctx, USERS_TYPES);
  const year = planYear(ctx);
  if (ctx.params.flag !== undefined && !['true', 'false'].includes(ctx.params.flag)) throw new HttpError(400, { error: 'Invalid flag', issues: [{ path: 'flag', message: 'true or false' }] });
  if (invalidSessionOnce(ctx)) return json({ message: 'Invalid session' }, 401);
  if (ctx.qa.faults.has('malformed')) return json(MALFORMED_PROFILE);
  const id = ctx.params.id ?? '';
  if (id === GUEST_USER_ID) return profileAnswer(ctx, { uuid: '' });
  requireSession(ctx, id);
  const profile = readProfile(ctx.db, id, { type, year });
  if (!profile) return json({ message: 'Profile not found' }, 404);
  return profileAnswer(ctx, spoilSections(ctx.qa.faults, profile));
}

async function postUsers(ctx: Ctx) {
  const type = usersType(ctx, Object.keys(USERS_UPDATE_BODIES));
  const year = planYear(ctx);
  const rule: Rule<Record<string, unknown>> = USERS_UPDATE_BODIES[type as keyof typeof USERS_UPDATE_BODIES];
  const id = ctx.params.id ?? '';
  // Another user's id is refused before its body is even read.
  if (id !== GUEST_USER_ID) requireSession(ctx, id);
  const body = await validBody(ctx, rule);
  // Guests keep their data in the browser: the server accepts and stores nothing.
  if (id === GUEST_USER_ID || body.isGuest === true) return json({ uuid: '' });
  const answer = inTransaction(ctx.db, () => applyUpdate(ctx.db, id, body, year, ctx.now()) ? readProfile(ctx.db, id, { type, year }) : undefined);
  return answer ? json(answer) : json({ message: 'Profile not found' }, 404);
}

function deleteUsersItem(ctx: Ctx) {
  const type = usersType(ctx, USERS_ITEM_TYPES);
  const year = String(planYear(ctx));
  const id = ctx.params.id ?? '';
  if (id === GUEST_USER_ID) return json({ success: true });
  requireSession(ctx, id);
  const removed = inTransaction(ctx.db, () => deleteItem(ctx.db, id, type, ctx.params.item ?? '', year));
  return removed ? json({ success: true }) : json({ success: false, message: 'Item not found' }, 404);
}

export const usersRoutes: Route[] = [
  { method: 'GET', pattern: USERS, call: 'profile', api: true, handler: getUsers },
  { method: 'GET', pattern: `${USERS}/:x`, call: 'profile', api: true, handler: getUsers },
  { method: 'GET', pattern: `${USERS}/:x/:flag`, call: 'profile', api: true, handler: getUsers },
  { method: 'POST', pattern: USERS, call: 'save', api: true, handler: postUsers },
  { method: 'POST', pattern: `${USERS}/:x`, call: 'save', api: true, handler: postUsers },
  { method: 'DELETE', pattern: `${USERS}/:item/:x`, call: 'remove', api: true, removal: true, handler: deleteUsersItem },
  {
    method: 'DELETE', pattern: '/landrover/api/logout', call: 'logout', api: true,
    handler: (ctx) => {
      // The session ends on the server: its token reads nothing any more, wherever a copy of it is kept.
      ctx.setCookies.push(...endSession(ctx));
      return json({ success: true });
    },
  },
  { method: 'GET', pattern: '/landrover/api/system-date/v1', call: 'system-date', api: true, handler: (ctx) => json({ systemDate: ctx.now().toISOString() }) },
];
