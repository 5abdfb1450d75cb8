import { expect } from '@open-wc/testing';
import { logger } from '../../../src/platform/logger';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { loadProfile } from '../../../src/state/profile';
import { shareProvidersWithTool, syncProvidersFromTool } from '../../../src/state/providers/providerSync';
import { providersAtom } from '../../../src/state/savedItems';
import { GUEST_SESSION, sessionAtom } from '../../../src/state/session';
import { resetStore } from '../../../src/state/store';
import { stubFetch, type Route } from '../../helpers/fetch';
import { freshPage } from '../../helpers/page';

const UUID = 'u-sync-1';
const provider = (providerId: string) => ({ providerId, providerName: `Dr ${providerId}` });

function profileWith(providerIds: string[], zipCode = '10001') {
  return { uuid: UUID, providersDetails: { zipCode, planYear: 2026, providerIdList: providerIds.map(provider) } };
}

function storeProviders(ZipCode: string, providerIds: string[]) {
  localStorage.setItem('providers', JSON.stringify({ ZipCode, planYear: 2026, TotalProviders: String(providerIds.length), providerIdList: providerIds.map(provider) }));
}

describe('state: providers sync after the provider tool closes (spec §4.10)', () => {
  let store = resetStore();

  async function signedIn(providerIds: string[], routes: Route[] = []) {
    const server = stubFetch([...routes, { method: 'GET', path: /\/Users\/u-sync-1\/all\/2026/, json: profileWith(providerIds) }]);
    store.set(sessionAtom, { uuid: UUID, isGuest: false, isCloaked: false, isAgentFlow: false });
    await loadProfile(store);
    return server;
  }

  const calls = (server: ReturnType<typeof stubFetch>, method: string) => server.requests.filter((r) => r.method === method);

  beforeEach(() => {
    store = freshPage();
  });
  afterEach(() => stopCrossTabSync(store));

  /** Runs the sync expecting `outcome`; answers the messages it logged. */
  async function syncLogging(outcome: string): Promise<string[]> {
    const logged: string[] = [];
    const stop = logger.subscribe((entry) => logged.push(entry.message));
    try {
      expect(await syncProvidersFromTool(store)).to.equal(outcome);
    } finally {
      stop();
    }
    return logged;
  }

  it('same ZIP: the profile takes the stored list, saves it with guest status, deletes the dropped ones and re-fetches', async () => {
    const server = await signedIn(['p1', 'p2'], [{ method: 'POST', path: /\/providers\/2026/, json: profileWith(['p2', 'p3']) }, { method: 'DELETE', path: /\/providers\//, json: { success: true } }]);
    storeProviders('10001', ['p2', 'p3']);
    const gets = calls(server, 'GET').length;
    expect(await syncProvidersFromTool(store)).to.equal('take-stored');
    const post = calls(server, 'POST')[0]!.json as { isGuest: boolean; providersDetails: { zipCode: string; providerIdList: Array<{ providerId: string }> } };
    expect(post.isGuest).to.equal(false);
    expect(post.providersDetails.zipCode).to.equal('10001');
    expect(post.providersDetails.providerIdList.map((p) => p.providerId)).to.deep.equal(['p2', 'p3']);
    expect(calls(server, 'DELETE').map((r) => r.url.pathname)).to.deep.equal([`/landrover/api/Users/${UUID}/providers/p1/2026`]);
    expect(calls(server, 'GET').length).to.equal(gets + 1);
  });

  it('another ZIP: the profile is reset then filled from storage', async () => {
    const server = await signedIn(['p1'], [{ method: 'POST', path: /\/providers\/2026/, json: profileWith(['p7'], '33101') }, { method: 'DELETE', path: /\/providers\//, json: { success: true } }]);
    storeProviders('33101', ['p7']);
    expect(await syncProvidersFromTool(store)).to.equal('reset-and-refill');
    const post = calls(server, 'POST')[0]!.json as { providersDetails: { zipCode: string; providerIdList: Array<{ providerId: string }> } };
    expect(post.providersDetails.zipCode).to.equal('33101');
    expect(post.providersDetails.providerIdList.map((p) => p.providerId)).to.deep.equal(['p7']);
    expect(calls(server, 'DELETE')).to.have.length(1);
  });

  it('empty storage with profile providers deletes them all on the server, then re-fetches', async () => {
    const server = await signedIn(['p1', 'p2'], [{ method: 'DELETE', path: /\/providers\//, json: { success: true } }]);
    const gets = calls(server, 'GET').length;
    expect(await syncProvidersFromTool(store)).to.equal('delete-all');
    expect(calls(server, 'DELETE').map((r) => r.url.pathname.split('/')[6]).sort(), 'each saved provider deleted once (sent side by side, in no set order)').to.deep.equal(['p1', 'p2']);
    expect(calls(server, 'POST')).to.have.length(0);
    expect(calls(server, 'GET').length).to.equal(gets + 1);
  });

  it('one stored entry without a name is dropped and logged; the readable ones are taken and no saved provider is deleted', async () => {
    const server = await signedIn(['p1', 'p2'], [{ method: 'POST', path: /\/providers\/2026/, json: profileWith(['p1', 'p2', 'p3']) }, { method: 'DELETE', path: /\/providers\//, json: { success: true } }]);
    localStorage.setItem('providers', JSON.stringify({ ZipCode: '10001', planYear: 2026, TotalProviders: '3', providerIdList: [provider('p1'), { providerId: 'p2' }, provider('p3')] }));
    const logged = await syncLogging('take-stored');
    expect(calls(server, 'DELETE')).to.have.length(0);
    const post = calls(server, 'POST')[0]!.json as { providersDetails: { providerIdList: Array<{ providerId: string }> } };
    expect(post.providersDetails.providerIdList.map((p) => p.providerId)).to.deep.equal(['p1', 'p3', 'p2']);
    expect(logged).to.include("Dropped unreadable providers from the provider tool's storage; they are not deleted");
    // The re-fetch shows what the server holds: both saved providers are still there.
    expect(store.get(providersAtom).map((p) => p.providerId)).to.deep.equal(['p1', 'p2']);
  });

  for (const [what, text] of [['garbage text', '{not json'], ['a list that is not a list', JSON.stringify({ ZipCode: '10001', providerIdList: 'p1,p2' })], ['only unreadable entries', JSON.stringify({ ZipCode: '10001', providerIdList: [{ name: 'x' }] })]] as const) {
    it(`storage holding ${what} is not empty storage: nothing is deleted or saved`, async () => {
      const server = await signedIn(['p1', 'p2'], [{ method: 'DELETE', path: /\/providers\//, json: { success: true } }]);
      localStorage.setItem('providers', text);
      const before = server.requests.length;
      expect(await syncProvidersFromTool(store)).to.equal('none');
      expect(server.requests.length).to.equal(before);
      expect(store.get(providersAtom).map((p) => p.providerId)).to.deep.equal(['p1', 'p2']);
    });
  }

  it('nothing stored and nothing saved: no call at all', async () => {
    const server = await signedIn([]);
    const before = server.requests.length;
    expect(await syncProvidersFromTool(store)).to.equal('none');
    expect(server.requests.length).to.equal(before);
  });

  it('a failed save is logged and the list is still re-fetched', async () => {
    const server = await signedIn(['p1'], [{ method: 'POST', path: /\/providers\//, status: 500 }]);
    storeProviders('10001', ['p1', 'p2']);
    const gets = calls(server, 'GET').length;
    const logged = await syncLogging('take-stored');
    expect(logged).to.include('Saving providers after the provider search failed');
    expect(calls(server, 'GET').length).to.equal(gets + 1);
  });

  it('a guest\'s providers are replaced in browser storage', async () => {
    stubFetch([{ method: 'GET', path: /\/Users\/guest\//, json: { uuid: '' } }]);
    store.set(sessionAtom, GUEST_SESSION);
    localStorage.setItem('sp.guestProfile', JSON.stringify({ providersDetails: profileWith(['p1', 'p2']).providersDetails }));
    await loadProfile(store);
    storeProviders('10001', ['p2']);
    await syncProvidersFromTool(store);
    expect(store.get(providersAtom).map((p) => p.providerId)).to.deep.equal(['p2']);
    localStorage.removeItem('providers');
    expect(await syncProvidersFromTool(store)).to.equal('delete-all');
    expect(store.get(providersAtom)).to.deep.equal([]);
  });

  it('hands the saved providers to the tool before it opens, so closing it unchanged keeps them', async () => {
    const server = await signedIn(['p1', 'p2'], [{ method: 'POST', path: /\/providers\//, json: profileWith(['p1', 'p2']) }]);
    shareProvidersWithTool('99999', store);
    expect(JSON.parse(localStorage.getItem('providers')!)).to.include({ ZipCode: '10001', planYear: 2026, TotalProviders: '2' });
    expect(await syncProvidersFromTool(store)).to.equal('take-stored');
    expect(calls(server, 'DELETE')).to.have.length(0);
    expect(store.get(providersAtom).map((p) => p.providerId)).to.deep.equal(['p1', 'p2']);
  });
});
