import { expect } from '@open-wc/testing';
import { whenPageIdle } from '../../../src/components/common/whenPageIdle';
import { waitFor } from '../../helpers/wait';

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

describe('whenPageIdle on the browser baseline', () => {
  it('without requestIdleCallback (Safari) the work ahead of need still runs once the page is idle', async () => {
    await withoutIdleCallback(async () => {
      let ran = false;
      whenPageIdle(() => { ran = true; });
      await waitFor(() => ran, 'the idle task never ran');
    });
  });

  it('without requestIdleCallback a cancelled task never runs', async () => {
    await withoutIdleCallback(async () => {
      let ran = false;
      const cancel = whenPageIdle(() => { ran = true; });
      cancel();
      let other = false;
      whenPageIdle(() => { other = true; });
      await waitFor(() => other, 'the second idle task never ran');
      expect(ran).to.equal(false);
    });
  });
});
