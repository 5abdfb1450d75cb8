/**
 * The one logger every "logged only" case of spec §8 goes through. Entries go
 * to the console (prefixed) and to subscribers such as the demo's QA log.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  detail?: unknown;
  time: number;
}

type Sink = (entry: LogEntry) => void;

const sinks = new Set<Sink>();
const PREFIX = '[shopper-profile]';

function write(level: LogLevel, message: string, detail?: unknown): void {
  const entry: LogEntry = { level, message, detail, time: performance.timeOrigin + performance.now() };
  const args = detail === undefined ? [PREFIX, message] : [PREFIX, message, detail];
  if (level !== 'debug') console[level](...args);
  for (const sink of sinks) {
    try {
      sink(entry);
    } catch {
      // A broken subscriber must never break the caller.
    }
  }
}

const warnedOnce = new Set<string>();

export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
  /** Warns only the first time this exact message is seen on the page. */
  warnOnce(message: string, detail?: unknown): void {
    if (warnedOnce.has(message)) return;
    warnedOnce.add(message);
    write('warn', message, detail);
  },
  subscribe(sink: Sink): () => void {
    sinks.add(sink);
    return () => sinks.delete(sink);
  },
};
