// A host page whose API is on another origin (docs/hosts.md): the page cannot read the API's
// cookies, so it asks the API who is signed in (GET /landrover/api/session/v1) and writes no identity cookie of its
// own. Shown through <sp-profile> and <sp-toast> with the backend stubbed; the page's own cookies are empty, as a
// host origin's are.
import { expect } from '@open-wc/testing';
import '../../elements/sp-profile';
import '../../elements/sp-toast';
import { logger, type LogEntry } from '../../src/platform/logger';
import type { ConfigPatch } from '../../src/state/config';
import { profileStatusAtom } from '../../src/state/profile';
import { sessionAtom, sessionKnownAtom } from '../../src/state/session';
import { getStore } from '../../src/state/store';
import { EMPTY_CONTENT, plan, profilePage, UUID } from '../components/profile/profilePage';
import { stubFetch, type FetchStub, type Route } from '../helpers/fetch';
import { freshPage, leavePage, placeElement, recordCookieWrites, signIn } from '../helpers/page';
import { queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

const API = 'https://api.example.com';
const SESSION_PATH = '/landrover/api/session/v1';
const MEMBER = profilePage('member').profile!;
const signedInAnswer = (extra: Record<string, unknown> = {}) => ({ uuid: UUID, isGuest: false, isCSRLogin: false, ...extra });
const GUEST_ANSWER = { uuid: '', isGuest: true, isCSRLogin: false };

interface HostOptions {
  /** The session call's route (its answer, or a failure). */
  session: Partial<Route>;
  routes?: Route[];
  config?: ConfigPatch;
  url?: string;
}

let stopRecording = () => {};

/** A fresh host page on this origin with its API at API; the backend answers the session call and the member's profile. */
function hostPage({ session, routes = [], config = { apiBaseUrl: API }, url }: HostOptions): { server: FetchStub; cookieWrites: string[] } {
  freshPage({ config, ...(url ? { url } : {}) });
  const recording = recordCookieWrites();
  stopRecording = recording.stop;
  const server = stubFetch([
    ...routes,
    { method: 'GET', path: SESSION_PATH, ...session },
    { method: 'GET', path: new RegExp(`/landrover/api/Users/${UUID}/all/\\d+`), json: MEMBER },
    { method: 'GET', path: /\/landrover\/api\/Users\/guest\/all\//, json: { uuid: '' } },
    ...EMPTY_CONTENT,
  ]);
  return { server, cookieWrites: recording.writes };
}

const identityCookieWrites = (writes: string[]) => writes.filter((text) => /^sp-(identity|user-id)=/.test(text));
const sessionCalls = (server: FetchStub) => server.requests.filter((r) => r.url.pathname === SESSION_PATH);
const profileCalls = (server: FetchStub) => server.requests.filter((r) => r.url.pathname.startsWith('/landrover/api/Users/'));

async function showProfile(title: 'Your account' | 'Your guest account') {
  return placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'heading', title));
}

function captureLogs(): { logged: LogEntry[]; stop: () => void } {
  const logged: LogEntry[] = [];
  return { logged, stop: logger.subscribe((entry) => logged.push(entry)) };
}

