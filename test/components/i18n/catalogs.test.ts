/**
 * Every English catalog has its Spanish half, key for key, each
 * message of the same kind (a text, or a function of the same values). The
 * type check already refuses a missing or extra key; this also catches a
 * catalog left out of the Spanish chunk, or a cast that hid a gap. And no
 * Spanish text is the English one left untranslated, apart from the words
 * both languages write alike.
 */
import { expect } from '@open-wc/testing';
import { commonMessages } from '../../../src/components/common/commonMessages';
import { dashboardMessages } from '../../../src/components/dashboard/dashboardMessages';
import { drugsMessages } from '../../../src/components/drugs/drugsMessages';
import { extraHelpMessages } from '../../../src/components/extraHelp/extraHelpMessages';
import { spanish } from '../../../src/components/i18n/spanish';
import type { Catalog, Messages } from '../../../src/components/i18n/messages';
import { identityMessages } from '../../../src/components/identity/identityMessages';
import { importMessages } from '../../../src/components/import/importMessages';
import { importLoadingMessages } from '../../../src/components/import/importLoadingMessages';
import { planDialogsMessages } from '../../../src/components/plans/planDialogsMessages';
import { plansMessages } from '../../../src/components/plans/plansMessages';
import { profileDialogsMessages } from '../../../src/components/profile/profileDialogsMessages';
import { profileMessages } from '../../../src/components/profile/profileMessages';
import { providersMessages } from '../../../src/components/providers/providersMessages';
import { sessionMessages } from '../../../src/components/session/sessionMessages';
import { toastMessages } from '../../../src/components/toast/toastMessages';

const CATALOGS: Catalog[] = [
  commonMessages, dashboardMessages, drugsMessages, extraHelpMessages, identityMessages, importMessages, importLoadingMessages,
  planDialogsMessages, plansMessages, profileMessages, profileDialogsMessages, providersMessages, sessionMessages, toastMessages,
];

/** Texts the same in both languages: names, abbreviations, numbers and words Spanish takes as they are. */
const SAME_IN_BOTH = /^(Dental|Medicare( Advantage)?|Medigap|\(?TTY 711\)?|SNP|PDP|MAPD|HMO|PPO|PFFS|[A-Z]{1,4}|[\d\s$%.,:/()-]*|Total|Plan [A-Z]|Email|No|Error)$/;

/** A text, or a function of at most so many values (a Spanish text may leave one out, never need one more). */
const kindOf = (message: unknown) => (typeof message === 'function' ? `function/${message.length}` : typeof message);
const fits = (es: unknown, en: unknown) => typeof es === typeof en && (typeof es !== 'function' || typeof en !== 'function' || es.length <= en.length);

describe('message catalogs, English and Spanish', () => {
  it('the Spanish chunk holds one catalog per English area, and no other', () => {
    expect(Object.keys(spanish).sort()).to.deep.equal(CATALOGS.map((catalog) => catalog.area).sort());
  });

  for (const catalog of CATALOGS) {
    it(`${catalog.area}: every key in both, each message of the same kind`, () => {
      const es = (spanish as Record<string, Messages>)[catalog.area] ?? {};
      expect(Object.keys(es).sort()).to.deep.equal(Object.keys(catalog.en).sort());
      const misfits = Object.keys(catalog.en).filter((key) => !fits(es[key], catalog.en[key])).map((key) => `${key}: ${kindOf(catalog.en[key])} in English, ${kindOf(es[key])} in Spanish`);
      expect(misfits).to.deep.equal([]);
    });

    it(`${catalog.area}: no Spanish text is the English one left untranslated`, () => {
      const es = (spanish as Record<string, Messages>)[catalog.area] ?? {};
      const untranslated = Object.entries(catalog.en)
        .filter(([key, text]) => typeof text === 'string' && text.trim() !== '' && es[key] === text && !SAME_IN_BOTH.test(text.trim()))
        .map(([key, text]) => `${key}: ${String(text)}`);
      expect(untranslated).to.deep.equal([]);
    });
  }
});
