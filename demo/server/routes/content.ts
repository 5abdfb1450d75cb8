/**
 * GET JSON content fragments under /api/assets/MRD/content-fragments/ (spec §7.1),
 * and their Spanish variants under its `es/` language folder.
 */
import { CONTENT_FRAGMENTS, medsuppStateContent } from '../catalog/content';
import { spanishFragment, spanishMedsuppStateContent } from '../catalog/content.es';
import { json, notFound } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';

const ROOT = '/api/assets/MRD/content-fragments/';
const STATE = /^common-tools-vpp\/medsupp\/states\/([A-Z]{2})$/;

function fragmentBody(path: string): unknown {
  const spanish = path.startsWith('es/');
  const name = spanish ? path.slice('es/'.length) : path;
  const state = STATE.exec(name)?.[1];
  if (state) return spanish ? spanishMedsuppStateContent(state) : medsuppStateContent(state);
  return spanish ? spanishFragment(name) : CONTENT_FRAGMENTS[name];
}

function fragment(ctx: Ctx) {
  const body = fragmentBody(ctx.url.pathname.slice(ROOT.length).replace(/\.json$/, ''));
  return body ? json(body) : notFound('No such content fragment');
}

const PATTERNS = ['/api/assets/MRD/content-fragments/:a/:b', '/api/assets/MRD/content-fragments/:a/:b/:c', '/api/assets/MRD/content-fragments/:a/:b/:c/:d', '/api/assets/MRD/content-fragments/:a/:b/:c/:d/:e'];

export const contentRoutes: Route[] = PATTERNS.map((pattern) => ({ method: 'GET', pattern, call: 'content', api: true, handler: fragment }));
