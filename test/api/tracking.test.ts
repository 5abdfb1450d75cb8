import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { createApi } from '../helpers/api';
import { buildTrackingRequest, MONITORING_TOPICS } from '../../src/api/tracking';
import { TrackingEventRequestSchema } from '../../src/api/schemas/tracking';
import { captureLogs, fakeFetch, jsonResponse } from './helpers';

const long = 'x'.repeat(150);

describe('tracking', () => {
  it('a failed tracking call resolves instead of rejecting, and is logged', async () => {
    const logs = captureLogs();
    try {
      const fake = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const api = createApi({ baseUrl: '', siteId: 's', environment: 'Online', fetch: fake.fetch });
      await api.tracking.track({ eventType: 'click', name: 'enroll' });
      await api.tracking.trackDomo('u1', 'profile-merge');
      expect(logs.entries.filter((e) => e.level === 'error')).to.have.length(2);
    } finally {
      logs.stop();
    }
  });

  it('an error status or a hanging server never rejects either, and a hang ends at the time limit', async () => {
    const answers = [jsonResponse({}, { status: 503 })];
    const fake = fakeFetch(() => answers.shift() ?? new Promise<Response>(() => undefined));
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Online', fetch: fake.fetch, timeoutMs: 30 });
    await api.tracking.track({ eventType: 'click', name: 'a' });
    const started = performance.now();
    await api.tracking.track({ eventType: 'click', name: 'b' });
    expect(performance.now() - started).to.be.below(2_000);
  });

  it('cuts every text of the event at 100 characters', () => {
    const body = buildTrackingRequest({ eventType: long, name: long, uuid: 'u1', data: { label: long, nested: { note: long }, list: [long] } }, 'Dev');
    const message = JSON.parse(body.message);
    expect(message.name).to.have.length(100);
    expect(message.eventType).to.have.length(100);
    expect(message.data.label).to.have.length(100);
    expect(message.data.nested.note).to.have.length(100);
    expect(message.data.list[0]).to.have.length(100);
  });

  it('labels events by environment and sends them to that environment\'s monitoring topic', () => {
    for (const environment of ['Online', 'Offline', 'Stage', 'Dev'] as const) {
      const body = buildTrackingRequest({ eventType: 'click', name: 'n', timestamp: 5 }, environment);
      expect(body.topic).to.equal(MONITORING_TOPICS[environment]);
      expect(JSON.parse(body.message).data.environment).to.equal(environment);
    }
    expect(new Set(Object.values(MONITORING_TOPICS)).size).to.equal(4);
  });

  it('sends message as JSON text of event type, name, timestamp, uuid, app name and data, with producerCn and topic', async () => {
    const fake = fakeFetch();
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Stage', fetch: fake.fetch });
    await api.tracking.track({ eventType: 'click', name: 'browse plans', uuid: 'u1', timestamp: 1700000000000, data: { count: 2 } });
    const sent = await fake.requests[0]!.json();
    expect(v.safeParse(TrackingEventRequestSchema, sent).success).to.equal(true);
    expect(JSON.parse(sent.message)).to.deep.equal({
      eventType: 'click',
      name: 'browse plans',
      timestamp: 1700000000000,
      uuid: 'u1',
      appName: 'shopper-profile',
      data: { count: 2, environment: 'Stage' },
    });
    expect(fake.requests[0]!.keepalive).to.equal(true);
  });

  it('the domo event carries uuid, eventType and an ISO eventTimestamp', async () => {
    const fake = fakeFetch();
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
    await api.tracking.trackDomo('u1', 'merge', new Date(Date.UTC(2025, 0, 2, 3, 4, 5)));
    expect(await fake.requests[0]!.json()).to.deep.equal({ uuid: 'u1', eventType: 'merge', eventTimestamp: '2025-01-02T03:04:05.000Z' });
  });
});
