/**
 * The estimate call prices what it is asked: the figures move with
 * the drugs, the quantity, the frequency, the supply length and the
 * pharmacy, so a client that sends a wrong request sees a wrong number.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { type Client, TestServer } from './helpers';

let server: TestServer;
let client: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  client = server.client();
});
test.afterAll(async () => { await server.stop(); });

const ELIQUIS = '00003105030';
const JANUVIA = '00006106030';
const MAIL_ORDER = { pharmacyNumber: '0599999', mailOrder: true };
const RETAIL = { pharmacyNumber: '3610101', mailOrder: false };

interface Drug { nationalDrugCode: string; drugQuantity: number; drugFrequency?: string; drugSupplyLength?: string }

async function total(drugs: Drug[], pharmacy: { pharmacyNumber: string; mailOrder: boolean } = RETAIL): Promise<number> {
  const answer = await client.post(paths.estimatePlanCost(), {
    zip: '10001', county: '36061', pharmacy, drugs,
    plans: [{ contractId: 'H3387', pbpNumber: '004', segmentId: '000', planYear: 2026 }],
  });
  expect(answer.status).toBe(200);
  const body = answer.body as { data: { plans: { pharmacyCosts: { planSummaryCost: { totalDrugCost: number } }[] }[] } };
  return body.data.plans[0]!.pharmacyCosts[0]!.planSummaryCost.totalDrugCost;
}

const eliquis = (quantity: number, frequency = 'Month', supply = '30'): Drug => ({ nationalDrugCode: ELIQUIS, drugQuantity: quantity, drugFrequency: frequency, drugSupplyLength: supply });

test('twice the quantity costs twice as much', async () => {
  const once = await total([eliquis(30)]);
  expect(once).toBeGreaterThan(0);
  expect(await total([eliquis(60)])).toBeCloseTo(once * 2, 1);
});

test('the frequency the quantity is given per changes the figure', async () => {
  expect(await total([eliquis(1, 'Day')])).not.toBe(await total([eliquis(1, 'Week')]));
});

test('the supply length and the pharmacy change the figure: a 90-day fill by mail order costs less than at retail', async () => {
  const retail90 = await total([eliquis(1, 'Day', '90')], RETAIL);
  const mail90 = await total([eliquis(1, 'Day', '90')], MAIL_ORDER);
  expect(mail90).toBeLessThan(retail90);
});

test('each drug adds its cost', async () => {
  const alone = await total([eliquis(30)]);
  expect(await total([eliquis(30), { nationalDrugCode: JANUVIA, drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' }])).toBeGreaterThan(alone);
});
