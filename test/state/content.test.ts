// CMS copy kept for the next page of the visit (issue 17): shown at once there, then revalidated.
import { expect } from '@open-wc/testing';
import { contentAtom, requestContent } from '../../src/state/content';
import { logger, type LogEntry } from '../../src/platform/logger';
import { holdRequests, stubFetch } from '../helpers/fetch';
import { freshPage, leavePage, nextPage } from '../helpers/page';
import { waitFor } from '../helpers/wait';

const SUPPRESSION = /common-tools-vpp\/global\/suppression\.json/;
const suppressed = (store: ReturnType<typeof freshPage>) => store.get(contentAtom('suppression'))?.suppressedPlanIds;

describe('state: content kept for the next page of the visit', () => {
  afterEach(() => leavePage());

  it('a later page shows the fragment this tab read before the CMS answers, then takes the fresh one', async () => {
    const first = freshPage();
    stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } }]);
    requestContent('suppression', first);
    await waitFor(() => suppressed(first)?.length === 1, 'the first page never read the fragment');

    const next = nextPage();
    stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1', 'TW1'] } }]);
    const release = holdRequests('suppression.json');
    requestContent('suppression', next);
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
      sessionStorage.setItem('sp.content aarp  suppression', '{"suppressedPlanIds": 42');
      stubFetch([{ method: 'GET', path: SUPPRESSION, json: { suppressedPlanIds: ['MW1'] } }]);
      const release = holdRequests('suppression.json');
      requestContent('suppression', store);
      expect(suppressed(store)).to.equal(undefined);
      expect(logs.some((entry) => entry.message.includes('sp.content aarp  suppression'))).to.equal(true);
      release();
      await waitFor(() => suppressed(store)?.length === 1, 'the fragment never loaded');
    } finally {
      stop();
    }
  });
});
