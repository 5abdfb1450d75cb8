import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { navigation } from '../../src/platform/navigation';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { loadProfile, plansDetailsAtom } from '../../src/state/profile';
import { removeDrug, removePlan } from '../../src/state/removal';
import { maPlansListAtom, pdpPlansListAtom, savedPlansCountAtom, isPlansExistsAtom } from '../../src/state/savedPlans';
import { drugsAtom, drugsCountAtom } from '../../src/state/savedItems';
import { sessionAtom } from '../../src/state/session';
import { ensureStarted } from '../../src/state/startup';
import { resetStore } from '../../src/state/store';
import { switchPlanYear } from '../../src/state/planYearSwitch';
import { activeYearAtom } from '../../src/state/planYear';
import { stubFetch } from '../helpers/fetch';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID, memberProfile } from './fixtures';
import { clearCookies, freshPage, leavePage, recordCookieWrites, signIn } from '../helpers/page';



const profileRoute = (year = 2026) => ({ method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${year}`), json: memberProfile(year) });

describe('state: startup and profile', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
  });
  afterEach(() => leavePage(store));

  it('makes one profile request however many elements start the page at once', async () => {
    signIn(MEMBER_UUID);
    const server = stubFetch([profileRoute()]);
    await Promise.all([ensureStarted(store), ensureStarted(store), ensureStarted(store), loadProfile(store)]);
    const profileCalls = server.requests.filter((r) => r.url.pathname.includes('/Users/'));
    expect(profileCalls).to.have.length(1);
    expect(store.get(sessionAtom)).to.include({ uuid: MEMBER_UUID, isGuest: false, isCloaked: false });
  });

  it('splits saved plans of the active year into lists by type with counts', async () => {
    signIn(MEMBER_UUID);
    stubFetch([profileRoute()]);
    await ensureStarted(store);
    expect(store.get(maPlansListAtom).map((p) => p.planId)).to.deep.equal(['H1234-001-000', 'H1234-003-000']);
    expect(store.get(pdpPlansListAtom).map((p) => p.planId)).to.deep.equal(['S5678-012-000']);
    expect(store.get(savedPlansCountAtom)).to.equal(4);
    expect(store.get(drugsAtom).map((d) => d.drugName)).to.deep.equal(['Atorvastatin', 'Metformin']);
  });

  it('a failed plan removal restores the plan at its old position and restores the count', async () => {
    signIn(MEMBER_UUID);
    const server = stubFetch([profileRoute(), { method: 'DELETE', path: /\/plans\//, status: 500, delay: 30 }]);
    await ensureStarted(store);
    const target = store.get(maPlansListAtom)[0]!;
    const pending = removePlan(target, store);
    expect(store.get(maPlansListAtom).map((p) => p.planId)).to.deep.equal(['H1234-003-000']);
    expect(store.get(savedPlansCountAtom)).to.equal(3);
    expect(await pending).to.equal(false);
    expect(store.get(maPlansListAtom).map((p) => p.planId)).to.deep.equal(['H1234-001-000', 'H1234-003-000']);
    expect(store.get(savedPlansCountAtom)).to.equal(4);
    expect(server.requests.at(-1)!.url.pathname).to.equal(`/landrover/api/Users/${MEMBER_UUID}/plans/H1234-001-000/2026`);
  });

  it('a successful plan removal lowers the count and the exists-flag turns false at 0', async () => {
    signIn(MEMBER_UUID);
    const one = memberProfile();
    one.plansDetails.plans = one.plansDetails.plans.slice(1, 2);
    stubFetch([{ method: 'GET', path: /\/Users\//, json: one }, { method: 'DELETE', path: /\/plans\//, json: { success: true } }]);
    await ensureStarted(store);
    expect(store.get(isPlansExistsAtom)).to.equal(true);
    expect(await removePlan(store.get(pdpPlansListAtom)[0]!, store)).to.equal(true);
    expect(store.get(savedPlansCountAtom)).to.equal(0);
    expect(store.get(isPlansExistsAtom)).to.equal(false);
  });

  it('a failed drug removal restores the drug; a successful one re-fetches the profile', async () => {
    signIn(MEMBER_UUID);
    const server = stubFetch([
      { method: 'DELETE', path: /\/drugs\/d1\//, status: 500, once: true },
      { method: 'DELETE', path: /\/drugs\/d1\//, json: { success: true } },
      profileRoute(),
    ]);
    await ensureStarted(store);
    const drug = store.get(drugsAtom)[0]!;
    expect(await removeDrug(drug, store)).to.equal(false);
    expect(store.get(drugsAtom).map((d) => d.drugId)).to.deep.equal(['d1', 'd2']);
    const gets = () => server.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes('/Users/')).length;
    const before = gets();
    expect(await removeDrug(drug, store)).to.equal(true);
    expect(gets()).to.equal(before + 1);
  });

  it('a plan-year switch reloads for the chosen year and is remembered', async () => {
    configure({ systemDate: '2026-11-10' });
    signIn(MEMBER_UUID);
    const server = stubFetch([profileRoute(2027), profileRoute(2026)]);
    await ensureStarted(store);
    expect(store.get(activeYearAtom)).to.equal(2027);
    await switchPlanYear(2026, store);
    expect(store.get(activeYearAtom)).to.equal(2026);
    expect(server.requests.at(-1)!.url.pathname).to.match(/\/all\/2026$/);
    const next = resetStore();
    configure({ systemDate: '2026-11-10' });
    expect(next.get(activeYearAtom)).to.equal(2026);
  });

  it('401 Invalid session logs out and refetches as a guest', async () => {
    signIn(MEMBER_UUID);
    const server = stubFetch([
      { method: 'GET', path: /\/Users\/u-member-1\//, status: 401, json: { message: 'Invalid session' } },
      { method: 'DELETE', path: '/landrover/api/logout', json: {} },
      { method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } },
    ]);
    await ensureStarted(store);
    await waitFor(() => server.requests.some((r) => r.url.pathname.startsWith('/landrover/api/Users/guest/')), 'never refetched as a guest');
    const calls = server.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(calls).to.include('DELETE /landrover/api/logout');
    expect(calls.at(-1)).to.match(/^GET \/landrover\/api\/Users\/guest\/all/);
    expect(store.get(sessionAtom).isGuest).to.equal(true);
  });

  it('a new sign-in code is validated, followed by the member import, and stripped from the address bar', async () => {
    history.replaceState(null, '', `${location.pathname}?code=abc123&x=1#drugs`);
    const server = stubFetch([
      { method: 'POST', path: '/landrover/api/apps/aarp/authValidate', json: { uuid: MEMBER_UUID } },
      // Eligibility first (spec §4.3): a health-ID member whose agreement is not from this month.
      { method: 'GET', path: `/landrover/api/Users/${MEMBER_UUID}/demographics`, json: { uuid: MEMBER_UUID, userDetails: { ...memberProfile().userDetails, userType: 'hsid' } } },
      {
        method: 'POST',
        path: '/landrover/api/profiles/import/member-items/v1',
        json: { importSummaryData: { importedDrugsAndPharmacySummary: { drugs: [{ drugName: 'Lipitor' }] }, importedProvidersSummary: { providers: [] } } },
      },
      profileRoute(),
    ]);
    signIn(MEMBER_UUID);
    const announced: unknown[] = [];
    const listen = (e: Event) => announced.push((e as CustomEvent).detail);
    window.addEventListener('sp-items-imported', listen);
    await ensureStarted(store);
    window.removeEventListener('sp-items-imported', listen);
    expect(announced).to.deep.equal([{ drugs: 1, providers: 0 }]);
    const calls = server.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(calls.slice(0, 3)).to.deep.equal([
      'POST /landrover/api/apps/aarp/authValidate',
      `GET /landrover/api/Users/${MEMBER_UUID}/demographics`,
      'POST /landrover/api/profiles/import/member-items/v1',
    ]);
    expect(server.requests[0]!.json).to.include({ code: 'abc123', isHsidLogin: true });
    expect(location.search).to.equal('?x=1');
    expect(location.hash).to.equal('#drugs');

    // The same code again just loads the profile.
    history.replaceState(null, '', `${location.pathname}?code=abc123`);
    const again = resetStore();
    configure({ systemDate: '2026-03-10' });
    const server2 = stubFetch([profileRoute()]);
    await ensureStarted(again);
    expect(server2.requests.map((r) => r.url.pathname)).to.deep.equal([`/landrover/api/Users/${MEMBER_UUID}/all/2026`]);
    stopCrossTabSync(again);
  });

  it('a guest loads with no id and keeps saved data in the browser; garbage in storage reads as empty', async () => {
    localStorage.setItem('sp.guestProfile', '{not json');
    const server = stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
    await ensureStarted(store);
    expect(server.requests[0]!.url.pathname).to.equal('/landrover/api/Users/guest/all/2026');
    expect(store.get(drugsCountAtom)).to.equal(0);
    expect(document.cookie).to.contain('sp-identity');
  });
});

