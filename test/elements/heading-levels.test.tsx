/**
 * The heading outline each list element renders for every heading-level a
 * host can write: the element's own heading at the level asked (h2..h6),
 * each row one level below (never below h6), and values out of range or not
 * a number held at the element's edge. Pinned so the one place that holds
 * heading levels (components/common/headings.tsx) keeps the levels as they were.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-drug-list';
import '../../elements/sp-provider-list';
import { DRUGS, drugsPage, PROVIDERS, savedPlan } from '../components/drugs/pageFixtures';
import { leavePage, placeElement, startPage } from '../helpers/page';

const PARTS = {
  drugs: DRUGS,
  providers: PROVIDERS,
  pharmacy: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: 'false' },
  plans: [savedPlan('H1234-001-000', 'MAPD')],
};

/** The levels of the headings a screen reader lists, in order, without repeats. */
function outline(root: ShadowRoot): number[] {
  return withoutRepeats(Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName.slice(1))));
}

function withoutRepeats(levels: number[]): number[] {
  return levels.filter((level, i) => level !== levels[i - 1]);
}

/** The outline expected: the element's level, then each step below it, none deeper than h6 (written out here, not by the code under test). */
function steps(level: number, ...below: number[]): number[] {
  return withoutRepeats(below.map((b) => (level + b > 6 ? 6 : level + b)));
}

const LEVELS: [string, number][] = [['2', 2], ['3', 3], ['4', 4], ['5', 5], ['6', 6], ['1', 2], ['0', 2], ['7', 6], ['12', 6], ['three', 2], ['', 2]];

const ELEMENTS: { tag: string; ready: string; expected: (level: number) => number[] }[] = [
  // The view's heading, then each drug row's title one level below.
  { tag: 'sp-drug-list', ready: '.sp-drugs__row', expected: (level) => steps(level, 0, 1) },
  // The view's heading, the list's heading one below, each provider's name two below.
  { tag: 'sp-provider-list', ready: '.sp-providers__row', expected: (level) => steps(level, 0, 1, 2) },
];

for (const { tag, ready, expected } of ELEMENTS) {
  describe(`<${tag}> heading levels`, () => {
    afterEach(() => leavePage());

    for (const [value, level] of LEVELS) {
      it(`heading-level="${value}" outlines as ${expected(level).map((l) => `h${l}`).join(' > ')}`, async () => {
        startPage(drugsPage('member', PARTS));
        const { root } = await placeElement(tag, (r) => r.querySelector(ready), { 'heading-level': value });
        expect(outline(root)).to.deep.equal(expected(level));
      });
    }
  });
}
