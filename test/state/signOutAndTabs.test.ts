import { expect } from '@open-wc/testing';
import { configure } from '../../src/state/config';
import { startCrossTabSync, stopCrossTabSync } from '../../src/state/crossTab';
import { navigation } from '../../src/platform/navigation';
import { maPlansListAtom, savedPlansCountAtom } from '../../src/state/savedPlans';
import { removePlan } from '../../src/state/removal';
import { savePlan } from '../../src/state/saving';
import { sessionAtom } from '../../src/state/session';
import { signOut } from '../../src/state/signOut';
import { ensureStarted } from '../../src/state/startup';
import { resetStore, type Store } from '../../src/state/store';
import { loadProfile } from '../../src/state/profile';
import { stubFetch } from '../helpers/fetch';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID, memberProfile, plan } from './fixtures';
import { clearCookies, signIn } from '../helpers/page';


describe('state: sign-out', () => {
  let visited: string[] = [];
  const original = navigation.assign;
  beforeEach(() => {
    visited = [];
    navigation.assign = (url: string) => void visited.push(url);
    resetStore();
    configure({ systemDate: '2026-03-10' });
  });
  afterEach(() => {
    navigation.assign = original;
  });

  it('on success clears what the library keeps in browser storage and goes to the sign-out URL after setting the home-page redirect', async () => {
    signIn(MEMBER_UUID);
    localStorage.setItem('sp.guestProfile', '{}');
    sessionStorage.setItem('sp.applicationStatuses', '{}');
    stubFetch([{ method: 'DELETE', path: '/landrover/api/logout', json: {} }]);
    const store = resetStore();
    configure({ systemDate: '2026-03-10' });
    store.set(sessionAtom, { uuid: MEMBER_UUID, isGuest: false, isCloaked: false, isAgentFlow: false });
    expect(await signOut(store)).to.equal(true);
    expect(localStorage.length).to.equal(0);
    expect(sessionStorage.length).to.equal(0);
    expect(document.cookie).to.contain('sp-post-logout-redirect=%2F');
    expect(visited).to.deep.equal(['/hsid-logout']);
  });

  it('a cloaked session goes to the site root', async () => {
    stubFetch([{ method: 'DELETE', path: '/landrover/api/logout', json: {} }]);
    const store = resetStore();
    store.set(sessionAtom, { uuid: MEMBER_UUID, isGuest: false, isCloaked: true, isAgentFlow: false });
    await signOut(store);
    expect(visited).to.deep.equal(['/']);
  });

  it('a failure is only logged, with the spec text, and nothing is cleared', async () => {
    localStorage.setItem('keep', '1');
    stubFetch([{ method: 'DELETE', path: '/landrover/api/logout', status: 500 }]);
    const errors: unknown[][] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await signOut(resetStore())).to.equal(false);
    } finally {
      console.error = originalError;
    }
    expect(errors.some((e) => e[1] === 'Some error occurred while signing out user')).to.equal(true);
    expect(localStorage.getItem('keep')).to.equal('1');
    expect(visited).to.deep.equal([]);
  });
});

