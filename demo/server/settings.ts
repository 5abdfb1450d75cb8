/**
 * What the process reads from its environment, checked once at start.
 * The demo (`npm start`) keeps QA on; `SP_MODE=production` is the
 * production-like mode: QA off whatever SP_QA says, and the strict
 * Content-Security-Policy unless SP_CSP says otherwise.
 */
import type { CspMode } from './qa';
import { readCspMode } from './qa';

export type Mode = 'demo' | 'production';

export interface ServerSettings {
  /** Interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  port: number;
  mode: Mode;
  /** QA routes, persona sign-in by URL and the switches (SP_QA=off turns them off). */
  qa: boolean;
  /** Origins besides the server's own that may call with credentials (SP_ALLOWED_ORIGINS, comma list). */
  allowedOrigins: ReadonlySet<string>;
  /**
   * A session ends after this long without a request. Longer than the
   * library's own time-out (9000 s idle plus the 2-minute warning), so the
   * user-facing time-out stays the library's pop-up.
   */
  sessionIdleSeconds: number;
  /** ... and this long after sign-in, however active. */
  sessionMaxSeconds: number;
  /** A request must arrive whole (headers and body) within this (slow senders are cut off). */
  requestTimeoutMs: number;
  defaultCsp: CspMode;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  host: '127.0.0.1',
  port: 8080,
  mode: 'demo',
  qa: true,
  allowedOrigins: new Set(),
  sessionIdleSeconds: 3 * 60 * 60,
  sessionMaxSeconds: 12 * 60 * 60,
  requestTimeoutMs: 15_000,
  defaultCsp: 'off',
};

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number, problems: string[]): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value > 0) return value;
  problems.push(`${name}=${text} is not a whole number above 0; using ${fallback}`);
  return fallback;
}

/** Each entry as an origin (scheme://host[:port]); anything else is reported and left out. */
function origins(text: string | undefined, problems: string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const url = URL.parse(entry);
    const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (url && bare) out.add(url.origin);
    else problems.push(`SP_ALLOWED_ORIGINS: '${entry}' is not an origin such as https://www.example.com; left out`);
  }
  return out;
}

function port(env: Env, problems: string[]): number {
  const text = env.PORT;
  if (text === undefined || text === '') return DEFAULT_SETTINGS.port;
  const value = Number(text);
  if (Number.isInteger(value) && value >= 0 && value <= 65535) return value;
  problems.push(`PORT=${text} is not a port; using ${DEFAULT_SETTINGS.port}`);
  return DEFAULT_SETTINGS.port;
}

/** The settings and what was wrong with the environment (the caller logs it). */
export function readSettings(env: Env): { settings: ServerSettings; problems: string[] } {
  const problems: string[] = [];
  const mode: Mode = env.SP_MODE === 'production' ? 'production' : 'demo';
  if (env.SP_MODE && env.SP_MODE !== 'production' && env.SP_MODE !== 'demo') problems.push(`SP_MODE=${env.SP_MODE} is neither demo nor production; using demo`);
  const qaOff = env.SP_QA === 'off';
  if (env.SP_QA && env.SP_QA !== 'off' && env.SP_QA !== 'on') problems.push(`SP_QA=${env.SP_QA} is neither on nor off; QA stays ${mode === 'production' ? 'off' : 'on'}`);
  if (mode === 'production' && env.SP_QA === 'on') problems.push('SP_QA=on is ignored in SP_MODE=production: QA is off there');
  const settings: ServerSettings = {
    host: env.HOST || DEFAULT_SETTINGS.host,
    port: port(env, problems),
    mode,
    qa: mode === 'demo' && !qaOff,
    allowedOrigins: origins(env.SP_ALLOWED_ORIGINS, problems),
    sessionIdleSeconds: positiveInteger(env, 'SP_SESSION_IDLE_SECONDS', DEFAULT_SETTINGS.sessionIdleSeconds, problems),
    sessionMaxSeconds: positiveInteger(env, 'SP_SESSION_MAX_SECONDS', DEFAULT_SETTINGS.sessionMaxSeconds, problems),
    requestTimeoutMs: positiveInteger(env, 'SP_REQUEST_TIMEOUT_MS', DEFAULT_SETTINGS.requestTimeoutMs, problems),
    defaultCsp: readCspMode(env.SP_CSP) ?? (mode === 'production' ? 'strict' : 'off'),
  };
  return { settings, problems };
}
