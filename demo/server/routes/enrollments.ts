/** Application status (search by mbi, lookup by confirmation numbers), pending enrollments by e-mail, medsupp application. */
import * as repo from '../db/repo';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { readIdentity } from '../session';
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

async function search(ctx: Ctx) {
  const body = await validBody(ctx, applicationSearchBody);
  const rows = ctx.db.prepare('SELECT * FROM application_status WHERE mbi = ? ORDER BY confirmation_no LIMIT ?').all(body.mbi, body.pageSize) as StatusRow[];
  return json({ data: { applications: rows.map((r) => statusItem(ctx.db, r)) } });
}

async function lookup(ctx: Ctx) {
  const body = await validBody(ctx, applicationLookupBody);
  const find = ctx.db.prepare('SELECT * FROM application_status WHERE confirmation_no = ?');
  const rows = body.confirmationNumbers.map((n) => find.get(n) as StatusRow | undefined).filter((r) => r !== undefined);
  return json({ data: { applications: rows.map((r) => statusItem(ctx.db, r)) } });
}

async function pendingByEmail(ctx: Ctx) {
  const body = await validBody(ctx, pendingEnrollmentsBody);
  const rows = ctx.db.prepare('SELECT data FROM pending_enrollments WHERE lower(email) = lower(?)').all(body.emailId) as { data: string }[];
  return json({ data: { formData: rows.map((r) => JSON.parse(r.data) as unknown) } });
}

function medsuppApplication(ctx: Ctx) {
  const identity = readIdentity(ctx.cookies);
  if (identity.isGuest) throw new HttpError(401, { message: 'Invalid session' });
  const apps = repo.listMedsuppApplications(ctx.db, identity.uuid);
  return json({ applications: apps.map((response) => ({ response })) });
}

export const enrollmentRoutes: Route[] = [
  { method: 'POST', pattern: '/shopper-profile/api/applications/status/v1/search', call: 'applications', api: true, handler: search },
  { method: 'POST', pattern: '/shopper-profile/api/applications/status/v1/lookup', call: 'applications', api: true, handler: lookup },
  { method: 'POST', pattern: '/online-enrollment/user/fetchEnrollmentDataByEmailId/:traceId/v1', call: 'pending', api: true, handler: pendingByEmail },
  { method: 'GET', pattern: '/landrover/api/enrollments/medsupp/v1', call: 'medsupp', api: true, handler: medsuppApplication },
];
