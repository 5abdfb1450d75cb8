import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { whenPageSettled } from '../../../src/components/common/whenPageSettled';
import { browserSettled } from '../../../src/platform/browserSettled';
import { getHttp } from '../../../src/state/http';
import { holdRequests, stubFetch } from '../../helpers/fetch';
import { freshPage } from '../../helpers/page';
import { nextFrame, waitFor } from '../../helpers/wait';

/** Runs `body` as in Safari, which has no requestIdleCallback. */
async function withoutIdleCallback(body: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'requestIdleCallback');
  try {
    expect(typeof (window as Partial<Window>).requestIdleCallback).to.equal('undefined');
    await body();
  } finally {
    if (own) Object.defineProperty(window, 'requestIdleCallback', own);
  }
}

describe('whenPageSettled on the browser baseline', () => {
  it('without requestIdleCallback (Safari) the work ahead of need still runs once the page is idle', async () => {
    await withoutIdleCallback(async () => {
      let ran = false;
      whenPageSettled(() => { ran = true; });
      await waitFor(() => ran, 'the idle task never ran');
    });
  });

  it('without requestIdleCallback a cancelled task never runs', async () => {
    await withoutIdleCallback(async () => {
      let ran = false;
      const cancel = whenPageSettled(() => { ran = true; });
      cancel();
      let other = false;
      whenPageSettled(() => { other = true; });
      await waitFor(() => other, 'the second idle task never ran');
      expect(ran).to.equal(false);
    });
  });
});

describe('whenPageSettled and the page\'s data', () => {
  it('waits until every call in flight has answered, so pop-up code never competes with the page\'s data', async () => {
    freshPage();
    stubFetch([{ method: 'GET', path: '/pharmacysearch/pharmacyData/v1/p1/2026', json: {} }]);
    const release = holdRequests('/pharmacysearch/');
    const answered = getHttp().send('pharmacy data', v.unknown(), 'get', '/pharmacysearch/pharmacyData/v1/p1/2026');
    let ran = false;
    whenPageSettled(() => { ran = true; });
    for (let i = 0; i < 3; i += 1) {
      await nextFrame();
      await browserSettled();
    }
    expect(ran, 'ran while a call was still waiting for its answer').to.equal(false);
    release();
    await answered;
    await waitFor(() => ran, 'the idle task never ran after the answer');
  });
});
