/** Tracking endpoints: accept, validate and store each event (read back at GET /qa/events). */
import { addEvent } from '../db/repo';
import { validBody } from '../http/body';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { domoBody, trackingBody } from '../validation/requests';

async function gpdEvent(ctx: Ctx) {
  const body = await validBody(ctx, trackingBody);
  addEvent(ctx.db, 'gpdCustomEvent', body.message.uuid || undefined, body);
  return json({ success: true });
}

async function domoEvent(ctx: Ctx) {
  const body = await validBody(ctx, domoBody);
  addEvent(ctx.db, 'domo', body.uuid || undefined, body);
  return json({ success: true });
}

export const trackingRoutes: Route[] = [
  { method: 'POST', pattern: '/gpdCustomEvent', call: 'tracking', api: true, handler: gpdEvent },
  { method: 'POST', pattern: '/shopper-profile/api/domo/v1', call: 'tracking', api: true, handler: domoEvent },
];
