import { expect } from '@open-wc/testing';
import { identityConfirmationNeededAtom, isCreatedByAgent, loadIdentityStatus } from '../../../src/state/identity/identity';
import { closeIdentityConfirmation } from '../../../src/state/identity/identityMerge';
import { requestMerge } from '../../../src/state/merge';
import { remainingRetryCountAtom } from '../../../src/state/remainingRetryCount';
import { ensureStarted } from '../../../src/state/startup';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
import { USER_UUID } from '../../components/import/harness';
import { freshPage, leavePage, signIn } from '../../helpers/page';

const user = (extra: Record<string, unknown> = {}) => ({ uuid: USER_UUID, firstName: 'Eugene', lastName: 'Ward', telesalesProfileType: 'P', createdBy: 'telesales', ...extra });
const profile = (extra: Record<string, unknown> = {}) => ({ method: 'GET', path: /\/all\//, json: { uuid: USER_UUID, userDetails: user(extra) } });

describe('state: identity', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
    signIn(USER_UUID);
  });
  afterEach(() => leavePage(store));

  it('an agent-created profile is marked by agentFlow or createdBy agent', () => {
    expect(isCreatedByAgent({ agentFlow: true })).to.equal(true);
    expect(isCreatedByAgent({ createdBy: 'agent' })).to.equal(true);
    expect(isCreatedByAgent({ createdBy: 'telesales' })).to.equal(false);
    expect(isCreatedByAgent(undefined)).to.equal(false);
  });

  it('the pop-up applies to a signed-in telesales profile once the profile is loaded', async () => {
    stubFetch([profile()]);
    expect(store.get(identityConfirmationNeededAtom)).to.equal(false);
    await ensureStarted(store);
    expect(store.get(identityConfirmationNeededAtom)).to.equal(true);
  });

  it('takes the remaining count from the short profile when it carries retryCount, without another request', async () => {
    const server = stubFetch([profile({ retryCount: 2 })]);
    await ensureStarted(store);
    expect(await loadIdentityStatus(store)).to.deep.equal({ remainingRetryCount: 2, alreadyMerged: false });
    expect(server.requests.filter((r) => r.url.pathname.includes('/full/'))).to.have.length(0);
  });

  it('reads retryCount and the merged marker from the fuller profile once, however many ask', async () => {
    const server = stubFetch([
      { method: 'GET', path: /\/full\//, json: { uuid: USER_UUID, userDetails: user({ retryCount: 0, mergedProfileUuid: 'old-1' }) } },
      profile(),
    ]);
    await ensureStarted(store);
    const [first, second] = await Promise.all([loadIdentityStatus(store), loadIdentityStatus(store)]);
    expect(first).to.deep.equal({ remainingRetryCount: 0, alreadyMerged: true });
    expect(second).to.deep.equal(first);
    expect(server.requests.filter((r) => r.url.pathname === `/landrover/api/Users/${USER_UUID}/full/2026`)).to.have.length(1);
    expect(store.get(remainingRetryCountAtom)).to.equal(0);
  });

  it('keeps the count the merge answer reports; a failed merge leaves it as it was', async () => {
    stubFetch([
      { method: 'POST', path: '/landrover/api/profiles/merge/v1', json: { isProfileMerged: false, remainingRetryCount: 1 }, once: true },
      { method: 'POST', path: '/landrover/api/profiles/merge/v1', status: 500 },
    ]);
    expect((await requestMerge({ firstName: 'Eugene' }, 'm', store)).kind).to.equal('answer');
    expect(store.get(remainingRetryCountAtom)).to.equal(1);
    expect((await requestMerge({ firstName: 'Eugene' }, 'm', store)).kind).to.equal('failed');
    expect(store.get(remainingRetryCountAtom)).to.equal(1);
  });

  it('closing unmerged and unlocked saves the skip preference with trimmed values and reloads; otherwise reloads with merged false', async () => {
    const server = stubFetch([profile(), { method: 'POST', path: '/landrover/api/profiles/merge/v1', json: { isProfileMerged: false, remainingRetryCount: 3 } }]);
    await ensureStarted(store);
    await closeIdentityConfirmation({ firstName: ' Eugene ', dobMonth: '07', dobDay: '04', dobYear: '1957' }, true, store);
    const skip = server.requests.find((r) => r.url.pathname.endsWith('/merge/v1'));
    expect(skip?.json).to.include({ firstName: 'Eugene', dob: '07/04/1957', action: 's' });
    expect(server.requests.at(-1)?.url.pathname).to.equal(`/landrover/api/Users/${USER_UUID}/all/2026`);
    await closeIdentityConfirmation({}, false, store);
    expect(server.requests.at(-1)?.url.pathname).to.equal(`/landrover/api/Users/${USER_UUID}/all/2026/false`);
    expect(server.requests.filter((r) => r.url.pathname.endsWith('/merge/v1'))).to.have.length(1);
  });
});
