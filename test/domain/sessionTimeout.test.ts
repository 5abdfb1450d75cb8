import { expect } from '@open-wc/testing';
import {
  countdownText,
  DEFAULT_SESSION_TIMEOUT,
  isSessionTimedOut,
  remainingCountdownMs,
  resetsIdleTimer,
  SESSION_TICK_MS,
  SESSION_WARNING_COUNTDOWN_MS,
  signOutDestination,
} from '../../src/domain/sessionTimeout';

describe('session time-out (spec §4.14, §9)', () => {
  it('constants: default 9000, countdown 120000 ms, tick 1000 ms', () => {
    expect([DEFAULT_SESSION_TIMEOUT, SESSION_WARNING_COUNTDOWN_MS, SESSION_TICK_MS]).to.deep.equal([9000, 120000, 1000]);
  });

  const idle: [number, number | undefined, boolean][] = [[9000, undefined, false], [9001, undefined, true], [10, 10, false], [11, 10, true]];
  for (const [idleTime, sessionTime, expected] of idle) {
    it(`idle ${idleTime} with session time ${sessionTime ?? 'default'} -> timed out ${expected}`, () =>
      expect(isSessionTimedOut(idleTime, sessionTime)).to.equal(expected));
  }

  it('activity resets the idle timer unless the time-out pop-up shows', () => {
    expect(resetsIdleTimer(false)).to.equal(true);
    expect(resetsIdleTimer(true)).to.equal(false);
  });

  const countdown: [number, number, string][] = [[0, 120000, '2:00'], [1000, 119000, '1:59'], [61000, 59000, '0:59'], [119000, 1000, '0:01'], [119500, 500, '0:01'], [120000, 0, '0:00'], [130000, 0, '0:00']];
  for (const [elapsed, remaining, text] of countdown) {
    it(`after ${elapsed} ms: ${remaining} ms left, '${text}'`, () => {
      expect(remainingCountdownMs(elapsed)).to.equal(remaining);
      expect(countdownText(remainingCountdownMs(elapsed))).to.equal(text);
    });
  }

  it('a cloaked sign-out goes to the site root, others to the sign-out URL', () => {
    expect(signOutDestination(true, '/hsid-logout')).to.equal('/');
    expect(signOutDestination(false, '/hsid-logout')).to.equal('/hsid-logout');
  });
});
