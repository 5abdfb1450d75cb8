/**
 * Tracking with the reference backend answering (spec §7.2, §3.9): what the monitoring topic receives when a
 * member's profile loads, and that a failing tracking call never holds the member's way.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { atomValue, resetDatabase, settled } from './helpers';
import { ENROLLMENT_PATHS } from '../../src/components/plans/planUrls';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

interface StoredEvent {
  kind: string;
  body: Record<string, unknown>;
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The events the backend stored, as it received them (GET /qa/events); a tracking message as its JSON reads. */
async function storedEvents(page: Page): Promise<StoredEvent[]> {
  const events = (await (await page.request.get('/qa/events')).json()) as { kind: string; body: unknown }[];
  return events.map((event) => {
    const body = parsed(event.body) as Record<string, unknown>;
    return { kind: event.kind, body: 'message' in body ? { ...body, message: parsed(body.message) } : body };
  });
}

interface TrackingMessage {
  eventType: string;
  name: string;
  timestamp: number;
  uuid: string;
  appName: string;
  data: Record<string, unknown>;
}

test('the profile loaded event carries the shopper analytics summary of what the member has saved', async ({ page }) => {
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=');
  await settled(page);
  let tracked: StoredEvent | undefined;
  await expect.poll(async () => {
    tracked = (await storedEvents(page)).find((event) => event.kind === 'gpdCustomEvent' && (event.body.message as TrackingMessage).name === 'profile loaded');
    return tracked !== undefined;
  }).toBe(true);
  const uuid = await atomValue<{ uuid: string }>(page, 'session');
  expect(tracked!.body).toMatchObject({ producerCn: 'shopper-profile-elements', topic: 'shopper-profile-monitoring-dev' });
  const message = tracked!.body.message as TrackingMessage;
  expect(message).toMatchObject({ eventType: 'shopperProfile', name: 'profile loaded', uuid: uuid.uuid, appName: 'shopper-profile' });
  expect(Math.abs(Date.now() - message.timestamp)).toBeLessThan(10 * 60_000);
  expect(message.data).toMatchObject({ environment: 'Dev', brandCode: 'AMP' });

  // The summary says what the page shows the member.
  const savedPlans = await atomValue<{ planId: string }[]>(page, 'savedPlans');
  const drugs = await atomValue<unknown[]>(page, 'drugs');
  const providers = await atomValue<unknown[]>(page, 'providers');
  expect(savedPlans.length).toBeGreaterThan(0);
  expect(message.data.summary).toMatchObject({
    authenticated: true,
    savedPlans: savedPlans.length,
    savedPlanIds: savedPlans.map((plan) => plan.planId),
    dcEntered: drugs.length > 0,
    phEntered: true,
    pcpEntered: providers.length > 0,
  });
  const summary = message.data.summary as { savedEnrollments: { planId: string; status: string }[]; recommendedPlanIDs: string[] };
  expect(summary.savedEnrollments.length).toBeGreaterThan(0);
  expect(summary.recommendedPlanIDs.length).toBeGreaterThan(0);

  const domo = (await storedEvents(page)).find((event) => event.kind === 'domo' && event.body.eventType === 'profile loaded');
  expect(domo?.body).toMatchObject({ uuid: uuid.uuid });
  expect(String(domo?.body.eventTimestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
});

test('with the tracking calls failing, Enroll in plan still takes the member to the enrollment page', async ({ page }) => {
  const trackingAnswers: number[] = [];
  page.on('response', (response) => {
    if (['/gpdCustomEvent', '/shopper-profile/api/domo/v1'].includes(new URL(response.url()).pathname)) trackingAnswers.push(response.status());
  });
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=tracking-fail#plans');
  await settled(page);
  await expect.poll(() => trackingAnswers, 'the page never tracked its load').toContain(500);
  const enroll = page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first();
  await enroll.click();
  await page.waitForURL((url) => url.pathname === ENROLLMENT_PATHS.aarp.mapd);
  await expect(page.getByRole('heading', { name: /^Online enrollment/, level: 1 })).toBeVisible();
  const failed = await storedEvents(page);
  expect(failed.filter((event) => event.kind === 'gpdCustomEvent' || event.kind === 'domo'), 'the failing calls stored no event').toEqual([]);
});

/** Every tracking request the page sends (gpdCustomEvent, domo), as it is sent. */
function trackingRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/gpdCustomEvent' || path === '/shopper-profile/api/domo/v1') sent.push(path);
  });
  return sent;
}

const trackedNames = async (page: Page) => (await storedEvents(page))
  .filter((event) => event.kind === 'gpdCustomEvent')
  .map((event) => (event.body.message as TrackingMessage).name);

test('tracking held for consent: the member\'s page sends no tracking call until the consent banner\'s Allow, then the held events arrive, dated when they happened', async ({ page }) => {
  const sent = trackingRequests(page);
  await page.goto('/dce.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=&tracking=held');
  await settled(page);
  // The page has loaded the member's profile, which it tracks at once when tracking is on.
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(3);
  expect(sent, 'a tracking call left before consent').toEqual([]);
  expect(await trackedNames(page)).toEqual([]);

  const allowedAt = Date.now();
  await page.getByRole('region', { name: 'Tracking consent' }).getByRole('button', { name: 'Allow tracking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tracking allowed on this page.' })).toBeVisible();
  await expect.poll(() => trackedNames(page)).toEqual(['profile loaded']);
  const events = await storedEvents(page);
  const message = events.find((event) => event.kind === 'gpdCustomEvent')!.body.message as TrackingMessage;
  expect(message.timestamp).toBeLessThanOrEqual(allowedAt);
  expect(events.some((event) => event.kind === 'domo' && event.body.eventType === 'profile loaded')).toBe(true);
});

test('tracking refused at the consent banner: the held events are dropped and a drug the member removes afterwards is not tracked', async ({ page }) => {
  const sent = trackingRequests(page);
  await page.goto('/dce.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=&tracking=held');
  await settled(page);
  await page.getByRole('region', { name: 'Tracking consent' }).getByRole('button', { name: 'Refuse tracking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tracking refused on this page.' })).toBeVisible();

  const drugList = page.locator('sp-drug-list');
  const titles = drugList.getByRole('button', { name: /, drug information$/ });
  await expect(titles).toHaveCount(3);
  const removed = (await titles.allTextContents())[0]!;
  await drugList.getByRole('button', { name: `Remove ${removed}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expect(titles).toHaveCount(2);
  await settled(page);
  expect(sent, 'a tracking call left after the refusal').toEqual([]);
  expect(await trackedNames(page)).toEqual([]);
});
