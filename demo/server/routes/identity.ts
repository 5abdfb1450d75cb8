/** Telesales merge, member-items import and the reminder e-mail stop (spec §7.2). */
import { inTransaction } from '../db/open';
import { addEvent } from '../db/repo';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { HttpError, type Ctx } from '../http/types';
import { readProfile } from '../services/profile';
import { activePlanYear } from '../../../src/domain/planYear';
import { attemptMerge, importMemberItems } from '../services/identity';
import { originAllowed } from '../http/origins';
import { readIdentity, requireSignedIn } from '../session';
import { importBody, mergeBody, reminderEmailBody } from '../validation/requests';

async function merge(ctx: Ctx) {
  const uuid = requireSignedIn(ctx);
  const body = await validBody(ctx, mergeBody);
  return inTransaction(ctx.db, () => {
    const outcome = attemptMerge(ctx.db, uuid, body);
    if (outcome.kind === 'no-telesales') return json({ error: 'No telesales profile to merge', issues: [] }, 404);
    const mergedProfile = outcome.isProfileMerged ? readProfile(ctx.db, uuid, { type: 'all', year: activePlanYear(ctx.now()) }) : undefined;
    return json({ isProfileMerged: outcome.isProfileMerged, ...(mergedProfile ? { mergedProfile } : {}), remainingRetryCount: outcome.remainingRetryCount });
  });
}

async function importItems(ctx: Ctx) {
  const uuid = requireSignedIn(ctx);
  const body = await validBody(ctx, importBody);
  if (uuid !== body.uuid) throw new HttpError(401, { message: 'Invalid session' });
  // QA fault import-empty: the member import answers with no summary (the client then tries the alternate import).
  if (ctx.qa.faults.has('import-empty')) return json({});
  const summary = inTransaction(ctx.db, () => importMemberItems(ctx.db, body.uuid, body.triggeredBy, ctx.now()));
  // A non-member has nothing to import: no importSummaryData (the client then tries the alternate import, spec §4.3).
  return json(summary ? { importSummaryData: summary } : {});
}

/** The alternate import for a member category (spec §4.3); only health-ID members ('hsid') have one. */
async function importItemsForCategory(ctx: Ctx) {
  const uuid = requireSignedIn(ctx);
  const body = await validBody(ctx, importBody);
  if (uuid !== body.uuid) throw new HttpError(401, { message: 'Invalid session' });
  if (ctx.params.category !== 'hsid') return json({});
  const summary = inTransaction(ctx.db, () => importMemberItems(ctx.db, body.uuid, body.triggeredBy, ctx.now(), 'hsid'));
  return json(summary ? { importSummaryData: summary } : {});
}

async function reminderEmail(ctx: Ctx) {
  const body = await validBody(ctx, reminderEmailBody((origin) => originAllowed(origin, ctx.req, ctx.settings.allowedOrigins)));
  addEvent(ctx.db, 'reminder-email-stop', readIdentity(ctx).uuid || undefined, body);
  return json({ success: true });
}

export const identityRoutes: Route[] = [
  { method: 'POST', pattern: '/landrover/api/profiles/merge/v1', call: 'merge', api: true, handler: merge },
  { method: 'POST', pattern: '/landrover/api/profiles/import/member-items/v1', call: 'import', api: true, handler: importItems },
  { method: 'POST', pattern: '/landrover/api/profiles/import/member-items/:category/v1', call: 'import-alternate', api: true, handler: importItemsForCategory },
  { method: 'POST', pattern: '/EmailWAR/emailrest/profile/email/v1', call: 'email', api: true, handler: reminderEmail },
];
