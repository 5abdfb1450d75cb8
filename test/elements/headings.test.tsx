/**
 * Each element's heading outline (level and text, in order, its open pop-ups
 * included) at the default level, at heading-level="4" and at "6": the
 * element's own headings start at the level asked, what they hold goes one
 * level below per section, nothing goes below h6, and a pop-up that starts
 * its own outline (the page behind it inert) keeps h2. Elements whose cards
 * sit two below their top heading accept up to 5. The levels are written out
 * here, not taken from the code under test.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-dashboard';
import '../../elements/sp-drug-list';
import '../../elements/sp-extra-help';
import '../../elements/sp-provider-list';
import '../../elements/sp-saved-plans';
import '../../elements/sp-session-timeout';
import '../../elements/sp-toast';
import { LAST_ACTIVITY_KEY } from '../../src/platform/idleTimer';
import { sessionTimeoutPhaseAtom } from '../../src/state/session/sessionTimeout';
import { getStore } from '../../src/state/store';
import { DASHBOARD_CONFIG, ENROLLMENTS, preData, recommended, routes as dashboardRoutes, savedPlan as dashboardPlan, signInAs } from '../components/dashboard/fixtures';
import { DRUGS, drugsPage, PROVIDERS, savedPlan } from '../components/drugs/pageFixtures';
import { CONTENT_ROUTES, mapdPlan, pdpPlan, profileWith } from '../components/plans/fixtures';
import { placeStarted, sessionPage } from '../components/session/page';
import { MEMBER_UUID } from '../state/fixtures';
import { stubFetch, type Route } from '../helpers/fetch';
import { freshPage, leavePage, placeElement, signIn, startPage } from '../helpers/page';
import { queryAllByRole, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

/** A heading: how many levels below the element's own it sits, or 'own' for a pop-up's h2; and its text. */
type Entry = [number | 'own', string];

/** Every heading in the element, as `h3 Text`, in document order. */
function outline(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => `${h.tagName.toLowerCase()} ${(h.textContent ?? '').replace(/\s+/g, ' ').trim()}`);
}

function expected(entries: readonly Entry[], level: number): string[] {
  return entries.map(([below, text]) => `h${below === 'own' ? 2 : Math.min(level + below, 6)} ${text}`);
}

interface Scenario {
  name: string;
  /** Sets up the page and places the element with these attributes; its shadow root once its content shows. */
  place(attributes: Record<string, string>): Promise<ShadowRoot>;
  /** Opens the element's pop-up, as a person would. */
  open?(root: ShadowRoot): Promise<unknown>;
  outline: readonly Entry[];
  /** The highest heading-level it accepts: 5 where cards sit two below the top heading. */
  max?: 5;
}

const PLAN = savedPlan('H1234-001-000', 'MAPD');

async function press(button: HTMLElement | undefined): Promise<void> {
  if (!button) throw new Error('no such button');
  button.focus();
  button.click();
}

const firstRemove = (root: ShadowRoot) => queryAllByRole(root, 'button', /^Remove/)[0];

