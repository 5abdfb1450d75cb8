import { expect } from '@open-wc/testing';
import { importMemberItems, importRunningAtom } from '../../src/state/memberImport';
import { importEligibleAtom } from '../../src/state/importEligible';
import { ensureStarted } from '../../src/state/startup';
import { resetStore } from '../../src/state/store';
import { stubFetch, type Route } from '../helpers/fetch';
import { drug, provider, USER_UUID } from '../components/import/harness';
import { freshPage, leavePage, signIn } from '../helpers/page';

const member = (extra: Record<string, unknown> = {}) => ({ uuid: USER_UUID, userType: 'hsid', optumId: 'w.optum', mbi: '2FH5UF6NL83', salesforceRecordType: 'm', ...extra });
const profile = (userDetails: Record<string, unknown>, drugs: unknown[] = []): Route => ({
  method: 'GET', path: /\/Users\//, json: { uuid: USER_UUID, userDetails, drugsAndPharmacyDetails: { drugInfoDetails: drugs } },
});
const systemDate: Route = { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-03-10T12:00:00-06:00' } };
const importAnswer = (json: unknown, status = 200): Route => ({ method: 'POST', path: '/landrover/api/profiles/import/member-items/v1', json, status });

describe('state: import', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
    signIn(USER_UUID);
  });
  afterEach(() => leavePage(store));

  const eligibility: [string, string | undefined, boolean][] = [
    ['no agreement yet', undefined, true],
    ['an agreement in an earlier month', '2026-02-28', true],
    ['an agreement in the same month of another year', '2025-03-10', true],
    ['an agreement in the current month and year', '2026-03-01', false],
  ];
  for (const [name, agreementDate, eligible] of eligibility) {
    it(`eligibility by the system date: ${name} gives ${String(eligible)}`, async () => {
      stubFetch([profile(member(agreementDate ? { importAgreementData: { agreementDate } } : {}))]);
      await ensureStarted(store);
      expect(store.get(importEligibleAtom)).to.equal(eligible);
    });
  }

  it('counts what the member import summary holds, then loads the server date and the profile', async () => {
    const server = stubFetch([
      profile(member()),
      systemDate,
      importAnswer({ importSummaryData: { importedDrugsAndPharmacySummary: { drugs: [drug('1', 'A'), drug('2', 'B')] }, importedProvidersSummary: { providers: [provider('p', 'Dr P')] } } }),
    ]);
    await ensureStarted(store);
    const pending = importMemberItems(undefined, 'login', store);
    expect(store.get(importRunningAtom)).to.equal(true);
    expect(await pending).to.deep.equal({ kind: 'added', drugs: 2, providers: 1 });
    expect(store.get(importRunningAtom)).to.equal(false);
    expect(server.requests.find((r) => r.method === 'POST')?.json).to.deep.equal({ uuid: USER_UUID, isAuthUser: true, triggeredBy: 'login' });
    expect(server.requests.slice(-2).map((r) => r.url.pathname)).to.deep.equal(['/landrover/api/system-date/v1', `/landrover/api/Users/${USER_UUID}/all/2026`]);
  });

  it('an empty summary is no claim history; no summary without form values tries nothing more', async () => {
    const server = stubFetch([profile(member()), systemDate, importAnswer({ importSummaryData: { importedDrugsAndPharmacySummary: { drugs: [] } } }, 200)]);
    await ensureStarted(store);
    expect(await importMemberItems(undefined, 'profile', store)).to.deep.equal({ kind: 'noClaims' });
    server.restore();
    const second = stubFetch([profile(member()), systemDate, importAnswer({})]);
    expect(await importMemberItems(undefined, 'profile', store)).to.deep.equal({ kind: 'noClaims' });
    expect(second.requests.some((r) => r.url.pathname.endsWith('/merge/v1'))).to.equal(false);
  });

  it('a failed member import tries the alternate import for the member category, then the identity the form gives; an unconfirmed identity reloads nothing', async () => {
    const server = stubFetch([
      profile(member()),
      systemDate,
      importAnswer({ message: 'down' }, 503),
      { method: 'POST', path: '/landrover/api/profiles/import/member-items/hsid/v1', json: {} },
      { method: 'POST', path: '/landrover/api/profiles/merge/v1', json: { isProfileMerged: false, remainingRetryCount: 2 } },
    ]);
    await ensureStarted(store);
    const before = server.requests.length;
    expect(await importMemberItems({ firstName: 'Walter', mbi: '2FH5UF6NL83' }, 'profile', store)).to.deep.equal({ kind: 'identityNotConfirmed' });
    expect(server.requests.slice(before).map((r) => r.url.pathname)).to.deep.equal([
      '/landrover/api/profiles/import/member-items/v1',
      '/landrover/api/profiles/import/member-items/hsid/v1',
      '/landrover/api/profiles/merge/v1',
    ]);
  });
});
