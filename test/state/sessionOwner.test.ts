import { expect } from '@open-wc/testing';
import { navigation } from '../../src/platform/navigation';
import { AGENT_SESSION_STORAGE_KEY } from '../../src/platform/agentSession';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { launchOnlineEnrollment } from '../../src/state/plans/enrollment';
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

describe('state: session storage kept to its user', () => {
  let stores: Store[] = [];
  const original = navigation.assign;
  const start = async () => {
    const store = resetStore();
    configure({ systemDate: '2026-03-10' });
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
    expect(libraryKeys(sessionStorage).sort()).to.deep.equal(['sp.cloakedSession', 'sp.profileSnapshot', 'sp.sessionOwner']);
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

  it('sign-out clears every storage key and cookie the library wrote', async () => {
    signIn(AGENT_UUID);
    stubFetch([agentProfileRoute(), { method: 'DELETE', path: '/landrover/api/logout', json: {} }]);
    const store = await start();
    const [plan] = store.get(maPlansListAtom);
    if (plan) launchOnlineEnrollment(plan, '$0.00', '/enroll', store);
    expect(document.cookie).to.contain('sp-ole-plan=');
    expect(libraryKeys(sessionStorage)).to.include.members(['sp.agentSession', 'sp.agentFlow', 'sp.sessionOwner']);
    expect(await signOut(store)).to.equal(true);
    expect(libraryKeys(localStorage)).to.deep.equal([]);
    expect(libraryKeys(sessionStorage)).to.deep.equal([]);
    expect(document.cookie).to.not.contain('sp-ole-plan=');
    expect(document.cookie).to.not.contain('sp-user-id=');
  });
});