const profileRoute: Route = { method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/2026`), json: profileWith([mapdPlan(), pdpPlan()]) };

/** The same attributes set on a new element before it joins the page. */
function placed(tag: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const DASHBOARD_MEMBER = {
  plans: [dashboardPlan('H1234-001-000', 'MAPD'), dashboardPlan('H9000-001-000', 'MAPD', { isEnrolled: true, effectiveDate: '2026-01-01', planName: 'Enrolled Advantage Plan' })],
  memberEnrolledPlans: [dashboardPlan('H9000-001-000', 'MAPD', { isEnrolled: true, effectiveDate: '2026-01-01', planName: 'Enrolled Advantage Plan' })],
  drugs: [{ drugId: 'd1', drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' }],
  enrollments: ENROLLMENTS,
  preData: preData([recommended('H3387-004-000', 'MAPD')]),
};

const SCENARIOS: Scenario[] = [
  {
    name: '<sp-drug-list> with saved drugs, its remove pop-up open',
    place: async (attributes) => {
      startPage(drugsPage('member', { drugs: DRUGS, plans: [PLAN] }));
      return (await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__row'), attributes)).root;
    },
    open: async (root) => {
      await press(firstRemove(root));
      return waitFor(() => queryByRole(root, 'alertdialog') ?? queryByRole(root, 'dialog'), 'the remove pop-up never opened');
    },
    // Rows sorted by dosage.
    outline: [[0, 'Your drugs'], [1, 'Atorvastatin 20 mg tablet'], [1, 'Lisinopril 10 mg tablet'], [1, 'Metformin 500 mg tablet'], ['own', 'Remove drug']],
  },
  {
    name: '<sp-drug-list> with no drugs',
    place: async (attributes) => {
      startPage(drugsPage('signed-in', { drugs: [] }));
      return (await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__empty'), attributes)).root;
    },
    outline: [[0, 'Your drugs'], [1, 'You have no saved drugs yet']],
  },
  {
    name: '<sp-provider-list> with saved doctors, its remove pop-up open',
    place: async (attributes) => {
      startPage(drugsPage('member', { providers: PROVIDERS, plans: [PLAN] }));
      return (await placeElement('sp-provider-list', (r) => r.querySelector('.sp-providers__row'), attributes)).root;
    },
    open: async (root) => {
      await press(firstRemove(root));
      return waitFor(() => queryByRole(root, 'alertdialog') ?? queryByRole(root, 'dialog'), 'the remove pop-up never opened');
    },
    outline: [
      [0, 'Your doctors and dentists'],
      [1, 'Check if your doctors and dentists are in network'],
      [2, 'Maria Alvarez, MD'],
      [2, 'Susan Whitfield, DDS'],
      [2, 'Helen Moreau, PhD'],
      [2, 'Riverside General Hospital'],
      ['own', 'Remove provider'],
    ],
  },
  {
    name: '<sp-saved-plans> with two plans, its remove pop-up open',
    max: 5,
    place: async (attributes) => {
      freshPage();
      signIn(MEMBER_UUID);
      stubFetch([profileRoute, ...CONTENT_ROUTES]);
      const el = placed('sp-saved-plans', attributes);
      const root = await waitFor(() => el.shadowRoot);
      await waitFor(() => root.querySelector('.sp-plan-card') && !root.querySelector('.sp-undecided'), 'the saved plans never showed');
      return root;
    },
    open: async (root) => {
      await press(firstRemove(root));
      return waitFor(() => queryByRole(root, 'dialog', 'Remove this plan from your saved plans?'), 'the remove pop-up never opened');
    },
    outline: [
      [0, 'Your saved plans'],
      [1, 'Medicare Advantage Plans (1)'],
      [2, 'AARP Medicare Advantage Plan 2 (HMO)'],
      [1, 'Medicare Prescription Drug Plans (1)'],
      [2, 'AARP Medicare Rx Preferred from UHC (PDP)'],
      ['own', 'Remove this plan from your saved plans?'],
    ],
  },
  {
    name: '<sp-saved-plans variant="panel">',
    max: 5,
    place: async (attributes) => {
      freshPage();
      signIn(MEMBER_UUID);
      stubFetch([profileRoute, ...CONTENT_ROUTES]);
      const el = placed('sp-saved-plans', { ...attributes, variant: 'panel' });
      const root = await waitFor(() => el.shadowRoot);
      await waitFor(() => root.querySelector('.sp-saved-plans-panel li'), 'the panel never showed');
      return root;
    },
    outline: [[0, 'Saved plans (2)']],
  },
  {
    name: '<sp-dashboard> for a member, the recommendation pop-up open',
    max: 5,
    place: async (attributes) => {
      freshPage({ config: DASHBOARD_CONFIG });
      signInAs('member');
      stubFetch(dashboardRoutes('member', DASHBOARD_MEMBER, { medsupp: 'none' }));
      const el = placed('sp-dashboard', attributes);
      const root = await waitFor(() => el.shadowRoot?.querySelector('.sp-dashboard:not(.sp-dashboard--loading)') && el.shadowRoot);
      await waitFor(() => queryByRole(root, 'heading', 'Plan H1234-001-000') && queryByRole(root, 'region', 'Your applications'), 'the dashboard never showed its sections');
      return root;
    },
    open: async (root) => {
      await press(queryByRole(root, 'button', 'Why this plan? Recommended H3387-004-000') ?? undefined);
      return waitFor(() => queryByRole(root, 'dialog', 'Why we recommend this plan'), 'the pop-up never opened');
    },
    // Every section's heading at the element's level, what each holds one below; the small-screen block is in the
    // outline at every width (only its style hides it).
    outline: [
      [0, 'Your account is set up'],
      [0, 'Your active plan'],
      [1, 'Enrolled Advantage Plan'],
      [0, 'Your applications'],
      [1, 'Plan H2222-001-000'],
      [1, 'Plan S3333-001-000'],
      [1, 'Plan H1111-001-000'],
      [1, 'Plan H5555-001-000'],
      [0, 'Your recommended plan'],
      [1, 'Recommended H3387-004-000'],
      ['own', 'Why we recommend this plan'],
      [0, 'Your saved plans'],
      [1, 'Plan H1234-001-000'],
      [0, 'Keep shopping'],
      [0, 'Your saved items'],
      [1, '1 saved plan'],
      [1, '1 saved drug'],
      [1, 'Add doctors'],
    ],
  },
  {
    name: '<sp-extra-help>, its pop-up open',
    place: async (attributes) => {
      startPage(sessionPage('signed-in', { config: { flags: { lisChanges: true } } }));
      return (await placeStarted('sp-extra-help', attributes)).root;
    },
    open: async (root) => {
      await waitFor(() => queryByRole(root, 'button', 'I receive Extra Help'), 'the answers never showed');
      await press(queryByRole(root, 'button', 'I receive Extra Help') ?? undefined);
      return waitFor(() => queryByRole(root, 'dialog', 'How Extra Help lowers your costs'), 'the pop-up never opened');
    },
    outline: [[0, 'Extra Help'], [0, 'How Extra Help lowers your costs']],
  },
  {
    name: '<sp-toast> for a guest',
    place: async (attributes) => {
      startPage(sessionPage('guest'));
      const el = placed('sp-toast', attributes);
      const root = await waitFor(() => el.shadowRoot);
      await waitFor(() => root.querySelector('.sp-toast'), 'the toast never showed');
      return root;
    },
    outline: [[0, 'Your items are saved in this browser']],
  },
];

describe('heading outlines by element: the element sets the top level, each section one below, pop-ups as they open', () => {
  afterEach(() => leavePage());

  for (const scenario of SCENARIOS) {
    const top = scenario.max ?? 6;
    const cases: [string, Record<string, string>, number][] = [
      ['by default', {}, 2],
      ['at heading-level="4"', { 'heading-level': '4' }, 4],
      [`at heading-level="6" (held at h${top})`, { 'heading-level': '6' }, top],
    ];
    for (const [when, attributes, level] of cases) {
      it(`${scenario.name} ${when}`, async () => {
        const root = await scenario.place(attributes);
        await scenario.open?.(root);
        const wanted = expected(scenario.outline, level);
        await waitFor(() => outline(root).join('\n') === wanted.join('\n'), `the outline never became ${wanted.join(' | ')}: ${outline(root).join(' | ')}`).catch(() => undefined);
        expect(outline(root)).to.deep.equal(wanted);
      });
    }
  }
});

describe('<sp-session-timeout> heading outline: its pop-up takes the element level', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: Date.UTC(2026, 2, 10, 17), toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    leavePage();
    clock.restore();
  });

  const cases: [string, Record<string, string>, number][] = [
    ['by default', {}, 2],
    ['at heading-level="4"', { 'heading-level': '4' }, 4],
    ['at heading-level="6"', { 'heading-level': '6' }, 6],
  ];
  for (const [when, attributes, level] of cases) {
    it(`the time-out pop-up ${when} is h${level}`, async () => {
      startPage(sessionPage('signed-in', { config: { sessionTimeoutSeconds: 60 } }));
      const { root } = await placeStarted('sp-session-timeout', attributes);
      // The idle watch starts once the page has settled (SessionTimeout.tsx): the clock runs from then.
      await waitFor(() => localStorage.getItem(LAST_ACTIVITY_KEY), 'the idle timer never started');
      for (let s = 0; s <= 61 && getStore().get(sessionTimeoutPhaseAtom) !== 'warning'; s += 1) clock.tick(1000);
      await waitFor(() => queryByRole(root, 'alertdialog'), 'the time-out pop-up never opened');
      expect(outline(root)).to.deep.equal([`h${level} Your session is about to end`]);
    });
  }
});
