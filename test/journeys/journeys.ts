/**
 * The main journeys, run in Firefox and WebKit by scripts/journeys.mjs
 * (Chromium runs them, and every other journey, in test/e2e with
 * Playwright). Each is what a person does and sees, against the reference
 * backend and the demo pages served with the strict CSP.
 */
import { eventually, notSee, re, see, settled, type Shopper, type Target } from './shopper';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

export interface Journey {
  name: string;
  run(shopper: Shopper): Promise<void>;
}

function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Waits until the field shows `expected` (`|` at the caret), saying what it showed instead. */
async function seeField(shopper: Shopper, target: Target, expected: string): Promise<void> {
  let last: string | null = null;
  await eventually(async () => (last = await shopper.ask('field', target)) === expected, 'the field never showed its value')
    .catch(() => { throw new Error(`the field showed ${JSON.stringify(last)}, not ${JSON.stringify(expected)}`); });
}

const SIGN_OUT = { role: 'button', name: 'Sign out', inside: 'sp-profile' } as const;
const SIGN_OUT_DIALOG = { role: 'alertdialog', name: 'Sign out?' } as const;

export const JOURNEYS: Journey[] = [
  {
    name: 'a guest sees the guest account, moves between its views with the side navigation, and the address follows',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=guest&${QUIET}`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Your guest account' });
      await shopper.click({ role: 'link', name: re(/^Your drugs/) });
      await eventually(async () => (await shopper.location()).endsWith('#drugs'), 'the address never named the drugs view');
      await shopper.click({ role: 'link', name: re(/^Your doctors and dentists/) });
      await eventually(async () => (await shopper.location()).endsWith('#providers'), 'the address never named the doctors view');
    },
  },
  {
    name: 'a member is greeted by first name; Sign out asks first, the pop-up holds focus, Escape closes it and focus returns to Sign out',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=member&${QUIET}`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Hello, Margaret' });
      await shopper.click(SIGN_OUT);
      await see(shopper, SIGN_OUT_DIALOG);
      for (const key of ['Tab', 'Tab', 'Shift+Tab'] as const) {
        await shopper.press(key);
        const inside = await shopper.evaluate<boolean>(`(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return Boolean(a && a.closest('[role="alertdialog"]')); })()`);
        if (!inside) throw new Error(`${key} left the sign-out pop-up`);
      }
      await shopper.press('Escape');
      await notSee(shopper, SIGN_OUT_DIALOG);
      await eventually(async () => (await shopper.ask('focusedName')) === 'Sign out', 'focus did not return to Sign out');
    },
  },
  {
    name: 'on a Spanish page a member is greeted in Spanish; Cerrar sesión asks first, Escape closes the pop-up and focus returns',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=member&lang=es&${QUIET}`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Hola, Margaret' });
      await shopper.click({ role: 'button', name: 'Cerrar sesión', inside: 'sp-profile' });
      const dialog = { role: 'alertdialog', name: '¿Desea cerrar sesión?' } as const;
      await see(shopper, dialog);
      await shopper.press('Escape');
      await notSee(shopper, dialog);
      await eventually(async () => (await shopper.ask('focusedName')) === 'Cerrar sesión', 'focus did not return to Cerrar sesión');
      await shopper.open(`/profile.html?lang=en&${QUIET}`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Hello, Margaret' });
    },
  },
  {
    name: 'a member whose delete fails removes a drug and sees it come back at its old place',
    async run(shopper) {
      await shopper.open('/dce.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=remove-fail');
      await settled(shopper);
      const titles = { role: 'button', name: re(/, drug information$/) } as const;
      await eventually(async () => (await shopper.ask('count', titles)) === 3, 'the three saved drugs never showed');
      const before = await shopper.ask('texts', titles);
      await shopper.ask('listenForAnnouncements');
      await shopper.click({ role: 'button', name: `Remove ${before[1]}` });
      await shopper.click({ role: 'button', name: 'Remove from saved drugs', within: { role: 'dialog', name: 'Remove drug' } });
      await notSee(shopper, { role: 'dialog', name: 'Remove drug' });
      await eventually(async () => JSON.stringify(await shopper.ask('texts', titles)) === JSON.stringify(before), 'the drug did not come back at its place');
      // Said once, through the one polite live region, and by nothing else.
      const failure = `${before[1]} could not be removed. Please try again.`;
      await eventually(async () => (await shopper.ask('announcements')).some((said) => said.text === failure), 'the failure was never said');
      const said = (await shopper.ask('announcements')).filter((s) => s.text.includes(before[1]!));
      expectEqual(said.map((s) => [s.text, s.how]), [[failure, 'polite']], 'what a screen reader heard');
      // Asked once: the failure is shown, not retried behind the person's back (the demo page logs the API's answers).
      const deletes = await shopper.evaluate<number[]>(`window.spDemo.logs.calls.filter((c) => c.method === 'DELETE').map((c) => c.status)`);
      expectEqual(deletes, [500], 'the delete calls the page made');
    },
  },
  {
    name: 'a member sees the dashboard: the applications and the saved plans',
    async run(shopper) {
      await shopper.open(`/dashboard.html?persona=member&${QUIET}`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Your applications' });
      await see(shopper, { role: 'heading', name: 'Your saved plans' });
    },
  },
  {
    name: 'a non-member (TPP) with one attempt is locked out after a wrong answer',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=telesales-tpp&${QUIET}`);
      await settled(shopper);
      const within = { role: 'dialog', name: 'Confirm your identity' } as const;
      await see(shopper, within);
      await shopper.click({ role: 'radio', name: 'Male', within, label: true });
      await shopper.fill({ role: 'textbox', name: 'ZIP code', within }, '33102');
      await shopper.click({ role: 'button', name: 'Confirm identity', within });
      await see(shopper, { text: 'reached the maximum number of attempts', within });
      expectEqual(await shopper.ask('attribute', { role: 'button', name: 'Confirm identity', within }, 'aria-disabled'), 'true', 'the locked form\'s button');
    },
  },
  {
    name: 'a consent member (M) who mistyped one character of the masked Medicare number fixes it in the middle and is confirmed',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=telesales-m&${QUIET}`);
      await settled(shopper);
      const within = { role: 'dialog', name: 'Confirm your identity' } as const;
      const mbi = { role: 'textbox', name: 'Medicare number', within } as const;
      await see(shopper, within);
      await shopper.fill(mbi, '3gj6vg8pm94');
      await seeField(shopper, mbi, '3GJ6-VG8-PM94|');
      // Back to just after the wrong 8 with the arrow keys, then Backspace and the right digit.
      await shopper.press('End');
      for (let step = 0; step < 5; step += 1) await shopper.press('ArrowLeft');
      await shopper.press('Backspace');
      await seeField(shopper, mbi, '3GJ6-VG|P-M94');
      await shopper.type('7');
      await seeField(shopper, mbi, '3GJ6-VG7|-PM94');
      await shopper.click({ role: 'button', name: 'Confirm identity', within });
      await see(shopper, { role: 'dialog', name: 'Your identity is confirmed' });
    },
  },
  {
    name: 'a signed-in member idle past the session time sees the countdown pop-up; Stay on page closes it',
    async run(shopper) {
      await shopper.open(`/dashboard.html?persona=member&${QUIET}&timeout=3`);
      await shopper.ask('listenForAnnouncements');
      await settled(shopper);
      const popup = { role: 'alertdialog', name: 'Your session is about to end' } as const;
      await see(shopper, popup, 20_000);
      // Said once as the alert dialog opens; the countdown ticking is not read out.
      const ticks = await shopper.ask('texts', { role: 'timer', within: popup });
      await eventually(async () => JSON.stringify(await shopper.ask('texts', { role: 'timer', within: popup })) !== JSON.stringify(ticks), 'the countdown never ticked');
      const warnings = (await shopper.ask('announcements')).filter((s) => s.text.includes('Your session is about to end') || /\d:\d\d/.test(s.text));
      expectEqual(warnings.map((s) => s.how), ['dialog'], 'how the warning was said');
      await shopper.click({ role: 'button', name: 'Stay on page', within: popup });
      await notSee(shopper, popup);
    },
  },
  {
    name: 'a member with no saved drugs opens the import from the empty drugs view, confirms, and is told no claim history was found',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=member-noclaims&date=2026-03-10&brand=aarp&flags=&fault=#drugs`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'You have no saved drugs yet' });
      await shopper.click({ role: 'button', name: 'Import my drugs and doctors' });
      const within = { role: 'dialog', name: 'Import your drugs and doctors' } as const;
      await see(shopper, within, 20_000);
      await shopper.click({ role: 'checkbox', name: re(/^I attest/), within, label: true });
      await shopper.click({ role: 'button', name: 'Import my drugs and doctors', within });
      await see(shopper, { role: 'heading', name: 'No claim history found' }, 20_000);
      await shopper.click({ role: 'button', name: 'Return to account' });
      await notSee(shopper, within);
    },
  },
  {
    name: 'in the narrowest window the engine allows, Tab never lands under the toast, nothing scrolls sideways, and every control is 24 px or spaced and named',
    async run(shopper) {
      await shopper.resize(320, 640);
      await shopper.open(`/profile.html?persona=guest&${QUIET}#plans`);
      await settled(shopper);
      await see(shopper, { role: 'region', name: 'Your items are saved in this browser' });
      const { width } = await shopper.ask('windowSize');
      expectEqual(await shopper.ask('reflowProblems'), [], `what does not reflow at ${width} px`);
      expectEqual(await shopper.ask('undersizedTargets'), [], `controls under 24 px at ${width} px`);
      expectEqual(await shopper.ask('unnamedControls'), [], 'controls with no role or name');
      await shopper.ask('forgetVisits');
      let checked = 0;
      for (let stop = 1; stop <= 100; stop += 1) {
        await shopper.press('Tab');
        const { report, again } = await shopper.ask('visitFocused');
        if (again) {
          if (checked < 10) throw new Error(`only ${checked} Tab stops were checked`);
          return;
        }
        if (!report) continue;
        // A skip link shows itself through :focus, which WebKit under WebDriver never matches here.
        const offScreenUnstyled = !report.focusStyled && report.seen === 0 && report.coveredBy.join() === 'the edge of the window';
        if (offScreenUnstyled) continue;
        checked += 1;
        // The toast steps aside a frame after focus moves.
        await eventually(async () => {
          const now = await shopper.ask('focusReport');
          return !now || (now.seen > 0 && !now.coveredBy.some((what) => what.startsWith('sp-toast')));
        }, `Tab stop ${stop}, ${report.target}, is covered by ${report.coveredBy.join('; ')}`, 3_000);
      }
      throw new Error('Tab did not come back round in 100 stops');
    },
  },
];
