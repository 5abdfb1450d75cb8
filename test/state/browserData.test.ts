import { expect } from '@open-wc/testing';
import { navigation } from '../../src/platform/navigation';
import { AGENT_SESSION_STORAGE_KEY } from '../../src/platform/agentSession';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { launchOnlineEnrollment, OLE_STORAGE_KEYS } from '../../src/state/plans/enrollment';
import { activeYearAtom } from '../../src/state/planYear';
import { switchPlanYear } from '../../src/state/planYearSwitch';
import { maPlansListAtom } from '../../src/state/savedPlans';
import { sessionAtom } from '../../src/state/session';
import { signOut } from '../../src/state/signOut';
import { ensureStarted } from '../../src/state/startup';
import { resetStore, type Store } from '../../src/state/store';
import { stubFetch } from '../helpers/fetch';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID, memberProfile } from './fixtures';
import { clearCookies, signIn } from '../helpers/page';

const AGENT_UUID = 'u-agent-1';
const OTHER_UUID = 'u-other-2';
/** From October the active year is the next one (spec §4.5): 2027, unless a stored choice says 2026. */
const AUTUMN = '2026-11-10';

const libraryKeys = (storage: Storage) => Object.keys(storage).filter((k) => k.startsWith('sp.'));

/** The agent persona's page: its profile (agentFlow) answers with a renewed agent session header. */
function agentProfileRoute() {
  const profile = memberProfile();
  return {
    method: 'GET', path: new RegExp(`/landrover/api/Users/${AGENT_UUID}/`),
    json: { ...profile, uuid: AGENT_UUID, userDetails: { ...profile.userDetails, uuid: AGENT_UUID, agentFlow: true } },
    headers: { 'x-agent-session': 'agent-a~2' },
  };
}

