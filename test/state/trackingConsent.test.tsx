// Consent for tracking (page config `tracking`, docs/tracking.md): with 'held', no tracking call
// leaves the page until the host says yes, and then every held one goes, in order, with the time it happened; a
// no drops them and sends nothing after. Driven as a member and a host would: a saved drug removed in
// <sp-drug-list>, the host's answer through window.shopperProfile.configure().
import { expect } from '@open-wc/testing';
import '../../elements/sp-drug-list';
import { logger, type LogEntry } from '../../src/platform/logger';
import { DRUGS, drugsPage, savedPlan, UUID } from '../components/drugs/pageFixtures';
import { leavePage, placeElement, startPage } from '../helpers/page';
import type { Route } from '../helpers/fetch';
import type { TrackingConsent } from '../../src/state/config';
import { getByRole, queryAllByRole, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

const TRACKING_PATHS = { gpd: '/gpdCustomEvent', domo: '/shopper-profile/api/domo/v1' } as const;
const REMOVALS: Route[] = [{ method: 'DELETE', path: /\/landrover\/api\/Users\/u-drugs-1\/drugs\//, json: { success: true } }];

interface Sent {
  kind: 'gpd' | 'domo';
  /** The event's name: the message's `name`, domo's `eventType`. */
  name: string;
  /** Epoch ms the event carries. */
  at: number;
  uuid: string;
  data?: Record<string, unknown>;
}

/** Every tracking call the page makes, recorded as it is made (before any answer), in order. */
function recordTracking(): { sent: () => Promise<Sent[]>; count: () => number } {
  const calls: Promise<Sent>[] = [];
  const stubbed = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === TRACKING_PATHS.gpd || path === TRACKING_PATHS.domo) {
      calls.push(request.clone().json().then((body: Record<string, unknown>) => {
        if (path === TRACKING_PATHS.domo) return { kind: 'domo', name: String(body.eventType), at: Date.parse(String(body.eventTimestamp)), uuid: String(body.uuid) };
        const message = JSON.parse(String(body.message)) as { name: string; timestamp: number; uuid: string; data: Record<string, unknown> };
        return { kind: 'gpd', name: message.name, at: message.timestamp, uuid: message.uuid, data: message.data };
      }));
    }
    return stubbed(input, init);
  };
  return { sent: () => Promise.all(calls), count: () => calls.length };
}

async function memberPage(tracking?: TrackingConsent) {
  startPage({ ...drugsPage('member', { drugs: DRUGS, plans: [savedPlan('H1234-001-000', 'MAPD')] }, REMOVALS), config: tracking ? { tracking } : {} });
  const recording = recordTracking();
  const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
  return { root, ...recording };
}

/** Removes a drug as a person does and waits until the page says it is gone (after the server's answer and the re-fetch). */
async function removeDrug(root: ShadowRoot, title: string): Promise<void> {
  getByRole(root, 'button', `Remove ${title}`).click();
  const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove drug'), 'remove pop-up never opened');
  getByRole(dialog, 'button', 'Remove from saved drugs').click();
  const said = `${title} was removed from your saved drugs.`;
  await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === said), `${title}: removal never announced`);
}

function consent(tracking: TrackingConsent): boolean {
  return window.shopperProfile!.configure({ tracking });
}

const names = (sent: Sent[], kind: Sent['kind']) => sent.filter((s) => s.kind === kind).map((s) => s.name);

