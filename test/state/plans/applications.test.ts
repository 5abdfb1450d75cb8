import { expect } from '@open-wc/testing';
import {
  applicationsAtom,
  deniedContactsAtom,
  isApplicationsExistsAtom,
  listedMedsuppApplicationAtom,
  medsuppApplicationAtom,
  pendingFormEnrollment,
  STATUS_CACHE_KEY,
} from '../../../src/state/plans/applications';
import { loadApplications } from '../../../src/state/plans/applicationLoading';
import { configure } from '../../../src/state/config';
import { ensureStarted } from '../../../src/state/startup';
import type { Store } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
import { CONTACT, DASHBOARD_CONFIG, EMAIL, enrollment, ENROLLMENTS, MBI, medsuppApplication, routes, signInAs, STATUS_ITEMS, type Who } from '../../components/dashboard/fixtures';
import { freshPage, leavePage } from '../../helpers/page';

const statusOf = (store: Store) => Object.fromEntries(store.get(applicationsAtom).map((a) => [a.planId, a.status]));
const called = (server: ReturnType<typeof stubFetch>, part: string) => server.requests.filter((r) => r.url.pathname.includes(part));

describe('state: applications', () => {
  let store: Store;
  beforeEach(() => {
    store = freshPage({ config: DASHBOARD_CONFIG });
  });
  afterEach(() => leavePage(store));

  async function start(who: Who, answers: Parameters<typeof routes>[2] = {}, enrollments: unknown[] = ENROLLMENTS) {
    signInAs(who);
    const server = stubFetch(routes(who, { enrollments }, answers));
    await ensureStarted(store);
    await loadApplications(store);
    return server;
  }

  it('builds nothing and calls nothing for a guest', async () => {
    const server = await start('guest', {}, ENROLLMENTS);
    expect(store.get(applicationsAtom)).to.deep.equal([]);
    expect(store.get(isApplicationsExistsAtom)).to.equal(false);
    expect(called(server, '/applications/')).to.have.length(0);
    expect(called(server, '/enrollments/medsupp')).to.have.length(0);
  });

  it('searches application statuses by mbi with page size 100 and maps state codes to statuses', async () => {
    const server = await start('member', { statusItems: STATUS_ITEMS });
    expect(called(server, '/applications/status/v1/search')[0]!.json).to.deep.equal({ mbi: MBI, pageSize: 100 });
    expect(statusOf(store)).to.deep.equal({
      'H1111-001-000': 'Continue Enrollment',
      'H2222-001-000': 'Approved',
      'S3333-001-000': 'Denied',
      'H5555-001-000': 'Submitted',
    });
  });

  it('a user without an mbi gets the statuses of submitted applications through the confirmation-number lookup', async () => {
    signInAs('shopper');
    const server = stubFetch([
      ...routes('shopper', { enrollments: ENROLLMENTS }),
      { method: 'POST', path: '/shopper-profile/api/applications/status/v1/lookup', json: { data: { applications: STATUS_ITEMS } } },
    ]);
    await ensureStarted(store);
    await loadApplications(store);
    expect(called(server, '/applications/status/v1/search')).to.have.length(0);
    expect(called(server, '/applications/status/v1/lookup')[0]!.json).to.deep.equal({ confirmationNumbers: ['WS1', 'WS2', 'PB3'] });
    expect(statusOf(store)).to.deep.include({ 'H2222-001-000': 'Approved', 'S3333-001-000': 'Denied' });
    expect(called(server, '/plan-contact'), 'a denied one found by lookup loads its contact').to.have.length(1);
  });

  it('submitted applications the mbi search did not answer are looked up by confirmation number', async () => {
    signInAs('member');
    const server = stubFetch([
      ...routes('member', { enrollments: ENROLLMENTS }, { statusItems: STATUS_ITEMS.slice(0, 1) }),
      { method: 'POST', path: '/shopper-profile/api/applications/status/v1/lookup', json: { data: { applications: STATUS_ITEMS.slice(1) } } },
    ]);
    await ensureStarted(store);
    await loadApplications(store);
    expect(called(server, '/applications/status/v1/lookup')[0]!.json).to.deep.equal({ confirmationNumbers: ['WS2', 'PB3'] });
    expect(statusOf(store)).to.deep.include({ 'H2222-001-000': 'Approved', 'S3333-001-000': 'Denied' });
  });

  it('drops years the year filter excludes and sorts by saved time, newest first', async () => {
    await start('member', { statusItems: STATUS_ITEMS });
    expect(store.get(applicationsAtom).map((a) => a.planId)).to.deep.equal(['H2222-001-000', 'S3333-001-000', 'H1111-001-000', 'H5555-001-000']);
  });

  it('loads the plan contact of a denied application (code 12) only', async () => {
    const server = await start('member', { statusItems: STATUS_ITEMS });
    const contactCalls = called(server, '/plan-contact');
    expect(contactCalls.map((r) => r.url.pathname)).to.deep.equal(['/planinfo/individual-search/plans/S3333-001-000/plan-years/2026/plan-contact']);
    expect(store.get(deniedContactsAtom)).to.deep.equal({ 'S3333-001-000|2026|10001': CONTACT });
  });

  it('keeps statuses in session storage and reapplies them when a later search fails', async () => {
    await start('member', { statusItems: STATUS_ITEMS });
    expect(JSON.parse(sessionStorage.getItem(STATUS_CACHE_KEY)!)).to.include({ 'H2222-001-000|2026|10001': 'Approved' });
    leavePage(store);
    store = freshPage({ config: DASHBOARD_CONFIG });
    sessionStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ 'H2222-001-000|2026|10001': 'Approved' }));
    await start('member', { statusItems: 'fail' });
    expect(statusOf(store)['H2222-001-000']).to.equal('Approved');
    expect(statusOf(store)['S3333-001-000']).to.equal('Submitted');
  });

  it('a pending enrollment found by e-mail replaces an older stored one for the same plan, year and zip', async () => {
    const pending = { ...enrollment('H1111-001-000', 'MAPD'), planName: 'Pending H1111', updateDateTime: '2026-02-05T09:00:00' };
    const server = await start('member', { pending: [pending] });
    expect(called(server, '/fetchEnrollmentDataByEmailId/')[0]!.json).to.deep.equal({ emailId: EMAIL });
    const applications = store.get(applicationsAtom);
    expect(applications.filter((a) => a.planId === 'H1111-001-000').map((a) => a.planName)).to.deep.equal(['Pending H1111']);
    expect(applications[0]!.planId).to.equal('H1111-001-000');
  });

  it('a pending enrollment older than the stored one is not shown; the stored one is kept, once', async () => {
    const pending = { ...enrollment('H1111-001-000', 'MAPD'), planName: 'Pending H1111', updateDateTime: '2026-01-05T09:00:00' };
    await start('member', { pending: [pending] });
    const kept = store.get(applicationsAtom).filter((a) => a.planId === 'H1111-001-000');
    expect(kept.map((a) => a.planName)).to.deep.equal(['Plan H1111-001-000']);
  });

  it('builds a pending enrollment from its saved-form answers when its own fields are missing, and skips one without enough data', () => {
    const steps = [{ view: '/welcome', data: { plan: { planId: 'H7777-001-000', planName: 'Form plan', planYear: '2026', planType: 'MAPD' }, applicant: { zipCode: '10001' } } }];
    expect(pendingFormEnrollment({ formData: steps })).to.include({ planId: 'H7777-001-000', planYear: 2026, zipCode: '10001', status: 'Continue Enrollment' });
    expect(pendingFormEnrollment({ formData: [{ view: '/welcome', data: {} }] })).to.equal(null);
  });

  it('loads the Medicare Supplement application from its own call', async () => {
    await start('member', { medsupp: medsuppApplication() });
    expect(store.get(medsuppApplicationAtom)?.applicationStatus.applicationId).to.equal('MSA-1');
    expect(store.get(isApplicationsExistsAtom)).to.equal(true);
  });

  it('a cloaked session skips the pending-enrollment and Medicare Supplement calls but still searches statuses', async () => {
    const server = await start('cloaked', { statusItems: STATUS_ITEMS, medsupp: medsuppApplication() });
    expect(called(server, '/fetchEnrollmentDataByEmailId/')).to.have.length(0);
    expect(called(server, '/enrollments/medsupp')).to.have.length(0);
    expect(called(server, '/applications/status/v1/search')).to.have.length(1);
    expect(store.get(medsuppApplicationAtom)).to.equal(undefined);
  });

  it('each failing source leaves only its own part out', async () => {
    await start('member', { statusItems: 'fail', pending: 'fail', medsupp: 'fail' });
    expect(store.get(applicationsAtom).map((a) => a.planId)).to.have.members(['H1111-001-000', 'H2222-001-000', 'S3333-001-000', 'H5555-001-000']);
    expect(store.get(medsuppApplicationAtom)).to.equal(undefined);
  });

  describe('disable OLE save/resume flag', () => {
    afterEach(() => {
      configure({ flags: { disableOleSaveResume: false } });
    });

    it('off: applications still being filled in are listed with submitted ones', async () => {
      await start('member', { statusItems: STATUS_ITEMS, medsupp: medsuppApplication() });
      expect(store.get(applicationsAtom).map((a) => a.planId)).to.include('H1111-001-000');
      expect(store.get(listedMedsuppApplicationAtom)?.applicationStatus.applicationId).to.equal('MSA-1');
    });

    it('on: unsubmitted applications and an in-progress Medicare Supplement application are not offered; submitted ones stay', async () => {
      configure({ flags: { disableOleSaveResume: true } });
      await start('member', { statusItems: STATUS_ITEMS, medsupp: medsuppApplication() });
      expect(store.get(applicationsAtom).map((a) => a.planId)).to.deep.equal(['H2222-001-000', 'S3333-001-000', 'H5555-001-000']);
      expect(store.get(listedMedsuppApplicationAtom)).to.equal(undefined);
      expect(store.get(medsuppApplicationAtom)?.applicationStatus.applicationId, 'the loaded application is kept').to.equal('MSA-1');
    });

    it('on: a submitted Medicare Supplement application stays listed', async () => {
      configure({ flags: { disableOleSaveResume: true } });
      await start('member', { medsupp: medsuppApplication({ applicationStatus: 'SUBMITTED' }) });
      expect(store.get(listedMedsuppApplicationAtom)?.applicationStatus.applicationId).to.equal('MSA-1');
    });

    it('on: with only unsubmitted applications nothing exists, so the section and its prompt rules see none', async () => {
      configure({ flags: { disableOleSaveResume: true } });
      await start('member', { medsupp: medsuppApplication() }, [ENROLLMENTS[0]]);
      expect(store.get(isApplicationsExistsAtom)).to.equal(false);
    });
  });
});