describe('state: unreadable items in a profile answer', () => {
  it("one saved item that fails its schema is dropped and logged once with the call's name; the rest still shows", async () => {
    const store = resetStore();
    configure({ systemDate: '2026-03-10' });
    document.cookie = `sp-user-id=${MEMBER_UUID}; path=/`;
    const profile = memberProfile();
    (profile.plansDetails.plans as unknown[]).push({ planId: 'X1', planType: 'BOGUS', planYear: 2026 });
    (profile.drugsAndPharmacyDetails.drugInfoDetails as unknown[]).push({ drugId: 'no-name' });
    stubFetch([{ method: 'GET', path: /\/Users\//, json: profile }]);
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await ensureStarted(store);
    } finally {
      console.warn = original;
      stopCrossTabSync(store);
      document.cookie = 'sp-user-id=; max-age=0; path=/';
    }
    expect(store.get(savedPlansCountAtom)).to.equal(4);
    expect(store.get(drugsCountAtom)).to.equal(2);
    const leftOut = warnings.filter((w) => String(w[1]).startsWith('API call users.get.all answered parts that could not be read'));
    expect(leftOut).to.have.length(1);
    const detail = leftOut[0]?.[2] as { call: string; unreadable: { what: string }[] };
    expect(detail.call).to.equal('users.get.all');
    expect(detail.unreadable.map((part) => part.what)).to.deep.equal(['saved plan', 'saved drug']);
  });
});

describe('state: tracking', () => {
  it('profile events carry the shopper analytics summary and never hold the flow, even when tracking fails', async () => {
    const store = resetStore();
    configure({ systemDate: '2026-03-10' });
    document.cookie = `sp-user-id=${MEMBER_UUID}; path=/`;
    const server = stubFetch([
      { method: 'GET', path: /\/Users\//, json: memberProfile() },
      { method: 'DELETE', path: /\/plans\//, json: { success: true } },
      { method: 'POST', path: '/gpdCustomEvent', status: 500 },
      { method: 'POST', path: '/shopper-profile/api/domo/v1', status: 500 },
    ]);
    try {
      await ensureStarted(store);
      expect(await removePlan(store.get(pdpPlansListAtom)[0]!, store)).to.equal(true);
    } finally {
      stopCrossTabSync(store);
      document.cookie = 'sp-user-id=; max-age=0; path=/';
    }
    const sent = () => server.requests.filter((r) => r.url.pathname === '/gpdCustomEvent');
    await waitFor(() => sent().length === 2, 'tracking events never sent');
    const events = sent()
      .map((r) => JSON.parse((r.json as { message: string }).message) as { name: string; data: { summary: { savedPlans: number; authenticated: boolean } } });
    expect(events.map((e) => e.name)).to.deep.equal(['profile loaded', 'plan removed']);
    expect(events[0]!.data.summary).to.include({ authenticated: true, savedPlans: 4 });
    expect(events[1]!.data.summary.savedPlans).to.equal(3);
  });
});

describe('state: startup follow-ups (spec §4.2, §7.3, §1)', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
  });
  afterEach(() => {
    leavePage(store);
    sinon.restore();
  });

  for (const [brand, signInPath] of [['aarp', '/optumid-login'], ['uhc', '/medicare/optumid-login']] as const) {
    it(`signed in without user details logs out and goes to sign-in (${brand}: ${signInPath})`, async () => {
      configure({ systemDate: '2026-03-10', brand });
      signIn(MEMBER_UUID);
      const assign = sinon.stub(navigation, 'assign');
      const { userDetails: _dropped, ...withoutUser } = memberProfile();
      const server = stubFetch([
        { method: 'GET', path: /\/Users\/u-member-1\/all\//, json: withoutUser },
        { method: 'DELETE', path: '/landrover/api/logout', json: { success: true } },
      ]);
      await ensureStarted(store);
      await waitFor(() => assign.called, 'never left for sign-in');
      expect(server.requests.map((r) => `${r.method} ${r.url.pathname}`)).to.include('DELETE /landrover/api/logout');
      expect(assign.calledOnceWith(signInPath)).to.equal(true);
      expect(document.cookie, 'the session cookies are gone').not.to.contain('sp-user-id=');
    });
  }

  it('signed in with user details stays on the page (no logout)', async () => {
    signIn(MEMBER_UUID);
    const assign = sinon.stub(navigation, 'assign');
    const server = stubFetch([profileRoute()]);
    await ensureStarted(store);
    expect(server.requests.some((r) => r.url.pathname === '/landrover/api/logout')).to.equal(false);
    expect(assign.called).to.equal(false);
  });

  it('a guest identity is kept in a 90-day cookie (max-age 7776000)', async () => {
    const { writes, stop } = recordCookieWrites();
    try {
      stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
      await ensureStarted(store);
    } finally {
      stop();
    }
    const identity = writes.filter((w) => w.startsWith('sp-identity='));
    expect(identity).to.have.length(1);
    expect(identity[0]).to.match(/; max-age=7776000(;|$)/);
    expect(JSON.parse(decodeURIComponent(identity[0]!.split(';')[0]!.slice('sp-identity='.length)))).to.deep.equal({ uuid: '', isGuest: true, isCSRLogin: false });
  });

  it('a profile with userDetails.agentFlow true sends later browser-kept writes to session storage under sp.agent.*', async () => {
    configure({ systemDate: '2026-11-10' });
    signIn(MEMBER_UUID);
    const agent = memberProfile(2027);
    (agent.userDetails as Record<string, unknown>).agentFlow = true;
    stubFetch([{ method: 'GET', path: /\/Users\/u-member-1\/all\/2027/, json: agent }, profileRoute(2026)]);
    await ensureStarted(store);
    await switchPlanYear(2026, store);
    expect(sessionStorage.getItem('sp.agent.planYear')).to.equal('2026');
    expect(localStorage.getItem('sp.planYear')).to.equal(null);
    expect(localStorage.getItem('sp.agent.planYear')).to.equal(null);
  });

  it('without the agent flow the same write goes to local storage', async () => {
    configure({ systemDate: '2026-11-10' });
    signIn(MEMBER_UUID);
    stubFetch([profileRoute(2027), profileRoute(2026)]);
    await ensureStarted(store);
    await switchPlanYear(2026, store);
    expect(localStorage.getItem('sp.planYear')).to.equal('2026');
    expect(sessionStorage.getItem('sp.agent.planYear')).to.equal(null);
  });
});

describe('state: plan removal follow-ups (spec §4.12)', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
  });
  afterEach(() => {
    stopCrossTabSync(store);
    clearCookies();
    localStorage.clear();
  });

  const KEYS = 'H1234-001-000 2026 MAPD,S5678-012-000 2026 PDP,H9999-002-000 2026 SNP,H1234-003-000 2026 MA,H1234-001-000 2027 MAPD';

  it('a successful removal answers true and takes the plan out of the stored savedPlans keys', async () => {
    signIn(MEMBER_UUID);
    const profile = memberProfile();
    profile.plansDetails.savedPlans = KEYS;
    stubFetch([{ method: 'GET', path: /\/Users\//, json: profile }, { method: 'DELETE', path: /\/plans\//, json: { success: true } }]);
    await ensureStarted(store);
    const target = store.get(pdpPlansListAtom)[0]!;
    expect(await removePlan(target, store)).to.equal(true);
    expect(store.get(plansDetailsAtom)!.savedPlans).to.equal('H1234-001-000 2026 MAPD,H9999-002-000 2026 SNP,H1234-003-000 2026 MA,H1234-001-000 2027 MAPD');
    expect(store.get(savedPlansCountAtom)).to.equal(3);
  });

  it('a failed removal answers false and leaves the keys as they were', async () => {
    signIn(MEMBER_UUID);
    const profile = memberProfile();
    profile.plansDetails.savedPlans = KEYS;
    stubFetch([{ method: 'GET', path: /\/Users\//, json: profile }, { method: 'DELETE', path: /\/plans\//, status: 500 }]);
    await ensureStarted(store);
    expect(await removePlan(store.get(pdpPlansListAtom)[0]!, store)).to.equal(false);
    expect(store.get(plansDetailsAtom)!.savedPlans).to.equal(KEYS);
    expect(store.get(pdpPlansListAtom).map((p) => p.planId), 'the restored plan shows again').to.deep.equal(['S5678-012-000']);
    expect(store.get(savedPlansCountAtom)).to.equal(4);
  });

  it('a guest\'s removal updates the copy kept in the browser, keys included', async () => {
    const profile = memberProfile();
    profile.plansDetails.savedPlans = KEYS;
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: profile.plansDetails }));
    const server = stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
    await ensureStarted(store);
    expect(await removePlan(store.get(maPlansListAtom)[1]!, store)).to.equal(true);
    const stored = JSON.parse(localStorage.getItem('sp.guestProfile')!) as { plansDetails: { savedPlans: string; plans: { planId: string; planYear: number }[] } };
    expect(stored.plansDetails.savedPlans).to.equal('H1234-001-000 2026 MAPD,S5678-012-000 2026 PDP,H9999-002-000 2026 SNP,H1234-001-000 2027 MAPD');
    expect(stored.plansDetails.plans.map((p) => `${p.planId} ${p.planYear}`)).not.to.include('H1234-003-000 2026');
    expect(server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);
  });
});
