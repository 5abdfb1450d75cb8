import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { LAST_ACTIVITY_KEY, startIdleTimer, type IdleTimer } from '../../src/platform/idleTimer';

const T0 = Date.UTC(2026, 2, 10, 15, 0, 0);

describe('platform: idle timer', () => {
  let clock: sinon.SinonFakeTimers;
  let timer: IdleTimer | undefined;
  let ticks: number[];
  let paused: boolean;

  const start = () => {
    timer = startIdleTimer({ onTick: (ms) => ticks.push(ms), activityEvents: ['keydown', 'mousemove', 'touchstart', 'scroll'], tickMs: 1000, isPaused: () => paused });
    return timer;
  };

  beforeEach(() => {
    localStorage.clear();
    ticks = [];
    paused = false;
    clock = sinon.useFakeTimers({ now: T0, toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    timer?.stop();
    timer = undefined;
    clock.restore();
    localStorage.clear();
  });

  it('ticks every second with the time since the last activity', () => {
    start();
    clock.tick(3000);
    expect(ticks).to.deep.equal([1000, 2000, 3000]);
  });

  it('key presses, mouse moves, touches and scrolls reset it', () => {
    start();
    for (const type of ['keydown', 'mousemove', 'touchstart', 'scroll']) {
      clock.tick(5000);
      document.dispatchEvent(new Event(type));
      clock.tick(1000);
      expect(ticks.at(-1), type).to.equal(1000);
    }
  });

  it('activity while paused (the time-out pop-up shows) does not reset it', () => {
    start();
    clock.tick(5000);
    paused = true;
    document.dispatchEvent(new Event('keydown'));
    clock.tick(1000);
    expect(ticks.at(-1)).to.equal(6000);
  });

  it('keeps the last activity time in localStorage for the other tabs', () => {
    start();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).to.equal(String(T0));
    clock.tick(4000);
    document.dispatchEvent(new Event('mousemove'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).to.equal(String(T0 + 4000));
  });

  it('writes a burst of mouse moves to storage at most once a tick', () => {
    start();
    clock.tick(2000);
    const writes = sinon.spy(Storage.prototype, 'setItem');
    try {
      for (let i = 0; i < 20; i += 1) {
        document.dispatchEvent(new Event('mousemove'));
        clock.tick(10);
      }
      expect(writes.callCount).to.equal(1);
    } finally {
      writes.restore();
    }
  });

  it("another tab's activity counts here at once, through the storage event", () => {
    start();
    clock.tick(60000);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 500));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: localStorage.getItem(LAST_ACTIVITY_KEY) }));
    expect(ticks.at(-1)).to.equal(500);
  });

  it("another tab's activity counts even while paused (that person is present)", () => {
    start();
    clock.tick(60000);
    paused = true;
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    clock.tick(1000);
    expect(ticks.at(-1)).to.equal(1000);
  });

  it('a stored time later than now (garbage, or kept before the clock was set back) is ignored: it cannot keep the session open', () => {
    start();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() + 3_600_000));
    clock.tick(2000);
    expect(ticks.at(-1)).to.equal(2000);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    expect(ticks.at(-1)).to.equal(2000);
  });

  it('an unreadable stored time is ignored', () => {
    start();
    localStorage.setItem(LAST_ACTIVITY_KEY, 'not a time');
    clock.tick(2000);
    expect(ticks.at(-1)).to.equal(2000);
  });

  it('reset counts from now; stop ends ticks and listening', () => {
    const running = start();
    clock.tick(7000);
    running.reset();
    expect(running.idleMs()).to.equal(0);
    running.stop();
    const seen = ticks.length;
    clock.tick(5000);
    document.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    expect(ticks.length).to.equal(seen);
  });
});
