// A guest signs in: the page comes back with a one-time code, exchanges it, and must then show the
// signed-in user's account. The exchange's answer sets the session cookies, but WebKit (Safari) can
// show the page its old cookies for a moment after that answer; the page waits for them rather than
// loading the guest's data for the user who just signed in.
import { expect } from '@open-wc/testing';
import '../../elements/sp-profile';
import { logger, type LogEntry } from '../../src/platform/logger';
import { profileStatusAtom } from '../../src/state/profile';
import { sessionAtom } from '../../src/state/session';
import { startupSettled } from '../../src/state/startup';
import { getStore } from '../../src/state/store';
import { EMPTY_CONTENT, profilePage, UUID } from '../components/profile/profilePage';
import { stubFetch, type FetchStub } from '../helpers/fetch';
import { freshPage, leavePage, placeElement, recordCookieWrites, signIn } from '../helpers/page';
import { queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

const AUTH_VALIDATE = '/landrover/api/apps/aarp/authValidate';
const MEMBER = profilePage('member').profile!;

function signInPage(): FetchStub {
  freshPage({ url: `${location.pathname}?code=one-time-code` });
  return stubFetch([
    { method: 'POST', path: AUTH_VALIDATE, json: { uuid: UUID } },
    { method: 'GET', path: new RegExp(`/landrover/api/Users/${UUID}/all/\\d+`), json: MEMBER },
    { method: 'GET', path: /\/landrover\/api\/Users\/guest\/all\//, json: { uuid: '' } },
    ...EMPTY_CONTENT,
  ]);
}

const profileCalls = (server: FetchStub) => server.requests.filter((r) => r.url.pathname.includes('/all/')).map((r) => r.url.pathname);

describe('startup: the session after a sign-in code exchange', () => {
  let stopRecording = () => {};
  let stopLogging = () => {};
  afterEach(() => {
    stopRecording();
    stopLogging();
    leavePage();
  });

  it('cookies that show a moment after the exchange answers still open the signed-in account, never the guest one', async () => {
    const server = signInPage();
    const recording = recordCookieWrites();
    stopRecording = recording.stop;
    const el = document.createElement('sp-profile');
    document.body.append(el);
    await waitFor(() => server.requests.some((r) => r.url.pathname === AUTH_VALIDATE), 'the code was never exchanged');
    // The sign-in service's cookies reach document.cookie late, as WebKit shows them.
    await new Promise((resolve) => setTimeout(resolve, 150));
    signIn(UUID);
    await waitFor(() => getStore().get(profileStatusAtom) === 'ready' && queryByRole(el.shadowRoot!, 'heading', 'Your account'), 'the signed-in account never showed');
    await startupSettled(getStore());
    expect(profileCalls(server)).to.deep.equal([`/landrover/api/Users/${UUID}/all/2026`]);
    expect(getStore().get(sessionAtom)).to.include({ uuid: UUID, isGuest: false });
    expect(recording.writes.filter((text) => text.startsWith('sp-identity=')), 'a guest identity cookie written over the sign-in').to.deep.equal([
      // signIn's own writes, as the sign-in service's would be.
      `sp-identity=${encodeURIComponent(JSON.stringify({ uuid: UUID, isGuest: false, isCSRLogin: false }))}; path=/`,
    ]);
  });

  it("cookies that never show: the page takes the exchange answer's user and says so in the log", async () => {
    const server = signInPage();
    const logged: LogEntry[] = [];
    stopLogging = logger.subscribe((entry) => logged.push(entry));
    const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'heading', 'Your account'));
    expect(root).to.exist;
    await startupSettled(getStore());
    expect(profileCalls(server)).to.deep.equal([`/landrover/api/Users/${UUID}/all/2026`]);
    expect(logged.some((entry) => entry.level === 'warn' && /sign-in cookies never showed/.test(entry.message)), 'a logged warning').to.equal(true);
  });
});
