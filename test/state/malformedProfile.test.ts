/**
 * A profile answer the client cannot use (a body that fails its schema, a
 * 500) at the state and element level (spec §8): the load is logged with the
 * call's name, the profile status becomes 'error', nothing is thrown, and
 * <sp-profile> still renders its shell. An unreadable item inside a list is
 * dropped on its own, with a warning, and the rest of the profile loads.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-profile';
import { logger, type LogEntry } from '../../src/platform/logger';
import { drugsAtom } from '../../src/state/savedItems';
import { plansDetailsAtom, profileStatusAtom } from '../../src/state/profile';
import { ensureStarted } from '../../src/state/startup';
import { getStore } from '../../src/state/store';
import { endPage, placeElement, startPage, UUID, YEAR } from '../components/profile/profilePage';
import type { Route } from '../helpers/fetch';
import { queryByRole } from '../helpers/queries';

const PROFILE_PATH = new RegExp(`/landrover/api/Users/${UUID}/all/${YEAR}`);

describe('state: a malformed or failed profile answer', () => {
  let entries: LogEntry[] = [];
  let uncaught: unknown[] = [];
  let unsubscribe: () => void = () => undefined;
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

  beforeEach(() => {
    entries = [];
    uncaught = [];
    unsubscribe = logger.subscribe((entry) => entries.push(entry));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    unsubscribe();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    endPage();
  });

  const profileErrors = () => entries.filter((e) => e.level === 'error' && e.message.startsWith('API call users.get.all failed'));

  async function showShell(route: Route) {
    startPage('signed-in', { routes: [route] });
    const started = ensureStarted(getStore());
    const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'error' && queryByRole(r, 'heading', 'Your account'));
    await started;
    return root;
  }

  const badBodies: [string, unknown][] = [
    ['a saved-plans list that is not a list', { uuid: UUID, plansDetails: { plans: 'x' } }],
    ['the QA fault\'s body (uuid a number, lists of the wrong kind)', { uuid: 12345, plansDetails: { plans: 'not a list', savedPlans: 7 }, drugsAndPharmacyDetails: { drugInfoDetails: {} } }],
    ['a body that is not JSON', '{"uuid": '],
  ];

  for (const [what, body] of badBodies) {
    it(`${what}: the load fails with a logged schema error, status error, and <sp-profile> shows its shell without an uncaught error`, async () => {
      const root = await showShell({ method: 'GET', path: PROFILE_PATH, ...(typeof body === 'string' ? { body } : { json: body }) });
      expect(profileErrors()).to.have.length(1);
      expect(profileErrors()[0]?.detail).to.include({ kind: 'schema', call: 'users.get.all' });
      // Nothing of the bad answer reached the state.
      expect(getStore().get(plansDetailsAtom)).to.equal(undefined);
      expect(queryByRole(root, 'navigation', 'Your account')).to.exist;
      expect(uncaught).to.deep.equal([]);
    });
  }

  it('a 500: the load fails with a logged HTTP error, status error, and <sp-profile> shows its shell without an uncaught error', async () => {
    const root = await showShell({ method: 'GET', path: PROFILE_PATH, status: 500, json: { message: 'Internal error' } });
    expect(profileErrors()).to.have.length(1);
    expect(profileErrors()[0]?.detail).to.include({ kind: 'http', status: 500, call: 'users.get.all' });
    expect(getStore().get(plansDetailsAtom)).to.equal(undefined);
    expect(queryByRole(root, 'navigation', 'Your account')).to.exist;
    expect(uncaught).to.deep.equal([]);
  });

  it('one unreadable item in a list is dropped with a warning; the rest of the profile loads and the status is ready', async () => {
    const good = { planId: 'H1234-001-000', planName: 'Plan H1234-001-000', planType: 'MAPD', planYear: YEAR, zipCode: '10001', monthlyPremium: 10 };
    const profile = {
      uuid: UUID,
      userDetails: { uuid: UUID, firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' },
      plansDetails: { zipCode: '10001', plans: [good, { planId: 42, planType: ['MAPD'] }], savedPlans: '' },
      drugsAndPharmacyDetails: { drugInfoDetails: [{ drugId: 'd1', drugName: 'Atorvastatin' }] },
    };
    startPage('signed-in', { routes: [{ method: 'GET', path: PROFILE_PATH, json: profile }] });
    await ensureStarted(getStore());
    expect(getStore().get(profileStatusAtom)).to.equal('ready');
    expect(getStore().get(plansDetailsAtom)?.plans.map((p) => p.planId)).to.deep.equal(['H1234-001-000']);
    expect(getStore().get(drugsAtom).map((d) => d.drugName)).to.deep.equal(['Atorvastatin']);
    expect(entries.filter((e) => e.level === 'warn').map((e) => e.message)).to.include('Dropped an unreadable saved plan from the answer');
    expect(profileErrors()).to.deep.equal([]);
    expect(uncaught).to.deep.equal([]);
  });
});