describe('tracking consent', () => {
  afterEach(() => leavePage());

  it('with tracking on (the default), the load and a removal are tracked as they happen, by the time the removal shows', async () => {
    const { root, sent } = await memberPage();
    await removeDrug(root, 'Lisinopril 10 mg tablet');
    const calls = await sent();
    expect(names(calls, 'gpd')).to.deep.equal(['profile loaded', 'drug removed']);
    expect(names(calls, 'domo')).to.deep.equal(['profile loaded', 'drug removed']);
  });

  it('held: nothing leaves the page; the host\'s yes sends each held event in order with the time it happened, and later ones at once', async () => {
    const { root, sent, count } = await memberPage('held');
    await removeDrug(root, 'Lisinopril 10 mg tablet');
    expect(count(), 'a tracking call left before consent').to.equal(0);

    const decidedAt = Date.now();
    expect(consent('on')).to.equal(true);
    await waitFor(() => count() === 4, 'the held calls were never sent');
    const held = await sent();
    expect(names(held, 'gpd')).to.deep.equal(['profile loaded', 'drug removed']);
    expect(names(held, 'domo')).to.deep.equal(['profile loaded', 'drug removed']);
    expect(held.every((call) => call.uuid === UUID && call.at <= decidedAt), 'an event carries the time of consent, not its own').to.equal(true);
    expect(held.find((call) => call.kind === 'gpd' && call.name === 'drug removed')!.data).to.include({ itemId: 'd3' });

    await removeDrug(root, 'Metformin 500 mg tablet');
    await waitFor(() => count() === 6, 'an event after consent was not sent');
    const later = (await sent()).slice(4);
    expect(later.map((call) => call.name)).to.deep.equal(['drug removed', 'drug removed']);
    expect(later[0]!.data).to.include({ itemId: 'd2' });
  });

  it('refused: what was held is dropped and nothing is sent, even after a later yes', async () => {
    const { root, sent, count } = await memberPage('held');
    await removeDrug(root, 'Lisinopril 10 mg tablet');
    expect(consent('off')).to.equal(true);
    await removeDrug(root, 'Metformin 500 mg tablet');
    expect(count(), 'a tracking call left after a no').to.equal(0);

    // A later yes: only what happens from then on goes, never what the no dropped.
    consent('on');
    await removeDrug(root, 'Atorvastatin 20 mg tablet');
    await waitFor(() => count() === 2, 'the event after the yes was not sent');
    const calls = await sent();
    expect(calls.map((call) => call.name)).to.deep.equal(['drug removed', 'drug removed']);
    expect(calls[0]!.data).to.include({ itemId: 'd1' });
  });

  it('a tracking value that is not on, held or off is refused with a warning, and the held calls stay held', async () => {
    const logged: LogEntry[] = [];
    const stop = logger.subscribe((entry) => logged.push(entry));
    try {
      const { root, count } = await memberPage('held');
      await removeDrug(root, 'Lisinopril 10 mg tablet');
      for (const value of ['yes', true, null, 'ON']) {
        // @ts-expect-error a host script can pass anything
        expect(consent(value)).to.equal(false);
      }
      expect(logged.some((entry) => entry.level === 'warn' && entry.message.startsWith('Malformed shopper-profile config'))).to.equal(true);
      await removeDrug(root, 'Metformin 500 mg tablet');
      expect(count()).to.equal(0);
      consent('on');
      await waitFor(() => count() === 6, 'the held calls were lost to the malformed values');
    } finally {
      stop();
    }
  });

  it('a page holds at most 50 events: beyond that the oldest go, logged once, and the newest 50 are sent on consent', async () => {
    const logged: LogEntry[] = [];
    const stop = logger.subscribe((entry) => logged.push(entry));
    try {
      const { count, sent } = await memberPage('held');
      // 'profile loaded', then 55 plan-year switches a host asked for.
      for (let i = 0; i < 55; i += 1) await window.shopperProfile!.actions.switchPlanYear(2026);
      expect(count()).to.equal(0);
      consent('on');
      await waitFor(() => count() === 100, 'the held calls were never sent');
      const gpd = (await sent()).filter((call) => call.kind === 'gpd');
      expect(gpd).to.have.length(50);
      expect(gpd.every((call) => call.name === 'plan year switched'), 'the oldest were not the ones dropped').to.equal(true);
      expect(logged.filter((entry) => entry.message.startsWith('Tracking held for consent'))).to.have.length(1);
    } finally {
      stop();
    }
  });
});
