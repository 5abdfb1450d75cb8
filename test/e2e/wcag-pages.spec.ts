/**
 * WCAG 2.2 beyond axe on every demo page our elements are on, in English
 * and in Spanish, with the reference backend answering:
 * - target size (2.5.8): every control at least 24 by 24 CSS px, or far
 *   enough from the next, in a 1280 px window, a 320 px one and at 400% zoom;
 * - reflow (1.4.10): at 400% zoom (320 by 256) nothing scrolls sideways,
 *   no text is clipped, no control is out of reach;
 * - roles and names (4.1.2): Chromium's own accessibility tree gives every
 *   control a role and a name, in the page's language;
 * - forced colours: every border, focus ring, icon and state stays visible.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { englishOutsideData, recordServiceData } from './serviceData';
import { DEMO_PAGES, WINDOWS, check, forcedColourFindings, inLanguage, namelessOrRoleless, openDemoPage, treeControls, useWindow, withChecks, type Language } from './wcag';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const LANGUAGES: Record<Language, string> = { en: 'in English', es: 'in Spanish' };

for (const [lang, inWords] of Object.entries(LANGUAGES) as Array<[Language, string]>) {
  for (const demo of DEMO_PAGES) {
    test(`${demo.name}, ${inWords}: controls 24 px or spaced, whole at 400% zoom, each with a role and a name${lang === 'en' ? ', visible in forced colours' : ''}`, async ({ page }) => {
      test.setTimeout(90_000);
      await withChecks(page);
      const data = recordServiceData(page);
      await openDemoPage(page, inLanguage(demo.url, lang));
      for (const size of [WINDOWS.desktop, WINDOWS.narrow, WINDOWS.zoom400]) {
        await useWindow(page, size);
        expect.soft(await check(page, 'undersizedTargets'), `target size in ${size.name}`).toEqual([]);
      }
      expect.soft(await check(page, 'reflowProblems'), 'reflow at 400% zoom').toEqual([]);

      await useWindow(page, WINDOWS.desktop);
      const controls = await treeControls(page);
      expect(controls.filter((control) => control.ours).length, 'controls of ours in the accessibility tree').toBeGreaterThan(3);
      expect.soft(namelessOrRoleless(controls), 'roles and names').toEqual([]);
      if (lang === 'es') expect.soft(englishOutsideData(controls.filter((c) => c.ours).map((c) => c.name), data), 'names in Spanish').toEqual([]);

      // Colours do not change with the language: forced colours are looked at once, in English.
      if (lang === 'en') expect.soft(await forcedColourFindings(page), 'forced colours').toEqual([]);
    });
  }
}
