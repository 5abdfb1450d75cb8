import type { IncomingMessage } from 'node:http';
import { BODY_LIMITS, edgeIssues, nestsDeeperThan } from '../validation/edge';
import { check, type Rule } from '../validation/rules';
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

/** JSON that passes the edge checks (validation/edge.ts), or a 400 naming what is wrong. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, BODY_LIMITS.depth)) {
    throw new HttpError(400, { error: 'Request body nested too deeply', issues: [{ path: '', message: `must nest at most ${BODY_LIMITS.depth} levels` }] });
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON body', issues: [] });
  }
  const issues = edgeIssues(value);
  if (issues.length) throw new HttpError(400, { error: 'Invalid request body', issues });
  return value;
}

/** Reads and checks the request body with the server's own rule; a body that fails is refused with 400 {error, issues}, or 413 when it lists more than a limit allows. */
export async function validBody<T>(ctx: Ctx, rule: Rule<T>): Promise<T> {
  const result = check(rule, await ctx.json());
  if (!result.ok) {
    const tooMany = result.issues.some((issue) => issue.limit);
    throw new HttpError(tooMany ? 413 : 400, { error: tooMany ? 'Too many items' : 'Invalid request body', issues: result.issues.map(({ path, message }) => ({ path, message })) });
  }
  return result.value;
}
