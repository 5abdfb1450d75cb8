import type { IncomingMessage } from 'node:http';
import { check, type Rule } from '../validation/rules';
import { HttpError, type Ctx } from './types';

const MAX_BODY_BYTES = 1_000_000;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { error: 'Request body too large', issues: [] });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON body', issues: [] });
  }
}

/** Reads and checks the request body with the server's own rule; a body that fails is refused with 400 {error, issues}. */
export async function validBody<T>(ctx: Ctx, rule: Rule<T>): Promise<T> {
  const result = check(rule, await ctx.json());
  if (!result.ok) throw new HttpError(400, { error: 'Invalid request body', issues: result.issues });
  return result.value;
}
