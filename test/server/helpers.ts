/**
 * Starts the reference backend for a spec: builds demo/.build/server.mjs,
 * then spawns it on a free port with its own temporary database. Also a
 * tiny cookie-keeping client, and persona sign-in through the real flow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let built: Promise<void> | undefined;

/** Newest modification time of the files under `dir`. */
function newest(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }, 0);
}

/**
 * Builds the server bundle unless it is newer than its sources: the Playwright workers run side by side, and a
 * bundle rewritten while another worker starts its server from it could be read half written.
 */
export function buildOnce(): Promise<void> {
  const bundle = path.join(root, 'demo/.build/server.mjs');
  const fresh = fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs > newest(path.join(root, 'demo/server'));
  built ??= fresh ? Promise.resolve() : import(path.join(root, 'scripts/build-server.mjs')).then((m: { buildServer: () => Promise<void> }) => m.buildServer());
  return built;
}

export class TestServer {
  baseUrl = '';
  private child: ChildProcess | undefined;
  /** What the server wrote to stderr (its logs of refused and failed requests). */
  logs = '';
  /** The line the server printed when it started listening. */
  startLine = '';

  constructor(readonly dbPath: string, readonly pagesDir: string, readonly env: Record<string, string> = {}, readonly node = process.execPath) {}

  /**
   * A server of its own; `env` adds settings (SP_QA, SP_ALLOWED_ORIGINS, SP_SESSION_IDLE_SECONDS, ...), `node` is the
   * Node binary that runs it (this one by default).
   */
  static async start(env: Record<string, string> = {}, node = process.execPath): Promise<TestServer> {
    await buildOnce();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-server-'));
    // Its own demo pages folder, so page tests do not depend on demo/pages.
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'pages/index.html'), '<!doctype html><title>QA console</title><h1>QA console</h1>');
    const server = new TestServer(path.join(dir, 'profile.db'), path.join(dir, 'pages'), env, node);
    await server.boot();
    return server;
  }

  async boot(): Promise<void> {
    const child = spawn(this.node, [path.join(root, 'demo/.build/server.mjs')], {
      env: { ...process.env, PORT: '0', SP_DB_PATH: this.dbPath, SP_PAGES_DIR: this.pagesDir, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      let started = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 15_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        started += chunk.toString();
        // The start line on stdout alone: the warnings on stderr may name other localhost ports.
        const port = /demo on http:\/\/localhost:(\d+)/.exec(started)?.[1];
        if (port) {
          this.startLine = started.trim();
          clearTimeout(timer);
          resolve(`http://localhost:${port}`);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        this.logs += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`server exited ${String(code)}: ${out}`)));
    });
  }

  /** Whether the process is still running (nothing a client sent stopped it). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.boot();
  }

  client(): Client {
    return new Client(this);
  }
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  ms: number;
}

/** fetch with a cookie jar, JSON in and out. */
export class Client {
  readonly cookies = new Map<string, string>();
  qa: string | undefined;

  constructor(private readonly server: TestServer) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const started = Date.now();
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.server.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...(this.qa ? { 'x-sp-qa': this.qa } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers, ms: Date.now() - started };
  }

  get = (path: string, headers?: Record<string, string>) => this.call('GET', path, undefined, headers);
  post = (path: string, body: unknown, headers?: Record<string, string>) => this.call('POST', path, body, headers);
  delete = (path: string) => this.call('DELETE', path);

  /** Signs in through /optumid-login -> code -> authValidate; answers the authValidate body. */
  async signIn(persona: string): Promise<{ uuid: string; agentUserName?: string; isNewOptumIdProfileCreated?: boolean }> {
    const chosen = await this.get(`/optumid-login/choose?persona=${persona}&returnUrl=%2Fprofile.html`);
    const code = new URL(chosen.headers.get('location') ?? '', 'http://x').searchParams.get('code') ?? '';
    const answer = await this.post('/landrover/api/apps/aarp/authValidate', {
      code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false,
    });
    if (answer.status !== 200) throw new Error(`authValidate ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as { uuid: string };
  }
}

export const PERSONA_UUID = {
  shopper: '5a1e0000-0000-4000-8000-000000000002',
  member: '5a1e0000-0000-4000-8000-000000000003',
  memberNoClaims: '5a1e0000-0000-4000-8000-000000000004',
  telesalesM: '5a1e0000-0000-4000-8000-000000000006',
  telesalesTpp: '5a1e0000-0000-4000-8000-000000000009',
} as const;

export const users = (uuid: string, rest: string): string => `/landrover/api/Users/${uuid}/${rest}`;

/**
 * Calls of spec §7.3 the reference backend answers (the site around the
 * profile makes them) that the library's client does not make, since no
 * screen of the profile area shows their answer: their paths live here.
 */
export const servicePaths = {
  planDetails: (year: number, planId: string) => `/planinfo/details/VPP/plan-years/${year}/plans/${planId}`,
  federalPlans: (planType: string) => `/planinfo/federal-plans/VPP/plan-types/${planType}`,
  lisData: (year: number, stateCode: string, fips: string) => `/planinfo/lis/VPP/plan-years/${year}/state-codes/${stateCode}/fips-county-codes/${fips}`,
  medsuppSearch: (zipCode: string) => `/medsupp/plans/v2/zip-codes/${zipCode}/products/MEDSUPP/search?benefitsSummaries=true`,
} as const;
