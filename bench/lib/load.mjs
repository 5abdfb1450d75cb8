/**
 * The backend under load: 50 users at once, each signed in with a session of
 * its own (five to a profile, over the ten signed-in personas), for 30 s.
 * Each user reads its whole profile (the profile page's one request), saves
 * a drug of its own, and removes the oldest of its drugs once it keeps ten,
 * with a pause of 0.5 to 1.5 s between actions (a brisk person: an action a
 * second, every one of the 50 at once); a read follows every save and must
 * show it. At the end every
 * profile is read once more: every drug a user saved and did not remove must
 * be there, every one it removed gone. A lost write is an acknowledged save
 * missing from a later read, or a removal that comes back.
 *
 * The load generator runs on the same machine as the server (one keep-alive
 * connection per user), so the times include its own share of the CPU.
 *
 * Budgets (`--check`): no errors (every answer 2xx), no lost writes, p99
 * under 250 ms.
 */
import http from 'node:http';

export const LOAD = { users: 50, seconds: 30, thinkMs: [500, 1500], keep: 10 };
export const LOAD_BUDGETS = { errors: 0, lostWrites: 0, p99Ms: 250 };

const PERSONAS = ['shopper', 'shopper-applied', 'member', 'member-noclaims', 'base-account', 'telesales-m', 'telesales-p', 'telesales-tpm', 'telesales-tpp', 'agent'];

function call(agent, base, method, path, { cookie, body } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(new URL(path, base), {
      method, agent,
      headers: { ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    req.end(payload);
  });
}

const cookieOf = (headers) => (headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).filter((pair) => !/=$/.test(pair)).join('; ');

/** Signs in through the real flow (sign-in choice, one-time code, authValidate): a session of its own. */
async function signIn(agent, base, persona) {
  const chosen = await call(agent, base, 'GET', `/optumid-login/choose?persona=${persona}&returnUrl=%2Fprofile.html`);
  const code = new URL(chosen.headers.location, base).searchParams.get('code');
  const validated = await call(agent, base, 'POST', '/landrover/api/apps/aarp/authValidate', { body: { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false } });
  if (validated.status !== 200) throw new Error(`sign-in as ${persona}: ${validated.status} ${validated.text}`);
  return { uuid: JSON.parse(validated.text).uuid, cookie: cookieOf(validated.headers) };
}

const drugIds = (text) => JSON.parse(text).drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugId);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Signs a user in and reads its profile once (the page it lands on), before the clock starts. */
async function arrive(n, base, year) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const me = await signIn(agent, base, PERSONAS[n % PERSONAS.length]);
  await call(agent, base, 'GET', `/landrover/api/Users/${me.uuid}/all/${year}`, { cookie: me.cookie });
  return { agent, me };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, LOAD.thinkMs[0] + Math.random() * (LOAD.thinkMs[1] - LOAD.thinkMs[0])));

async function user(n, { agent, me }, base, year, until, stats) {
  // People do not act in step: each starts somewhere in its first pause.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * LOAD.thinkMs[1]));
  const kept = [];
  const removed = [];
  let next = 0;
  const record = (answer, kind) => {
    stats.times.push(answer.ms);
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    if (answer.status < 200 || answer.status > 299) stats.errors.push(`${kind} ${answer.status} ${answer.error ?? answer.text?.slice(0, 120) ?? ''}`);
    return answer;
  };
  const read = async () => record(await call(agent, base, 'GET', `/landrover/api/Users/${me.uuid}/all/${year}`, { cookie: me.cookie }), 'read');
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.6) {
      await read();
    } else if (roll < 0.85 || kept.length === 0) {
      const drugId = `LOAD-${n}-${next++}`;
      const body = { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: `Load drug ${drugId}`, drugId, drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' }] }, isGuest: false };
      const saved = record(await call(agent, base, 'POST', `/landrover/api/Users/${me.uuid}/drugs/${year}`, { cookie: me.cookie, body }), 'save');
      if (saved.status === 200) {
        kept.push(drugId);
        const after = await read();
        if (after.status === 200 && !drugIds(after.text).includes(drugId)) stats.lost.push(`${drugId} missing from the read after its save`);
      }
      if (kept.length > LOAD.keep) {
        const oldest = kept.shift();
        const gone = record(await call(agent, base, 'DELETE', `/landrover/api/Users/${me.uuid}/drugs/${oldest}/${year}`, { cookie: me.cookie }), 'remove');
        if (gone.status === 200) removed.push(oldest);
        else kept.unshift(oldest);
      }
    }
    await pause();
  }
  const final = await call(agent, base, 'GET', `/landrover/api/Users/${me.uuid}/drugs/${year}`, { cookie: me.cookie });
  const stored = new Set(final.status === 200 ? drugIds(final.text) : []);
  for (const id of kept) if (!stored.has(id)) stats.lost.push(`${id} saved and never removed, missing at the end`);
  for (const id of removed) if (stored.has(id)) stats.lost.push(`${id} removed, back at the end`);
  stats.writes += kept.length + removed.length;
  agent.destroy();
}

/** Runs the load against a server at `base`; answers the figures (times in ms). */
export async function loadRun(base, { year = 2026, users = LOAD.users, seconds = LOAD.seconds } = {}) {
  const stats = { times: [], errors: [], lost: [], byKind: {}, writes: 0 };
  const arrived = await Promise.all(Array.from({ length: users }, (_, n) => arrive(n, base, year)));
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(arrived.map((session, n) => user(n, session, base, year, until, stats)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...stats.times].sort((a, b) => a - b);
  return {
    users, seconds,
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    byKind: stats.byKind,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? null,
    errors: stats.errors.length,
    errorSamples: stats.errors.slice(0, 5),
    writesChecked: stats.writes,
    lostWrites: stats.lost.length,
    lostSamples: stats.lost.slice(0, 5),
  };
}

export function loadChecks(load, check) {
  if (!load) return [];
  return [
    check(`load, ${load.users} users for ${load.seconds} s: errors`, `= ${LOAD_BUDGETS.errors}`, `${load.errors}${load.errorSamples.length ? ` (${load.errorSamples.join('; ')})` : ''}`, load.errors === LOAD_BUDGETS.errors),
    check(`load: lost writes (of ${load.writesChecked} saves and removals)`, `= ${LOAD_BUDGETS.lostWrites}`, `${load.lostWrites}${load.lostSamples.length ? ` (${load.lostSamples.join('; ')})` : ''}`, load.lostWrites === LOAD_BUDGETS.lostWrites),
    check('load: p99 of every answer', `< ${LOAD_BUDGETS.p99Ms} ms`, `${load.p99Ms?.toFixed(1)} ms`, load.p99Ms !== null && load.p99Ms < LOAD_BUDGETS.p99Ms),
  ];
}

export function loadTable(load) {
  if (!load) return '';
  const ms = (v) => (typeof v === 'number' ? `${v.toFixed(1)} ms` : '-');
  return [
    `backend load: ${load.users} users at once for ${load.seconds} s (reads, saves, removals; ${LOAD.thinkMs.join('-')} ms between actions)`,
    `  requests ${load.requests} (${load.perSecond.toFixed(0)}/s: ${Object.entries(load.byKind).map(([k, v]) => `${k} ${v}`).join(', ')})`,
    `  p50 ${ms(load.p50Ms)}, p90 ${ms(load.p90Ms)}, p99 ${ms(load.p99Ms)}, max ${ms(load.maxMs)}`,
    `  errors ${load.errors}, lost writes ${load.lostWrites} (of ${load.writesChecked} checked)`,
  ].join('\n');
}
