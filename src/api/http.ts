/**
 * The library's HTTP client: `send` sends a call through the one transport
 * (transport.ts: fetch with the hooks), counts it while in flight
 * (inFlight.ts), and turns any answer into an ApiResult: parsed by the
 * call's valibot schema, or a typed failure logged with the call's name
 * (errors.ts; spec §8).
 *
 * Design: the api layer never reads page config (that is src/state's atom).
 * `createHttp(settings)` takes everything as arguments and src/state builds it from the config atom, re-creating it when the base URL
 * or site id changes. Tests pass their own `fetch`.
 */
import * as v from 'valibot';
import { logger } from '../platform/logger';
import { sessionStorageAgentSession, type AgentSessionStore } from '../platform/agentSession';
import { describeError, logFailure } from './errors';
import { inFlightCounter } from './inFlight';
import { failure, success, type ApiFailure, type ApiResult } from './result';
import type { TrackingEnvironment } from './schemas/tracking';
import { readAnswer } from './schemas/reading';
import { createTransport, type HttpMethod, type RequestOptions, type TransportSettings } from './transport';

export interface ApiSettings extends TransportSettings {
  /** Labels tracking events and picks their topic (spec §9). */
  environment: TrackingEnvironment;
  /** Where the agent session value lives; default session storage. */
  agentSession?: AgentSessionStore;
}

export type SendOptions = RequestOptions;

export interface Http {
  readonly settings: ApiSettings;
  send<S extends v.GenericSchema>(
    call: string,
    schema: S,
    method: HttpMethod,
    path: string,
    options?: SendOptions,
  ): Promise<ApiResult<v.InferOutput<S>>>;
  /** How many calls are waiting for their answer now. */
  inFlight(): number;
  /** Resolves once no call is waiting for its answer (at once when none is). */
  quiet(): Promise<void>;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? undefined : JSON.parse(text);
}

export function createHttp(settings: ApiSettings): Http {
  const transport = createTransport(settings, settings.agentSession ?? sessionStorageAgentSession);
  const requests = inFlightCounter();
  async function send<S extends v.GenericSchema>(
    call: string,
    schema: S,
    method: HttpMethod,
    path: string,
    options: SendOptions = {},
  ): Promise<ApiResult<v.InferOutput<S>>> {
    let body: unknown;
    try {
      body = await requests.around(async () => readJsonBody(await transport(method, path, options)));
    } catch (error) {
      const described = describeError(call, error);
      logFailure(described);
      return failure(described);
    }
    const { parsed, unreadable } = readAnswer(schema, body);
    if (parsed.success && unreadable.length > 0) {
      // Once per answer, naming the call: what its tolerant parts left out (spec §8, a quiet logged fallback).
      logger.warn(`API call ${call} answered parts that could not be read; they were left out`, { call, unreadable });
    }
    if (parsed.success) return success(parsed.output);
    const described: ApiFailure = { kind: 'schema', call, message: 'Response does not match its schema' };
    logFailure(described, v.flatten(parsed.issues));
    return failure(described);
  }
  return { settings, send, inFlight: requests.count, quiet: requests.quiet };
}
