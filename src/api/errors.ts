/**
 * The transport's typed errors and how a failed call is reported: every
 * failure becomes an ApiFailure naming the call, and is logged (spec §8:
 * failures are logged, the flow continues).
 */
import { logger } from '../platform/logger';
import type { ApiFailure } from './result';

/** An answer whose status is not 2xx. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** No answer within the call's time limit (the request is aborted). */
export class RequestTimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'RequestTimeoutError';
  }
}

export function describeError(call: string, error: unknown): ApiFailure {
  if (error instanceof HttpStatusError) return { kind: 'http', status: error.status, call, message: error.message };
  if (error instanceof RequestTimeoutError) return { kind: 'timeout', call, message: error.message };
  if (error instanceof SyntaxError) return { kind: 'schema', call, message: 'Response is not JSON' };
  return { kind: 'network', call, message: error instanceof Error ? error.message : String(error) };
}

/** Logs a failed call with its name (spec §8: failures are logged, the flow continues). */
export function logFailure(error: ApiFailure, detail?: unknown): void {
  logger.error(`API call ${error.call} failed: ${error.message}`, { ...error, ...(detail === undefined ? {} : { detail }) });
}