describe('who is signed in, on a host page whose API is on another origin', () => {
  afterEach(() => {
    stopRecording();
    leavePage();
  });

  it('the API\'s answer signs the shopper in: the profile loads by the answered uuid from the API\'s origin, and no identity cookie is written on the host', async () => {
    const { server, cookieWrites } = hostPage({ session: { json: signedInAnswer() } });
    const { root } = await showProfile('Your account');
    await waitFor(() => queryByRole(root, 'heading', 'Hello, Maria'), 'no greeting by first name');
    const [asked] = sessionCalls(server);
    expect(asked?.url.origin).to.equal(API);
    expect(asked?.headers.get('cache-control'), 'asked past any cache').to.equal('no-cache');
    expect(profileCalls(server).map((r) => r.url.href)).to.deep.equal([`${API}/landrover/api/Users/${UUID}/all/2026`]);
    expect(getStore().get(sessionAtom)).to.include({ uuid: UUID, isGuest: false, isCloaked: false });
    expect(identityCookieWrites(cookieWrites)).to.deep.equal([]);
  });

  it('the API\'s guest answer is a guest: the guest title with the plans kept in this browser, and no guest cookie on the host', async () => {
    const { server, cookieWrites } = hostPage({ session: { json: GUEST_ANSWER } });
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: { zipCode: '10001', plans: [plan('H1234-001-000', 'MAPD')], savedPlans: '' } }));
    const { root } = await showProfile('Your guest account');
    expect(queryByRole(root, 'heading', 'Hello, Maria')).to.equal(null);
    expect(getStore().get(sessionAtom).isGuest).to.equal(true);
    expect(profileCalls(server).map((r) => r.url.pathname)).to.deep.equal(['/landrover/api/Users/guest/all/2026']);
    expect(identityCookieWrites(cookieWrites)).to.deep.equal([]);
  });

  it('a support-agent answer is a cloaked session: no back link', async () => {
    hostPage({ session: { json: signedInAnswer({ isCSRLogin: 'true' }) } });
    const { root } = await showProfile('Your account');
    expect(getStore().get(sessionAtom).isCloaked).to.equal(true);
    expect(queryByRole(root, 'link', 'Return to plans')).to.equal(null);
  });

  it('a second user in the same browser: when the API names someone else, what the first user left goes before their page shows', async () => {
    hostPage({ session: { json: signedInAnswer() } });
    localStorage.setItem('sp.owner', 'u-first-user');
    localStorage.setItem('sp.planYear', '2027');
    localStorage.setItem('host.own-key', 'kept');
    await showProfile('Your account');
    expect(localStorage.getItem('sp.owner')).to.equal(UUID);
    expect(localStorage.getItem('sp.planYear'), 'the first user\'s choice was read by the second').to.equal(null);
    expect(localStorage.getItem('host.own-key')).to.equal('kept');
  });

  for (const [what, route] of [
    ['fails', { status: 500 }],
    ['answers HTML', { body: '<!doctype html><title>Sign in</title>', headers: { 'content-type': 'text/html' } }],
    ['does not say whether the user is a guest', { json: { uuid: UUID } }],
    ['names no one with a wrong type', { json: { uuid: 42, isGuest: 'maybe' } }],
  ] as const) {
    it(`when the session call ${what}, the page shows no one's data, claims and writes nothing, and logs why`, async () => {
      const logs = captureLogs();
      try {
        const { server, cookieWrites } = hostPage({ session: route });
        localStorage.setItem('sp.owner', 'u-earlier-user');
        localStorage.setItem('sp.planYear', '2026');
        const el = document.createElement('sp-profile');
        document.body.append(el);
        await waitFor(() => getStore().get(profileStatusAtom) === 'error', 'the profile never gave up');
        expect(profileCalls(server), 'a profile was asked for with no one signed in').to.deep.equal([]);
        expect(getStore().get(sessionKnownAtom)).to.equal(false);
        expect(localStorage.getItem('sp.owner'), 'the browser\'s data changed hands').to.equal('u-earlier-user');
        expect(localStorage.getItem('sp.planYear')).to.equal('2026');
        expect(identityCookieWrites(cookieWrites)).to.deep.equal([]);
        expect(logs.logged.some((entry) => entry.message.startsWith('Who is signed in could not be learned from the API'))).to.equal(true);
      } finally {
        logs.stop();
      }
    });
  }

  it('a sign-in code on the host page is exchanged first, then the API says who signed in', async () => {
    const { server } = hostPage({
      url: `${location.pathname}?code=new-code-1`,
      session: { json: signedInAnswer() },
      routes: [{ method: 'POST', path: '/landrover/api/apps/aarp/authValidate', json: { uuid: UUID } }],
    });
    await showProfile('Your account');
    const order = server.requests.map((r) => r.url.pathname).filter((p) => p === SESSION_PATH || p.endsWith('/authValidate'));
    expect(order).to.deep.equal(['/landrover/api/apps/aarp/authValidate', SESSION_PATH]);
    expect(new URL(location.href).searchParams.has('code'), 'the code left the address bar').to.equal(false);
  });

  it('an \'Invalid session\' answer leaves the page a guest\'s, with no guest cookie written on the host', async () => {
    const { server, cookieWrites } = hostPage({
      session: { json: signedInAnswer() },
      routes: [
        { method: 'GET', path: new RegExp(`/landrover/api/Users/${UUID}/all/`), status: 401, json: { message: 'Invalid session' }, once: true },
        { method: 'DELETE', path: '/landrover/api/logout', json: { success: true } },
      ],
    });
    await showProfile('Your guest account');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/landrover/api/logout')).to.equal(true);
    expect(getStore().get(sessionAtom).isGuest).to.equal(true);
    expect(cookieWrites.filter((text) => text.startsWith('sp-identity=') && !/max-age=0/.test(text))).to.deep.equal([]);
  });

  it('the toast alone learns the session from the API: the signed-in welcome, and no profile asked for', async () => {
    const { server } = hostPage({ session: { json: signedInAnswer() } });
    await placeElement('sp-toast', (r) => queryByRole(r, 'heading', 'Your items are saved to your account'));
    expect(sessionCalls(server)).to.have.length(1);
    expect(profileCalls(server)).to.deep.equal([]);
  });
});

describe('identity: the page config chooses where the page learns who is signed in', () => {
  afterEach(() => {
    stopRecording();
    leavePage();
  });

  it('"cookies" keeps a page whose API is elsewhere on the site\'s cookies (a parent-domain sign-in cookie): no session call', async () => {
    const { server } = hostPage({ session: { status: 500 }, config: { apiBaseUrl: API, identity: 'cookies' } });
    signIn(UUID);
    await showProfile('Your account');
    expect(sessionCalls(server)).to.deep.equal([]);
  });

  it('"api" asks the API even when it is on the page\'s own origin, and the page\'s cookies are not read', async () => {
    const { server } = hostPage({ session: { json: GUEST_ANSWER }, config: { apiBaseUrl: '', identity: 'api' } });
    signIn(UUID);
    await showProfile('Your guest account');
    expect(sessionCalls(server).map((r) => r.url.origin)).to.deep.equal([location.origin]);
  });

  it('without it, a page whose API is on its own origin reads the cookies as before and asks nothing', async () => {
    const { server } = hostPage({ session: { status: 500 }, config: { apiBaseUrl: location.origin } });
    signIn(UUID);
    await showProfile('Your account');
    expect(sessionCalls(server)).to.deep.equal([]);
  });
});
