import { expect } from '@open-wc/testing';
import { inFlightCounter } from '../../src/api/inFlight';

describe('calls in flight', () => {
  it('counts each call until it answers or fails, and quiet() resolves only when none is left', async () => {
    const counter = inFlightCounter();
    let answer!: () => void;
    let fail!: (error: Error) => void;
    const first = counter.around(() => new Promise<void>((resolve) => (answer = resolve)));
    const second = counter.around(() => new Promise<void>((_, reject) => (fail = reject)));
    expect(counter.count()).to.equal(2);
    let quiet = false;
    const settled = counter.quiet().then(() => (quiet = true));
    answer();
    await first;
    expect([counter.count(), quiet]).to.deep.equal([1, false]);
    fail(new Error('offline'));
    await second.catch(() => undefined);
    await settled;
    expect([counter.count(), quiet]).to.deep.equal([0, true]);
  });

  it('is quiet at once when no call is in flight', async () => {
    await inFlightCounter().quiet();
  });
});
