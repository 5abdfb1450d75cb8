/** GET JSON content fragments under /api/assets/MRD/content-fragments/ (spec §7.1). */
import { CONTENT_FRAGMENTS, medsuppStateContent } from '../catalog/content';
import { json, notFound } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';

const ROOT = '/api/assets/MRD/content-fragments/';

function fragment(ctx: Ctx) {
  const name = ctx.url.pathname.slice(ROOT.length).replace(/\.json$/, '');
  const state = /^common-tools-vpp\/medsupp\/states\/([A-Z]{2})$/.exec(name);
  const body = state ? medsuppStateContent(state[1] ?? '') : CONTENT_FRAGMENTS[name];
  return body ? json(body) : notFound('No such content fragment');
}

const PATTERNS = ['/api/assets/MRD/content-fragments/:a/:b', '/api/assets/MRD/content-fragments/:a/:b/:c', '/api/assets/MRD/content-fragments/:a/:b/:c/:d'];

export const contentRoutes: Route[] = PATTERNS.map((pattern) => ({ method: 'GET', pattern, call: 'content', api: true, handler: fragment }));
