// CMS copy kept for the next page of the visit: shown at once there, then revalidated.
import { expect } from '@open-wc/testing';
import { contentVariantsAtom, requestContent } from '../../src/state/content';
import { logger, type LogEntry } from '../../src/platform/logger';
import { holdRequests, stubFetch } from '../helpers/fetch';
import { freshPage, leavePage, nextPage } from '../helpers/page';
import { waitFor } from '../helpers/wait';

const SUPPRESSION = /common-tools-vpp\/global\/suppression\.json/;
const suppressed = (store: ReturnType<typeof freshPage>) => store.get(contentVariantsAtom('suppression')).en?.suppressedPlanIds;

describe('state: content kept for the next page of the visit', () => {
  afterEach(() => leavePage());

  it('a later page shows the fragment this tab read before the CMS answers, then takes the fresh one', async () => {
    const first = freshPage();
    stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } }]);
    requestContent('suppression', 'en', first);
    await waitFor(() => suppressed(first)?.length === 1, 'the first page never read the fragment');

    const next = nextPage();
    stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1', 'TW1'] } }]);
    const release = holdRequests('suppression.json');
    requestContent('suppression', 'en', next);
    expect(suppressed(next), 'shown from the kept copy while the CMS waits').to.deep.equal(['MW1']);
    release();
    await waitFor(() => suppressed(next)?.length === 2, 'the fresh fragment never applied');
  });

  it('a kept copy that no longer reads is logged and ignored: the page waits for the CMS as a first page does', async () => {
    const logs: LogEntry[] = [];
    const stop = logger.subscribe((entry) => logs.push(entry));
    try {
      const store = freshPage();
      for (const key of Object.keys(sessionStorage)) sessionStorage.removeItem(key);
      sessionStorage.setItem('sp.content aarp  suppression en', '{"suppressedPlanIds": 42');
      stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } }]);
      const release = holdRequests('suppression.json');
      requestContent('suppression', 'en', store);
      expect(suppressed(store)).to.equal(undefined);
      expect(logs.some((entry) => entry.message.includes('sp.content aarp  suppression en'))).to.equal(true);
      release();
      await waitFor(() => suppressed(store)?.length === 1, 'the fragment never loaded');
    } finally {
      stop();
    }
  });
});

describe('state: content in the page language', () => {
  afterEach(() => leavePage());
  const ROOT = '/api/assets/MRD/content-fragments/';
  const PROFILE = { texts: {}, faq: [] };

  it('a Spanish reader gets the Spanish variant of a text fragment, from the es language folder', async () => {
    const store = freshPage();
    const server = stubFetch([{ method: 'GET', path: `${ROOT}es/shopper-profile-redesign/profile.json`, json: { ...PROFILE, texts: { title: 'Su cuenta' } } }]);
    requestContent('profile', 'es', store);
    await waitFor(() => store.get(contentVariantsAtom('profile')).es?.texts?.title === 'Su cuenta', 'the Spanish fragment never loaded');
    expect(store.get(contentVariantsAtom('profile')).en, 'the English one is apart').to.equal(undefined);
    expect(server.requests.map((r) => r.url.pathname)).to.deep.equal([`${ROOT}es/shopper-profile-redesign/profile.json`]);
  });

  it('a missing Spanish variant falls back to the English fragment, logged', async () => {
    const logs: LogEntry[] = [];
    const stop = logger.subscribe((entry) => logs.push(entry));
    try {
      const store = freshPage();
      stubFetch([
        { method: 'GET', path: `${ROOT}es/shopper-profile-redesign/profile.json`, status: 404, json: {} },
        { method: 'GET', path: `${ROOT}shopper-profile-redesign/profile.json`, json: { ...PROFILE, texts: { title: 'Your account' } } },
      ]);
      requestContent('profile', 'es', store);
      await waitFor(() => store.get(contentVariantsAtom('profile')).es?.texts?.title === 'Your account', 'no English fallback');
      expect(logs.some((entry) => entry.level === 'warn' && entry.message.includes('no readable es variant'))).to.equal(true);
    } finally {
      stop();
    }
  });

  it('a data-only fragment has one variant for every language: asked for once', async () => {
    const store = freshPage();
    const server = stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } }]);
    requestContent('suppression', 'es', store);
    requestContent('suppression', 'en', store);
    await waitFor(() => store.get(contentVariantsAtom('suppression')).es?.suppressedPlanIds?.length === 1, 'never loaded');
    expect(store.get(contentVariantsAtom('suppression')).en?.suppressedPlanIds).to.deep.equal(['MW1']);
    expect(server.requests.map((r) => r.url.pathname)).to.deep.equal([`${ROOT}common-tools-vpp/global/suppression.json`]);
  });

  it("another fragment or language arriving leaves a fragment's variants as they were: its readers are not told of it", async () => {
    const store = freshPage();
    stubFetch([
      { method: 'GET', path: `${ROOT}shopper-profile-redesign/profile.json`, json: { ...PROFILE, texts: { title: 'Your account' } } },
      { method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } },
    ]);
    requestContent('profile', 'en', store);
    await waitFor(() => store.get(contentVariantsAtom('profile')).en !== undefined, 'the profile fragment never loaded');
    const told: string[] = [];
    const unsubscribe = store.sub(contentVariantsAtom('profile'), () => told.push('profile'));
    const before = store.get(contentVariantsAtom('profile'));
    requestContent('suppression', 'en', store);
    await waitFor(() => suppressed(store)?.length === 1, 'the suppression fragment never loaded');
    unsubscribe();
    expect(store.get(contentVariantsAtom('profile'))).to.equal(before);
    expect(told).to.deep.equal([]);
  });
});
