import type { IncomingMessage } from 'node:http';
import { BODY_LIMITS, edgeIssues, nestsDeeperThan } from '../validation/edge';
import { check, type Issue, type Rule } from '../validation/rules';
import { HttpError, type Ctx } from './types';

const TOO_LARGE = { error: 'Request body too large', issues: [{ path: '', message: `must be at most ${BODY_LIMITS.bytes} bytes` }] };

/** The body as text; one over the byte limit is refused as soon as that shows (by its Content-Length, or while it arrives). */
export async function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length']) > BODY_LIMITS.bytes) throw new HttpError(413, TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > BODY_LIMITS.bytes) throw new HttpError(413, TOO_LARGE);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client went away or timed out mid-body: nothing to store.
    throw new HttpError(400, { error: 'Request body could not be read', issues: [] });
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as JSON, its nesting checked on the text first; a 400 when it is not JSON or nests too deeply. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, BODY_LIMITS.depth)) {
    throw new HttpError(400, { error: 'Request body nested too deeply', issues: [{ path: '', message: `must nest at most ${BODY_LIMITS.depth} levels` }] });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON body', issues: [] });
  }
}

const shown = (issues: Issue[]) => issues.map(({ path, message }) => ({ path, message }));

/**
 * Reads and checks the request body: a list over its limit first (413 at
 * once, its items never looked at), then the edge checks on every key and
 * value (validation/edge.ts), then the route's own rule; what fails is
 * refused with 400 {error, issues}.
 */
export async function validBody<T>(ctx: Ctx, rule: Rule<T>): Promise<T> {
  const body = await ctx.json();
  const result = check(rule, body);
  if (!result.ok && result.issues.some((issue) => issue.limit)) throw new HttpError(413, { error: 'Too many items', issues: shown(result.issues.filter((issue) => issue.limit)) });
  const edge = edgeIssues(body);
  if (edge.length) throw new HttpError(400, { error: 'Invalid request body', issues: edge });
  if (!result.ok) throw new HttpError(400, { error: 'Invalid request body', issues: shown(result.issues) });
  return result.value;
}
