import { expect } from '@open-wc/testing';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { drugsAndPharmacyDetailsAtom, plansDetailsAtom } from '../../src/state/profile';
import { savedPlansCountAtom } from '../../src/state/savedPlans';
import { removePlan } from '../../src/state/removal';
import { saveDrugs, savePlan } from '../../src/state/saving';
import { ensureStarted } from '../../src/state/startup';
import { resetStore, type Store } from '../../src/state/store';
import { stubFetch } from '../helpers/fetch';
import { clearCookies, signIn } from '../helpers/page';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID, memberProfile, plan } from './fixtures';

describe('state: saving a plan', () => {
  let store: Store;
  beforeEach(() => {
    store = resetStore();
    clearCookies();
    signIn(MEMBER_UUID);
    configure({ systemDate: '2026-03-10' });
  });
  afterEach(() => {
    stopCrossTabSync(store);
    clearCookies();
  });

  it('keeps the saved-plan keys of the allowed plan years only, adding the saved plan as planId planYear type (spec §4.5)', async () => {
    const profile = memberProfile();
    profile.plansDetails.savedPlans = 'H1234-001-000 2026 MAPD,H0000-001-000 2024 MA,S5678-012-000 2026 PDP,H7777-001-000 2029 MAPD';
    const server = stubFetch([
      { method: 'GET', path: /\/Users\//, json: profile },
      { method: 'POST', path: `/landrover/api/Users/${MEMBER_UUID}/plans/2026`, json: profile },
    ]);
    await ensureStarted(store);
    // What the host page's save (window.shopperProfile.actions.savePlan) runs.
    expect(await savePlan(plan('H4321-002-000', 'MAPD', 2026), store)).to.equal(true);
    const body = server.requests.find((r) => r.method === 'POST')!.json as { plansDetails: { savedPlans: string } };
    expect(body.plansDetails.savedPlans).to.equal('H1234-001-000 2026 MAPD,S5678-012-000 2026 PDP,H4321-002-000 2026 MAPD');
  });

  it('a save the server refuses is put back out: the plan is not shown and the count is as before (spec §4.12)', async () => {
    stubFetch([
      { method: 'GET', path: /\/Users\//, json: memberProfile() },
      { method: 'POST', path: /\/plans\/2026$/, status: 500 },
    ]);
    await ensureStarted(store);
    const before = store.get(plansDetailsAtom);
    expect(await savePlan(plan('H4321-002-000', 'MAPD', 2026), store)).to.equal(false);
    expect(store.get(plansDetailsAtom)).to.deep.equal(before);
    expect(store.get(savedPlansCountAtom)).to.equal(4);
  });

  it('a drug the server refuses is not sent again with the next save, so the next valid drug is stored', async () => {
    const profile = memberProfile();
    const bad = { drugId: 'bad1', drugName: 'ZeroQty', drugQuantity: 0, drugSupplyLength: '30', drugFrequency: 'Day' };
    const good = { drugId: 'd9', drugName: 'Lisinopril', drugQuantity: 30, drugSupplyLength: '30', drugFrequency: 'Month' };
    const server = stubFetch([
      { method: 'GET', path: /\/Users\//, json: profile },
      { method: 'POST', path: /\/drugs\/2026$/, status: 400, json: { error: 'bad drug' }, once: true },
      { method: 'POST', path: /\/drugs\/2026$/, json: { uuid: MEMBER_UUID, drugsAndPharmacyDetails: { ...profile.drugsAndPharmacyDetails, drugInfoDetails: [...profile.drugsAndPharmacyDetails.drugInfoDetails, good] } } },
    ]);
    await ensureStarted(store);
    // Both asked for at once, as a host tool may: the second starts from the first's outcome.
    const [refused, stored] = await Promise.all([saveDrugs([bad as never], undefined, store), saveDrugs([good as never], undefined, store)]);
    expect([refused, stored]).to.deep.equal([false, true]);
    const sent = server.requests.filter((r) => r.method === 'POST').map((r) => (r.json as { drugsAndPharmacyDetails: { drugInfoDetails: { drugId: string }[] } }).drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugId));
    expect(sent).to.deep.equal([['d2', 'd1', 'bad1'], ['d2', 'd1', 'd9']]);
    expect(store.get(drugsAndPharmacyDetailsAtom)!.drugInfoDetails.map((d) => d.drugId)).to.deep.equal(['d2', 'd1', 'd9']);
  });

  it('a refused save that a removal overtook shows what the server holds: the removed plan stays gone, the refused one is not shown', async () => {
    const profile = memberProfile();
    const withoutRemoved = { ...profile, plansDetails: { ...profile.plansDetails, plans: profile.plansDetails.plans.filter((p) => p.planId !== 'H1234-003-000') } };
    stubFetch([
      { method: 'GET', path: /\/Users\//, json: profile, once: true },
      { method: 'GET', path: /\/Users\//, json: withoutRemoved },
      { method: 'POST', path: /\/plans\/2026$/, status: 500, delay: 50 },
      { method: 'DELETE', path: /\/plans\//, json: { success: true } },
    ]);
    await ensureStarted(store);
    const saving = savePlan(plan('H4321-002-000', 'MAPD', 2026), store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await removePlan(store.get(plansDetailsAtom)!.plans.find((p) => p.planId === 'H1234-003-000')!, store)).to.equal(true);
    expect(await saving).to.equal(false);
    await waitFor(() => store.get(savedPlansCountAtom) === 3, 'the page never showed what the server holds');
    expect(store.get(plansDetailsAtom)!.plans.map((p) => p.planId)).not.to.include.members(['H4321-002-000', 'H1234-003-000']);
  });
});

describe('state: a guest saving a plan', () => {
  let store: Store;
  beforeEach(() => {
    store = resetStore();
    clearCookies();
    localStorage.clear();
    configure({ systemDate: '2026-03-10' });
  });
  afterEach(() => {
    stopCrossTabSync(store);
    localStorage.clear();
  });

  it('adds to the stored guest profile as it is at save time, keeping a plan another tab saved since this page read it', async () => {
    stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
    await ensureStarted(store);
    // Another tab saves plan X to the browser's copy; this tab has not heard of it yet.
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails: { plans: [plan('H1111-001-000', 'MA')], savedPlans: 'H1111-001-000 2026 MA' } }));
    expect(await savePlan(plan('H2222-001-000', 'MA'), store)).to.equal(true);
    const stored = JSON.parse(localStorage.getItem('sp.guestProfile')!) as { plansDetails: { plans: { planId: string }[]; savedPlans: string } };
    expect(stored.plansDetails.plans.map((p) => p.planId)).to.deep.equal(['H1111-001-000', 'H2222-001-000']);
    expect(stored.plansDetails.savedPlans).to.equal('H1111-001-000 2026 MA,H2222-001-000 2026 MA');
    expect(store.get(savedPlansCountAtom)).to.equal(2);
  });
});
