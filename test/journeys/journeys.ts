/**
 * The main journeys, each written once and run in Chromium, Firefox and
 * WebKit by scripts/journeys.mjs. They are not Playwright specs because
 * Playwright cannot drive WebKitGTK here and drives Firefox ESR only with
 * caveats (docs/browsers.md). Each is what a person does and sees, against
 * the reference backend and the demo pages served with the strict CSP.
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
const ENROLL = { role: 'button', name: re(/^Enroll in plan/), inside: 'sp-profile' } as const;

/** Signs in through the sign-in service's page as a person does: the persona's link, then back at `returnUrl` with a session. */
async function signInAs(shopper: Shopper, persona: RegExp, returnUrl: string): Promise<void> {
  await shopper.open(`/optumid-login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await shopper.click({ role: 'link', name: re(persona) });
  await eventually(async () => (await shopper.location()).startsWith(returnUrl), `sign-in never came back to ${returnUrl}`);
  // The page's library exchanges the one-time code; the session cookie follows.
  await eventually(() => shopper.evaluate<boolean>(`document.cookie.includes('sp-user-id=')`), 'the session never began');
}

const stored = (shopper: Shopper, key: string) => shopper.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);

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
      if (!/^[12]:\d\d$/.test(ticks[0] ?? '')) throw new Error(`the countdown showed ${JSON.stringify(ticks)}, not two minutes or less`);
      const signOut = { role: 'button', name: 'Sign out', within: popup } as const;
      if (!(await shopper.ask('exists', signOut)) && !(await shopper.ask('exists', { ...signOut, role: 'link' }))) throw new Error('the pop-up has no Sign out');
      await eventually(async () => JSON.stringify(await shopper.ask('texts', { role: 'timer', within: popup })) !== JSON.stringify(ticks), 'the countdown never ticked');
      const warnings = (await shopper.ask('announcements')).filter((s) => s.text.includes('Your session is about to end') || /\d:\d\d/.test(s.text));
      expectEqual(warnings.map((s) => s.how), ['dialog'], 'how the warning was said');
      await shopper.click({ role: 'button', name: 'Stay on page', within: popup });
      await notSee(shopper, popup);
      expectEqual(await shopper.ask('signedIn'), true, 'still signed in after Stay on page');
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
  {
    name: 'a guest saves three plans while browsing, sees them by type on the profile, removes one and still sees two after a reload',
    async run(shopper) {
      await shopper.open(`/plans.html?zip=10001&persona=guest&${QUIET}`);
      await settled(shopper);
      const plans = await shopper.evaluate<{ planId: string; planName: string }[]>(`fetch('/demo-api/plans/search?zip=10001&year=2026').then((r) => r.json()).then((b) => b.plans)`);
      const nameOf = (planId: string) => plans.find((p) => p.planId === planId)!.planName;
      for (const planId of ['H3387-001-000', 'H3387-003-000', 'S5921-001-000']) {
        await shopper.click({ role: 'button', name: `Save plan: ${nameOf(planId)}` });
        await see(shopper, { role: 'button', name: `Saved: ${nameOf(planId)} (select to remove)` });
      }
      await shopper.open('/profile.html#plans');
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Medicare Advantage Plans (2)', inside: 'sp-profile' });
      await see(shopper, { role: 'heading', name: 'Medicare Prescription Drug Plans (1)', inside: 'sp-profile' });
      await shopper.click({ role: 'button', name: `Remove ${nameOf('S5921-001-000')} from saved plans`, inside: 'sp-profile' });
      await shopper.click({ role: 'button', name: 'Remove from saved plans', within: { role: 'dialog', name: re(/./) } });
      await notSee(shopper, { role: 'heading', name: re(/^Medicare Prescription Drug Plans/), inside: 'sp-profile' });
      await shopper.open('/profile.html#plans');
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Medicare Advantage Plans (2)', inside: 'sp-profile' });
      expectEqual(await shopper.ask('exists', { role: 'heading', name: re(/^Medicare Prescription Drug Plans/), inside: 'sp-profile' }), false, 'the removed plan\'s type after a reload');
    },
  },
  {
    name: 'a guest signs in as a shopper, lands on Your account greeted by first name; signing out asks for confirmation and clears what the library kept in the browser, not the host page\'s own keys',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=guest&${QUIET}`);
      await settled(shopper);
      await shopper.evaluate(`localStorage.setItem('demo.marker', 'the host page\\'s own')`);
      await signInAs(shopper, /^Shopper: Carlos Reyes/, '/profile.html');
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Your account' });
      await see(shopper, { text: re(/Carlos/), inside: 'sp-profile' });
      await eventually(async () => (await stored(shopper, 'sp.toastShown.authenticated')) === 'true', 'the signed-in toast was never marked shown');
      await shopper.click(SIGN_OUT);
      await see(shopper, SIGN_OUT_DIALOG);
      await shopper.click({ role: 'button', name: 'Sign out', within: SIGN_OUT_DIALOG });
      await eventually(async () => (await shopper.location()).split(/[?#]/)[0] === '/', 'sign-out never reached the home page');
      await see(shopper, { role: 'link', name: 'Sign in' });
      expectEqual(await stored(shopper, 'sp.toastShown.authenticated'), null, 'what the library kept');
      expectEqual(await stored(shopper, 'demo.marker'), 'the host page\'s own', 'the host page\'s own key');
    },
  },
  {
    name: 'a cloaked session has no back link and its enroll buttons are disabled',
    async run(shopper) {
      await shopper.open(`/profile.html?persona=cloaked&${QUIET}#plans`);
      await settled(shopper);
      await see(shopper, { role: 'heading', name: 'Your account' });
      expectEqual(await shopper.ask('count', { role: 'link', name: re(/^Return to/), inside: 'sp-profile' }), 0, 'back links');
      // Read button by button, so a card that re-renders meanwhile (its plan details arriving) is read again.
      await eventually(async () => {
        const shown = await shopper.ask('count', ENROLL);
        if (shown === 0) throw new Error('no enroll button showed');
        for (let nth = 0; nth < shown; nth += 1) {
          if (!(await shopper.ask('exists', { ...ENROLL, nth }))) return false;
          const disabled = await shopper.ask('attribute', { ...ENROLL, nth }, 'disabled');
          const ariaDisabled = await shopper.ask('attribute', { ...ENROLL, nth }, 'aria-disabled');
          if (disabled === null && ariaDisabled !== 'true') throw new Error(`enroll button ${nth + 1} of ${shown} is enabled`);
        }
        return true;
      }, 'the enroll buttons of a cloaked session are not all disabled');
    },
  },
  {
    name: 'switching the system date from Oct 14 to Oct 15 shows the enroll buttons of next year plans',
    async run(shopper) {
      await signInAs(shopper, /^Member: Margaret Hill/, '/plans.html');
      for (const [date, shown] of [['2025-10-14', false], ['2025-10-15', true]] as const) {
        await shopper.open(`/profile.html?date=${date}&brand=aarp&flags=&fault=#plans`);
        await settled(shopper);
        await see(shopper, { role: 'heading', name: 'Your account' });
        // The saved plans have rendered: each card offers its removal.
        await see(shopper, { role: 'button', name: re(/ from saved plans$/), inside: 'sp-profile' });
        if (shown) await see(shopper, ENROLL);
        else expectEqual(await shopper.ask('count', ENROLL), 0, `enroll buttons on ${date}`);
      }
    },
  },
  {
    name: 'a guest adds two drugs and a mail-order pharmacy through the drawer and sees them sorted by dosage with the pharmacy line',
    async run(shopper) {
      await shopper.open(`/dce.html?persona=guest&${QUIET}`);
      await settled(shopper);
      await shopper.click({ role: 'button', name: 'Add or edit drugs' });
      const within = { role: 'dialog', name: re(/Drug cost estimator/) } as const;
      const choose = (name: string, label: string) => eventually(() => shopper.ask('choose', { role: 'combobox', name, within }, label), `${name} never offered ${label}`);
      for (const [search, name, dosage] of [['omeprazole', 'Omeprazole', 'Omeprazole CPDR 20MG'], ['lisinopril', 'Lisinopril', 'Lisinopril TAB 10MG']] as const) {
        await shopper.fill({ role: 'searchbox', name: 'Drug name', within }, search);
        await shopper.click({ role: 'button', name: 'Search drugs', within });
        await shopper.click({ role: 'button', name: `Select ${name}`, within });
        await choose('Dosage', dosage);
        await shopper.fill({ role: 'spinbutton', name: 'Quantity', within }, '30');
        await choose('Frequency', 'Every month');
        await choose('Supply length', '90-day supply');
        await shopper.click({ role: 'button', name: 'Add to drug list', within });
        await eventually(async () => (await shopper.ask('texts', { role: 'listitem', within: { role: 'list', name: 'Drugs to save' } })).some((text) => text.includes(dosage)), `${dosage} never joined the drugs to save`);
      }
      await shopper.click({ role: 'radio', name: re(/Optum Rx Mail Service Pharmacy \(mail order\)/), within, label: true });
      await shopper.click({ role: 'button', name: 'Save drugs and pharmacy', within });
      await notSee(shopper, within);
      const titles = { role: 'button', name: re(/, drug information$/), inside: 'sp-drug-list' } as const;
      const pharmacy = { text: re(/^Pharmacy: Optum Rx Mail Service Pharmacy \(Mail order pharmacy\)$/), inside: 'sp-drug-list' } as const;
      const sorted = JSON.stringify(['Lisinopril TAB 10MG', 'Omeprazole CPDR 20MG']);
      for (const when of ['saved', 'after a reload']) {
        await eventually(async () => JSON.stringify(await shopper.ask('texts', titles)) === sorted, `the drugs ${when} were not ${sorted}`);
        await see(shopper, pharmacy);
        if (when === 'saved') {
          await shopper.open(`/dce.html?${QUIET}`);
          await settled(shopper);
        }
      }
    },
  },
];
