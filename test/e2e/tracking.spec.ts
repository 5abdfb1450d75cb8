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
