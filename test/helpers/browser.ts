/**
 * Keys, viewport and media for tests in all three engines, through
 * the runner's sp-browser-commands plugin (scripts/wtr/browser-commands.mjs).
 * Same shapes as @web/test-runner-commands, whose own versions differ by
 * launcher; the lint forbids importing those in tests.
 */
import { executeServerCommand } from '@web/test-runner-commands';

type Unsupported = { unsupported: string };
const isUnsupported = (answer: unknown): answer is Unsupported =>
  typeof answer === 'object' && answer !== null && 'unsupported' in answer;

// The test about to run, so a helper can skip it (a root hook's context is
// not the one a nested suite's test runs with, but `currentTest` is the test).
let currentTest: MochaTest | undefined;
beforeEach(function rememberTest(this: MochaContext) {
  currentTest = this.currentTest;
});

/** Skips the running test; its title carries the reason, which the run's summary lists per engine. */
function skipRunningTest(reason: string): never {
  if (!currentTest) throw new Error(reason);
  currentTest.title += ` [skipped: ${reason}]`;
  return currentTest.skip();
}

/** How many keys a press names: 'Shift+Tab' is two, 'Control++' is Control and the plus key. */
const keysPressed = (combo: string) => (combo.endsWith('++') ? combo.slice(0, -2).split('+').length + 1 : combo.split('+').length);

/**
 * Resolves once the page has seen `count` keyups and their default actions (Space clicks a button on keyup) have
 * run, or after a second when the keys went where the page cannot see them. WebKitWebDriver answers an action
 * before the page has handled it (a value read right after typing was sometimes the old one).
 */
function keyupsSeen(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      window.removeEventListener('keyup', onKeyup, true);
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const onKeyup = () => {
      seen += 1;
      if (seen >= count) done();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener('keyup', onKeyup, true);
  });
}

export async function sendKeys(payload: { press: string } | { type: string }): Promise<void> {
  const handled = keyupsSeen('press' in payload ? keysPressed(payload.press) : payload.type.length);
  if ('press' in payload) await executeServerCommand('sp-press', payload);
  else await executeServerCommand('sp-type', payload);
  await handled;
}

/** Where the engine's window cannot take the size, the running test is skipped with the reason. */
export async function setViewport(size: { width: number; height: number }): Promise<void> {
  const answer = await executeServerCommand('sp-viewport', size);
  if (isUnsupported(answer)) skipRunningTest(answer.unsupported);
}

interface MediaPayload { media?: 'screen' | 'print'; reducedMotion?: 'reduce' | 'no-preference' }

/** Every engine is launched with screen media and reduced motion: asking for that where emulation is missing is a no-op. */
const isLaunchDefault = ({ media, reducedMotion }: MediaPayload) =>
  (media === undefined || media === 'screen') && (reducedMotion === undefined || reducedMotion === 'reduce');

/** Where the engine cannot emulate the media asked for, the running test is skipped with the reason. */
export async function emulateMedia(payload: MediaPayload): Promise<void> {
  const answer = await executeServerCommand('sp-media', payload);
  if (isUnsupported(answer) && !isLaunchDefault(payload)) skipRunningTest(answer.unsupported);
}
