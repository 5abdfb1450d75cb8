import type { IncomingMessage } from 'node:http';
import * as v from 'valibot';
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

/** Reads and validates the request body; a body that fails the schema is refused with 400 {error, issues}. */
export async function validBody<S extends v.GenericSchema>(ctx: Ctx, schema: S): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await ctx.json());
  if (!result.success) {
    const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
    throw new HttpError(400, { error: 'Invalid request body', issues });
  }
  return result.output;
}
