import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { createHttp, type ApiSettings } from '../../src/api/http';
import { AGENT_SESSION_HEADER, SITE_ID_HEADER } from '../../src/api/transport';
import { createApi } from '../helpers/api';
import type { AgentSessionStore } from '../../src/platform/agentSession';
import { AGENT_SESSION_STORAGE_KEY } from '../../src/platform/agentSession';
import { captureLogs, fakeFetch, jsonResponse, type Answer } from './helpers';

const BASE = 'https://api.example.test/base';

function memorySession(initial?: string): AgentSessionStore & { value: string | undefined } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (next: string) => {
      store.value = next;
    },
    clear: () => {
      store.value = undefined;
    },
  };
  return store;
}

function setup(answer?: Answer, settings: Partial<ApiSettings> = {}) {
  const fake = fakeFetch(answer);
  const api = createApi({ baseUrl: BASE, siteId: 'aarpmedicareplans', environment: 'Dev', fetch: fake.fetch, agentSession: memorySession(), ...settings });
  return { api, requests: fake.requests };
}

describe('api http client', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => {
    logs = captureLogs();
  });
  afterEach(() => logs.stop());

  describe('agent session header', () => {
    it('is sent on the /landrover/api group when the agent flow has a session', async () => {
      const { api, requests } = setup(undefined, { agentSession: memorySession('agent-1') });
      await api.users.getProfile({ id: 'u1', type: 'all', planYear: 2025 });
      expect(requests[0]?.headers.get(AGENT_SESSION_HEADER)).to.equal('agent-1');
    });

    it('is not sent outside the /landrover/api group', async () => {
      const { api, requests } = setup(() => jsonResponse({ counties: [] }), { agentSession: memorySession('agent-1') });
      await api.geolocation.counties('10001');
      expect(requests[0]?.headers.has(AGENT_SESSION_HEADER)).to.equal(false);
    });

    it('is not sent when there is no stored session', async () => {
      const { api, requests } = setup();
      await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(requests[0]?.headers.has(AGENT_SESSION_HEADER)).to.equal(false);
    });

    it('is replaced by the value a response returns', async () => {
      const session = memorySession('agent-1');
      const { api, requests } = setup(() => jsonResponse({ uuid: 'u1' }, { headers: { [AGENT_SESSION_HEADER]: 'agent-2' } }), { agentSession: session });
      await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(session.value).to.equal('agent-2');
      await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(requests[1]?.headers.get(AGENT_SESSION_HEADER)).to.equal('agent-2');
    });

    it('is kept in session storage by default', async () => {
      sessionStorage.setItem(AGENT_SESSION_STORAGE_KEY, 'stored-agent');
      try {
        const fake = fakeFetch(() => jsonResponse({}, { headers: { [AGENT_SESSION_HEADER]: 'renewed-agent' } }));
        const api = createApi({ baseUrl: BASE, siteId: 's', environment: 'Dev', fetch: fake.fetch });
        await api.users.getProfile({ id: 'u1', type: 'all' });
        expect(fake.requests[0]?.headers.get(AGENT_SESSION_HEADER)).to.equal('stored-agent');
        expect(sessionStorage.getItem(AGENT_SESSION_STORAGE_KEY)).to.equal('renewed-agent');
      } finally {
        sessionStorage.removeItem(AGENT_SESSION_STORAGE_KEY);
      }
    });
  });

  describe('site-id header', () => {
    it('is sent on drug info and drug pricing calls', async () => {
      const { api, requests } = setup(() => jsonResponse({ drugs: [] }));
      await api.drugs.search({ isDCProfileDrugsFlow: true, drugs: [] });
      await api.drugs.estimatePlanCost({ zip: '10001', county: '061', pharmacy: { pharmacyNumber: '1' }, drugs: [], plans: [] });
      expect(requests.map((r) => r.headers.get(SITE_ID_HEADER))).to.deep.equal(['aarpmedicareplans', 'aarpmedicareplans']);
    });

    it('is not sent on other calls', async () => {
      const { api, requests } = setup(() => jsonResponse({ data: { plans: [] } }));
      await api.users.getProfile({ id: 'u1', type: 'all' });
      await api.planInfo.planProducts(2025, 'MAPD', 'NY', '061');
      await api.pharmacy.pharmacyData('123', 2025);
      expect(requests.map((r) => r.headers.has(SITE_ID_HEADER))).to.deep.equal([false, false, false]);
    });
  });

  describe('no-cache', () => {
    it('Users GETs carry Cache-Control and Pragma no-cache and use cache mode no-store', async () => {
      const { api, requests } = setup();
      await api.users.getProfile({ id: 'u1', type: 'plans', planYear: 2025 });
      const request = requests[0];
      expect(request?.headers.get('Cache-Control')).to.equal('no-cache');
      expect(request?.headers.get('Pragma')).to.equal('no-cache');
      expect(request?.cache).to.equal('no-store');
    });

    it('other GETs and Users POSTs keep the default cache behaviour', async () => {
      const { api, requests } = setup(() => jsonResponse({ counties: [] }));
      await api.geolocation.counties('10001');
      await api.users.updateProfile('u1', 'providers', { providersDetails: { providerIdList: [] }, isGuest: false }, 2025);
      expect(requests.map((r) => r.headers.has('Pragma'))).to.deep.equal([false, false]);
      expect(requests.map((r) => r.cache)).to.deep.equal(['default', 'default']);
    });
  });

  describe('invalid session', () => {
    it("calls onInvalidSession on a 401 carrying 'Invalid session' and returns an http failure", async () => {
      let calls = 0;
      const { api } = setup(() => jsonResponse({ message: 'Invalid session' }, { status: 401 }), { onInvalidSession: () => calls++ });
      const result = await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(calls).to.equal(1);
      expect(result).to.deep.equal({ ok: false, error: { kind: 'http', status: 401, call: 'users.get.all', message: 'HTTP 401' } });
    });

    it('does not call it on a 401 without that message, nor on other statuses', async () => {
      let calls = 0;
      const answers = [jsonResponse({ message: 'Unauthorized' }, { status: 401 }), jsonResponse({ message: 'Invalid session' }, { status: 500 })];
      const { api } = setup(() => answers.shift() ?? jsonResponse({}), { onInvalidSession: () => calls++ });
      await api.users.getProfile({ id: 'u1', type: 'all' });
      await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(calls).to.equal(0);
    });
  });

  describe('credentials', () => {
    it("logout is sent with credentials 'include'", async () => {
      const { api, requests } = setup(() => new Response(null, { status: 204 }));
      const result = await api.users.logout();
      expect(result).to.deep.equal({ ok: true, data: true });
      expect(requests[0]?.method).to.equal('DELETE');
      expect(requests[0]?.credentials).to.equal('include');
    });

    it("ordinary calls use the configured credentials mode, default 'same-origin'", async () => {
      const { api, requests } = setup();
      await api.users.getProfile({ id: 'u1', type: 'all' });
      expect(requests[0]?.credentials).to.equal('same-origin');
    });
  });

  describe('failures are returned, logged with the call name, never thrown', () => {
    it('a response that does not match its schema (a profile answer that is not an object)', async () => {
      const { api } = setup(() => jsonResponse(['not', 'a', 'profile']));
      const result = await api.users.getProfile({ id: 'u1', type: 'plans' });
      expect(result.ok).to.equal(false);
      if (!result.ok) expect(result.error).to.include({ kind: 'schema', call: 'users.get.plans' });
      expect(logs.entries.some((e) => e.level === 'error' && e.message.includes('users.get.plans'))).to.equal(true);
    });

    it('a body that is not JSON', async () => {
      const { api } = setup(() => new Response('<html>oops</html>', { status: 200 }));
      const result = await api.geolocation.counties('10001');
      expect(result.ok).to.equal(false);
      if (!result.ok) expect(result.error).to.include({ kind: 'schema', call: 'geolocation.counties' });
    });

    it('a network failure', async () => {
      const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      const result = await api.planInfo.planProducts(2025, 'MAPD', 'NY', '061');
      expect(result).to.deep.equal({ ok: false, error: { kind: 'network', call: 'planInfo.planProducts', message: 'Failed to fetch' } });
      expect(logs.entries.filter((e) => e.level === 'error').map((e) => e.message)).to.deep.equal(['API call planInfo.planProducts failed: Failed to fetch']);
    });

    it('a timeout', async () => {
      const { api } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 30 });
      const result = await api.pharmacy.pharmacyData('123', 2025);
      expect(result).to.deep.equal({ ok: false, error: { kind: 'timeout', call: 'pharmacy.pharmacyData', message: 'Request timed out' } });
    });

    it('an error status', async () => {
      const { api } = setup(() => jsonResponse({ error: 'boom' }, { status: 500 }));
      const result = await api.enrollments.medsuppApplication();
      expect(result).to.deep.equal({ ok: false, error: { kind: 'http', status: 500, call: 'enrollments.medsuppApplication', message: 'HTTP 500' } });
    });

    it('an error answer is read to its end, so the browser counts the request finished (a keepalive tracking call too)', async () => {
      const answer = jsonResponse({ error: 'boom' }, { status: 500 });
      const { api } = setup(() => answer);
      await api.enrollments.medsuppApplication();
      expect(answer.bodyUsed, 'the error body was left unread').to.equal(true);
    });

    it('a CMS read reports its timeout, error status and network failure the same way', async () => {
      const slow = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 30 });
      expect(await slow.api.content.fragment('profile')).to.deep.equal({ ok: false, error: { kind: 'timeout', call: 'content.profile', message: 'Request timed out' } });
      const failing = setup(() => jsonResponse({ error: 'boom' }, { status: 503 }));
      expect(await failing.api.content.fragment('suppression')).to.deep.equal({ ok: false, error: { kind: 'http', status: 503, call: 'content.suppression', message: 'HTTP 503' } });
      const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await offline.api.content.medsuppState('NY')).to.deep.equal({ ok: false, error: { kind: 'network', call: 'content.medsuppState', message: 'Failed to fetch' } });
    });

    it("an empty county list is a success logged 'No counties found for {zip}'", async () => {
      const { api } = setup(() => jsonResponse({ data: { counties: [] } }));
      const result = await api.geolocation.counties('99999');
      expect(result).to.deep.equal({ ok: true, data: [] });
      expect(logs.entries.map((e) => e.message)).to.include('No counties found for 99999');
    });
  });

  describe('request shape', () => {
    it('joins the base URL and the spec path, and sends JSON bodies', async () => {
      const fake = fakeFetch(() => jsonResponse({ isProfileMerged: true, remainingRetryCount: '2' }));
      const http = createHttp({ baseUrl: `${BASE}/`, siteId: 's', environment: 'Dev', fetch: fake.fetch, agentSession: memorySession() });
      const body = { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', dob: '01/02/1950', action: 's' };
      const result = await http.send('identity.merge', v.looseObject({ remainingRetryCount: v.pipe(v.string(), v.transform(Number)) }), 'post', '/landrover/api/profiles/merge/v1', { json: body });
      expect(fake.requests[0]?.url).to.equal(`${BASE}/landrover/api/profiles/merge/v1`);
      expect(await fake.requests[0]?.json()).to.deep.equal(body);
      expect(result).to.deep.equal({ ok: true, data: { isProfileMerged: true, remainingRetryCount: 2 } });
    });

    it('saved-item writes outlive the page (keepalive), except a body too large for the browser to let go on', async () => {
      const { api, requests } = setup(() => jsonResponse({}));
      await api.users.deleteSavedPlan('u1', 2026, 'H1-001-000');
      await api.users.deleteItem('u1', 'drugs', 'd1', 2026);
      await api.users.updateProfile('u1', 'medsuppPlans', { medsuppData: { zipCode: '10001' }, isGuest: false }, 2026);
      // Browsers allow 64 KiB of keepalive bodies in flight per page and refuse the request outright past it.
      const drugs = Array.from({ length: 600 }, (_, i) => ({ drugName: `Drug número ${i} `.repeat(8) }));
      await api.users.updateProfile('u1', 'drugs', { drugsAndPharmacyDetails: { drugInfoDetails: drugs }, isGuest: false } as never, 2026);
      expect(requests.map((r) => [r.method, r.keepalive])).to.deep.equal([['DELETE', true], ['DELETE', true], ['POST', true], ['POST', false]]);
      expect((await requests[3]!.text()).length).to.be.above(64 * 1024);
    });
  });
});

describe('application status failures', () => {
  it("log the spec's text 'Some error occured while fetching OLE application status.'", async () => {
    const logs = captureLogs();
    try {
      const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
      const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
      const result = await api.enrollments.searchApplicationStatus('1EG4TE5MK73');
      expect(result.ok).to.equal(false);
      expect(logs.entries.map((e) => e.message)).to.include('Some error occured while fetching OLE application status.');
    } finally {
      logs.stop();
    }
  });

  it('a successful search answers data.applications', async () => {
    const fake = fakeFetch(() => jsonResponse({ data: { applications: [{ imageId: 'WS1', stateCode: 12 }] } }));
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
    expect(await api.enrollments.searchApplicationStatus('1EG4TE5MK73')).to.deep.equal({ ok: true, data: [{ imageId: 'WS1', stateCode: 12 }] });
  });
});
