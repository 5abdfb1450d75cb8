/**
 * WCAG 2.2 beyond axe in every pop-up of spec §2.7 a person can open on the
 * demo pages (forms shown with their errors), in English and in Spanish:
 * target size (2.5.8), reflow and focus at 400% zoom (1.4.10, 2.4.11), roles
 * and names in Chromium's accessibility tree (4.1.2), and forced colours.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { englishOutsideData, recordServiceData } from './serviceData';
import { POP_UPS, WINDOWS, check, forcedColourFindings, hiddenFocus, namelessOrRoleless, showPopUp, treeControls, useWindow, withChecks, type Language } from './wcag';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const LANGUAGES: Record<Language, string> = { en: 'in English', es: 'in Spanish' };

for (const [lang, inWords] of Object.entries(LANGUAGES) as Array<[Language, string]>) {
  for (const popUp of POP_UPS) {
    test(`the ${popUp.name} pop-up, ${inWords}: controls 24 px or spaced, whole and in view at 400% zoom, each with a role and a name${lang === 'en' ? ', visible in forced colours' : ''}`, async ({ page }) => {
      test.setTimeout(90_000);
      await withChecks(page);
      const data = recordServiceData(page);
      await showPopUp(page, popUp, lang);
      for (const size of [WINDOWS.desktop, WINDOWS.narrow, WINDOWS.zoom400]) {
        await useWindow(page, size);
        expect.soft(await check(page, 'undersizedTargets'), `target size in ${size.name}`).toEqual([]);
      }
      expect.soft(await check(page, 'reflowProblems'), 'reflow at 400% zoom').toEqual([]);
      expect.soft(await hiddenFocus(page), 'focus at 400% zoom').toEqual([]);

      await useWindow(page, WINDOWS.desktop);
      const controls = await treeControls(page);
      expect(controls.filter((control) => control.ours).length, 'controls of ours in the accessibility tree').toBeGreaterThan(0);
      expect.soft(namelessOrRoleless(controls), 'roles and names').toEqual([]);
      if (lang === 'es') expect.soft(englishOutsideData(controls.filter((c) => c.ours).map((c) => c.name), data), 'names in Spanish').toEqual([]);

      // Colours do not change with the language: forced colours are looked at once, in English.
      if (lang === 'en') expect.soft(await forcedColourFindings(page), 'forced colours').toEqual([]);
    });
  }
}