describe('state: other tabs', () => {
  let a: Store;
  let b: Store;
  /** Two tabs: two stores, each with its own channel, on one page; `a` listens to the other. */
  async function twoTabs(): Promise<{ a: Store; b: Store }> {
    const second = resetStore();
    configure({ systemDate: '2026-03-10' });
    await ensureStarted(second);
    const first = resetStore();
    configure({ systemDate: '2026-03-10' });
    first.set(sessionAtom, second.get(sessionAtom));
    await loadProfile(first);
    startCrossTabSync(first);
    return { a: first, b: second };
  }
  afterEach(() => {
    stopCrossTabSync(a);
    stopCrossTabSync(b);
  });

  it('a plan saved in one tab shows in the other without a reload', async () => {
    signIn(MEMBER_UUID);
    const profile = memberProfile();
    const newPlan = plan('H5555-001-000', 'MA');
    let saved = false;
    stubFetch([
      { method: 'POST', path: /\/Users\/u-member-1\/plans\/2026$/, json: { uuid: MEMBER_UUID, plansDetails: { ...profile.plansDetails, plans: [...profile.plansDetails.plans, newPlan] } } },
    ]);
    const originalFetch = window.fetch;
    window.fetch = async (input, init) => {
      // Read method and URL without constructing a Request (that would take over the body).
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const url = input instanceof Request ? input.url : String(input);
      if (method === 'GET' && url.includes('/Users/')) {
        const plans = saved ? [...profile.plansDetails.plans, newPlan] : profile.plansDetails.plans;
        return new Response(JSON.stringify({ ...profile, plansDetails: { ...profile.plansDetails, plans } }), { headers: { 'content-type': 'application/json' } });
      }
      if (method === 'POST') saved = true;
      return originalFetch(input, init);
    };
    ({ a, b } = await twoTabs());
    expect(b.get(savedPlansCountAtom)).to.equal(4);

    expect(await savePlan(newPlan, a)).to.equal(true);
    expect(a.get(savedPlansCountAtom)).to.equal(5);
    await waitFor(() => b.get(savedPlansCountAtom) === 5, 'the other tab never saw the saved plan');
    window.fetch = originalFetch;
  });

  it('a plan removed in one tab disappears in the other without a reload', async () => {
    signIn(MEMBER_UUID);
    const profile = memberProfile();
    let removed = false;
    stubFetch([{ method: 'DELETE', path: `/landrover/api/Users/${MEMBER_UUID}/plans/H1234-001-000/2026`, json: { success: true } }]);
    const stubbed = window.fetch;
    window.fetch = async (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const url = input instanceof Request ? input.url : String(input);
      if (method === 'GET' && url.includes('/Users/')) {
        const plans = removed ? profile.plansDetails.plans.filter((p) => !(p.planId === 'H1234-001-000' && p.planYear === 2026)) : profile.plansDetails.plans;
        return new Response(JSON.stringify({ ...profile, plansDetails: { ...profile.plansDetails, plans } }), { headers: { 'content-type': 'application/json' } });
      }
      if (method === 'DELETE') removed = true;
      return stubbed(input, init);
    };
    try {
      ({ a, b } = await twoTabs());
      expect(b.get(maPlansListAtom).map((p) => p.planId)).to.deep.equal(['H1234-001-000', 'H1234-003-000']);

      expect(await removePlan(a.get(maPlansListAtom)[0]!, a)).to.equal(true);
      expect(a.get(savedPlansCountAtom)).to.equal(3);
      await waitFor(() => b.get(savedPlansCountAtom) === 3, 'the other tab never lost the removed plan');
      expect(b.get(maPlansListAtom).map((p) => p.planId)).to.deep.equal(['H1234-003-000']);
    } finally {
      window.fetch = stubbed;
    }
  });

  it("a guest tab takes another tab's saved plan from browser storage at once, even when its profile re-read fails", async () => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    stubFetch([
      { method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' }, once: true },
      { method: 'GET', path: /\/Users\/guest\//, status: 500 },
    ]);
    a = resetStore();
    b = a;
    configure({ systemDate: '2026-03-10' });
    await ensureStarted(a);
    startCrossTabSync(a);
    try {
      localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: { plans: [plan('H1111-001-000', 'MA')], savedPlans: 'H1111-001-000 2026 MA' } }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'sp.guestProfile' }));
      expect(a.get(savedPlansCountAtom)).to.equal(1);
    } finally {
      localStorage.clear();
    }
  });

  it('a guest removing a plan takes it out of the browser\'s copy as it is then, keeping a plan another tab saved since', async () => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    const stored = (plans: ReturnType<typeof plan>[]) =>
      JSON.stringify({ plansDetails: { plans, savedPlans: plans.map((p) => `${p.planId} 2026 ${p.planType}`).join(',') } });
    localStorage.setItem('sp.guestProfile', stored([plan('H1111-001-000', 'MA')]));
    stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
    a = resetStore();
    b = a;
    configure({ systemDate: '2026-03-10' });
    await ensureStarted(a);
    try {
      // Another tab saves a second plan; this tab has not heard of it yet.
      localStorage.setItem('sp.guestProfile', stored([plan('H1111-001-000', 'MA'), plan('H2222-001-000', 'MA')]));
      expect(await removePlan(a.get(maPlansListAtom)[0]!, a)).to.equal(true);
      const kept = JSON.parse(localStorage.getItem('sp.guestProfile')!) as { plansDetails: { plans: { planId: string }[]; savedPlans: string } };
      expect(kept.plansDetails.plans.map((p) => p.planId)).to.deep.equal(['H2222-001-000']);
      expect(kept.plansDetails.savedPlans).to.equal('H2222-001-000 2026 MA');
    } finally {
      localStorage.clear();
    }
  });
});
