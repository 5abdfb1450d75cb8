/** Application status (search by mbi, lookup by confirmation numbers), pending enrollments by e-mail, medsupp application. */
import * as repo from '../db/repo';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { requireSignedIn } from '../session';
import { applicationLookupBody, applicationSearchBody, pendingEnrollmentsBody } from '../validation/requests';

interface StatusRow { confirmation_no: string; state_code: number; image_id: string }

function statusItem(db: Ctx['db'], row: StatusRow) {
  const enrollment = db.prepare('SELECT plan_id, plan_year FROM enrollments WHERE json_extract(data, \'$.confirmationNo\') = ?').get(row.confirmation_no) as
    { plan_id: string; plan_year: string } | undefined;
  return {
    imageId: row.image_id, stateCode: row.state_code, confirmationNo: row.confirmation_no,
    ...(enrollment ? { planId: enrollment.plan_id, planYear: Number(enrollment.plan_year) } : {}),
  };
}

/**
 * The signed-in profile's identifiers as the server holds them (set at sign-in
 * or by a confirmed identity, never by a save); a guest has none (401). Every
 * lookup below runs on these, the body's copy only has to match them.
 */
function ownDetails(ctx: Ctx): { uuid: string; mbi: string; email: string } {
  const uuid = requireSignedIn(ctx);
  const details = repo.getProfile(ctx.db, uuid)?.userDetails;
  if (!details) throw new HttpError(401, { message: 'Invalid session' });
  return { uuid, mbi: String(details.mbi ?? ''), email: String(details.email ?? '') };
}

const NOT_YOURS = { message: 'Not allowed for this session' };

async function search(ctx: Ctx) {
  const body = await validBody(ctx, applicationSearchBody);
  // Applications are searched by the session's own mbi only.
  const { mbi } = ownDetails(ctx);
  if (!mbi || mbi.toUpperCase() !== body.mbi.toUpperCase()) throw new HttpError(403, NOT_YOURS);
  const rows = ctx.db.prepare('SELECT * FROM application_status WHERE mbi = ? ORDER BY confirmation_no LIMIT ?').all(mbi, body.pageSize) as unknown as StatusRow[];
  return json({ data: { applications: rows.map((r) => statusItem(ctx.db, r)) } });
}

async function lookup(ctx: Ctx) {
  const body = await validBody(ctx, applicationLookupBody);
  const own = ownDetails(ctx);
  const find = ctx.db.prepare('SELECT * FROM application_status WHERE confirmation_no = ?');
  const owned = ctx.db.prepare(`SELECT 1 FROM enrollments WHERE uuid = ? AND json_extract(data, '$.confirmationNo') = ?`);
  const rows = body.confirmationNumbers.map((n) => find.get(n) as (StatusRow & { mbi: string }) | undefined).filter((r) => r !== undefined);
  // Another person's application (not under the session's mbi nor among its enrollments) is refused.
  if (rows.some((r) => (!own.mbi || r.mbi !== own.mbi) && !owned.get(own.uuid, r.confirmation_no))) throw new HttpError(403, NOT_YOURS);
  return json({ data: { applications: rows.map((r) => statusItem(ctx.db, r)) } });
}

async function pendingByEmail(ctx: Ctx) {
  const body = await validBody(ctx, pendingEnrollmentsBody);
  // Pending enrollments are read by the session's own e-mail address only.
  const { email } = ownDetails(ctx);
  if (!email || email.toLowerCase() !== body.emailId.toLowerCase()) throw new HttpError(403, NOT_YOURS);
  const rows = ctx.db.prepare('SELECT data FROM pending_enrollments WHERE lower(email) = lower(?)').all(email) as { data: string }[];
  return json({ data: { formData: rows.map((r) => JSON.parse(r.data) as unknown) } });
}

function medsuppApplication(ctx: Ctx) {
  const apps = repo.listMedsuppApplications(ctx.db, ownDetails(ctx).uuid);
  return json({ applications: apps.map((response) => ({ response })) });
}

export const enrollmentRoutes: Route[] = [
  { method: 'POST', pattern: '/shopper-profile/api/applications/status/v1/search', call: 'applications', api: true, handler: search },
  { method: 'POST', pattern: '/shopper-profile/api/applications/status/v1/lookup', call: 'applications', api: true, handler: lookup },
  { method: 'POST', pattern: '/online-enrollment/user/fetchEnrollmentDataByEmailId/:traceId/v1', call: 'pending', api: true, handler: pendingByEmail },
  { method: 'GET', pattern: '/landrover/api/enrollments/medsupp/v1', call: 'medsupp', api: true, handler: medsuppApplication },
];