const memberRoute = { method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/`), json: memberProfile() };
const otherRoute = { method: 'GET', path: new RegExp(`/landrover/api/Users/${OTHER_UUID}/`), json: { ...memberProfile(), uuid: OTHER_UUID, userDetails: { uuid: OTHER_UUID, firstName: 'Ben' } } };
const guestRoute = { method: 'GET', path: /\/landrover\/api\/Users\/guest\//, json: { uuid: '' } };
const hasCookie = (name: string) => document.cookie.split('; ').some((c) => c.startsWith(`${name}=`));

/** What the sign-out page of the host leaves (demo /hsid-logout): the guest identity, no user id. */
function hostSignsOut(): void {
  clearCookies();
  document.cookie = `sp-identity=${encodeURIComponent(JSON.stringify({ uuid: '', isGuest: true, isCSRLogin: false }))}; path=/`;
}

describe('state: browser data kept to its user', () => {
  let stores: Store[] = [];
  const original = navigation.assign;
  const start = async (systemDate = '2026-03-10') => {
    const store = resetStore();
    configure({ systemDate });
    stores.push(store);
    await ensureStarted(store);
    return store;
  };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    navigation.assign = () => undefined;
  });
  afterEach(() => {
    for (const store of stores) stopCrossTabSync(store);
    stores = [];
    navigation.assign = original;
    clearCookies();
  });

  it('an agent-flow user\'s agent header and session data never reach the next user signed in to the tab', async () => {
    signIn(AGENT_UUID);
    stubFetch([agentProfileRoute()]);
    const agentStore = await start();
    expect(agentStore.get(sessionAtom).uuid).to.equal(AGENT_UUID);
    expect(sessionStorage.getItem(AGENT_SESSION_STORAGE_KEY)).to.equal('agent-a~2');
    expect(sessionStorage.getItem('sp.agentFlow')).to.equal('true');
    sessionStorage.setItem('host.key', 'kept');

    signIn(MEMBER_UUID);
    const server = stubFetch([memberRoute]);
    const memberStore = await start();
    const memberCalls = server.requests.filter((r) => r.url.pathname.startsWith('/landrover/api/'));
    expect(memberCalls.length).to.be.greaterThan(0);
    expect(memberCalls.every((r) => !r.headers.has('x-agent-session'))).to.equal(true);
    expect(memberStore.get(sessionAtom)).to.include({ uuid: MEMBER_UUID, isAgentFlow: false });
    // Only whose tab it is, whether this session is cloaked (src/state/userStorageArea.ts) and the new user's own
    // profile kept for the next page (src/state/profileSnapshot.ts, written once the browser is idle) remain.
    await waitFor(() => sessionStorage.getItem('sp.profileSnapshot'), 'the member\'s profile was never kept');
    expect(libraryKeys(sessionStorage).sort()).to.deep.equal(['sp.cloakedSession', 'sp.owner', 'sp.profileSnapshot']);
    expect(JSON.parse(sessionStorage.getItem('sp.profileSnapshot')!).owner).to.equal(`${MEMBER_UUID} self shopper`);
    expect(sessionStorage.getItem('sp.cloakedSession')).to.equal('false');
    expect(sessionStorage.getItem('host.key')).to.equal('kept');
  });

  it('the same user reloading the tab keeps their agent session', async () => {
    signIn(AGENT_UUID);
    stubFetch([agentProfileRoute()]);
    await start();
    const server = stubFetch([{ ...agentProfileRoute(), headers: { 'x-agent-session': 'agent-a~3' } }]);
    await start();
    expect(server.requests.find((r) => r.url.pathname.includes('/Users/'))?.headers.get('x-agent-session')).to.equal('agent-a~2');
    expect(sessionStorage.getItem(AGENT_SESSION_STORAGE_KEY)).to.equal('agent-a~3');
  });

  it('a guest who signs in keeps what the guest stored in the tab', async () => {
    stubFetch([{ method: 'GET', path: /\/landrover\/api\/Users\/guest\//, json: { uuid: '' } }]);
    await start();
    sessionStorage.setItem('sp.agent.guestProfile', '{"plansDetails":{"plans":[]}}');
    signIn(MEMBER_UUID);
    stubFetch([memberRoute]);
    await start();
    expect(sessionStorage.getItem('sp.agent.guestProfile')).to.not.equal(null);
  });

  it('sign-out clears every storage key and cookie the library and the host tools wrote, and none of the host page\'s', async () => {
    signIn(AGENT_UUID);
    stubFetch([agentProfileRoute(), { method: 'DELETE', path: '/landrover/api/logout', json: {} }]);
    const store = await start();
    const [plan] = store.get(maPlansListAtom);
    if (plan) launchOnlineEnrollment(plan, '$0.00', '/enroll', store);
    localStorage.setItem('providers', '{"providerIdList":[]}');
    document.cookie = 'dcClientCookie=dce-session-1; path=/';
    localStorage.setItem('host.key', 'kept');
    sessionStorage.setItem('host.key', 'kept');
    document.cookie = 'host-cookie=kept; path=/';
    expect(document.cookie).to.contain('sp-ole-plan=');
    expect(libraryKeys(sessionStorage)).to.include.members(['sp.agentSession', 'sp.agentFlow', 'sp.owner']);
    expect(await signOut(store)).to.equal(true);
    expect(libraryKeys(localStorage)).to.deep.equal([]);
    expect(libraryKeys(sessionStorage)).to.deep.equal([]);
    expect(localStorage.getItem('providers')).to.equal(null);
    for (const name of ['sp-ole-plan', 'sp-user-id', 'dcClientCookie']) expect(hasCookie(name), name).to.equal(false);
    expect(localStorage.getItem('host.key')).to.equal('kept');
    expect(sessionStorage.getItem('host.key')).to.equal('kept');
    expect(hasCookie('host-cookie')).to.equal(true);
    document.cookie = 'host-cookie=; max-age=0; path=/';
    localStorage.removeItem('host.key');
  });

  /** A member's page that leaves everything a member leaves: the hand-off, a plan-year choice, the tools' keys. */
  async function memberLeavesData(): Promise<void> {
    signIn(MEMBER_UUID);
    stubFetch([memberRoute]);
    const store = await start(AUTUMN);
    await switchPlanYear(2026, store);
    const [plan] = store.get(maPlansListAtom);
    launchOnlineEnrollment(plan!, '$0.00', '/online-enrollment/aarp/mapd/welcome', store);
    localStorage.setItem('providers', '{"ZipCode":"10001","providerIdList":[]}');
    document.cookie = 'dcClientCookie=member-dce-session; path=/';
    expect(Object.keys(localStorage)).to.include.members([OLE_STORAGE_KEYS.plan, 'sp.planYear', 'providers']);
    expect(hasCookie('sp-ole-plan')).to.equal(true);
  }

  function expectNothingOfTheMember(): void {
    expect(libraryKeys(localStorage).filter((k) => k !== 'sp.owner'), 'the member\'s local keys').to.deep.equal([]);
    expect(localStorage.getItem('providers')).to.equal(null);
    expect(hasCookie('sp-ole-plan'), 'the hand-off cookie').to.equal(false);
    expect(hasCookie('dcClientCookie'), 'the estimator\'s cookie').to.equal(false);
  }

  it('after a sign-out by the host\'s own page, the next user signed in finds nothing of the member, and the member\'s plan-year choice is not used', async () => {
    await memberLeavesData();
    hostSignsOut();
    signIn(OTHER_UUID);
    stubFetch([otherRoute]);
    const store = resetStore();
    configure({ systemDate: AUTUMN });
    stores.push(store);
    const started = ensureStarted(store);
    expectNothingOfTheMember();
    await started;
    expect(store.get(activeYearAtom), 'the next year, as from October, not the member\'s choice').to.equal(2027);
    expect(localStorage.getItem('sp.owner')).to.equal(OTHER_UUID);
  });

  it('a closed browser: the next page finds no user and nothing of the member is left to read', async () => {
    await memberLeavesData();
    clearCookies();
    sessionStorage.clear();
    stubFetch([guestRoute]);
    const store = resetStore();
    configure({ systemDate: AUTUMN });
    stores.push(store);
    const started = ensureStarted(store);
    expectNothingOfTheMember();
    await started;
    expect(store.get(activeYearAtom)).to.equal(2027);
  });

  it('a session the server ended (401 Invalid session): the member\'s values go and are no longer used', async () => {
    await memberLeavesData();
    const server = stubFetch([
      { method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/`), status: 401, json: { message: 'Invalid session' } },
      { method: 'DELETE', path: '/landrover/api/logout', json: {} },
      guestRoute,
    ]);
    const store = resetStore();
    configure({ systemDate: AUTUMN });
    stores.push(store);
    await ensureStarted(store);
    await waitFor(() => server.requests.some((r) => r.url.pathname.startsWith('/landrover/api/Users/guest/')), 'never refetched as a guest');
    // The invalid-session handler runs on its own after the 401 answer: wait until its work shows.
    await waitFor(() => !hasCookie('sp-ole-plan'), 'the hand-off cookie stayed');
    expectNothingOfTheMember();
    expect(store.get(activeYearAtom)).to.equal(2027);
  });

  it('a guest who signs in keeps the guest\'s hand-off and choices', async () => {
    stubFetch([guestRoute]);
    const guest = await start(AUTUMN);
    await switchPlanYear(2026, guest);
    launchOnlineEnrollment({ planId: 'H1234-001-000', planName: 'Plan', planType: 'MAPD', planYear: 2026 }, '$0.00', '/online-enrollment/aarp/mapd/welcome', guest);
    signIn(MEMBER_UUID);
    stubFetch([memberRoute]);
    const member = await start(AUTUMN);
    expect(localStorage.getItem(OLE_STORAGE_KEYS.plan)).to.contain('"owner":"guest"');
    expect(hasCookie('sp-ole-plan')).to.equal(true);
    expect(member.get(activeYearAtom)).to.equal(2026);
  });
});
