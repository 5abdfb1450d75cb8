/**
 * Property: for any content of the provider tool's storage (valid lists,
 * lists with garbage items, garbage text, nothing), a sync never deletes a
 * provider that the tool still lists as a readable entry (spec §4.10, §8).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import * as v from 'valibot';
import { ProviderSchema } from '../../../src/api/schemas/provider';
import { configure } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { loadProfile } from '../../../src/state/profile';
import { syncProvidersFromTool } from '../../../src/state/providers/providerSync';
import { sessionAtom } from '../../../src/state/session';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
import { fuzzParameters } from '../../helpers/fuzz';

const UUID = 'u-sync-prop';
const ZIPS = ['10001', '33101'];
const id = fc.constantFrom('p0', 'p1', 'p2', 'p3', 'p4');
const provider = (providerId: string) => ({ providerId, providerName: `Dr ${providerId}` });

/** An entry the tool may hold: a provider, one with a field gone wrong, or anything at all. */
const entry = fc.oneof(
  { weight: 3, arbitrary: id.map(provider) },
  id.map((providerId) => ({ providerId })),
  fc.tuple(id, fc.anything()).map(([providerId, providerName]) => ({ providerId, providerName })),
  fc.anything(),
);

const listObject = fc.record(
  {
    ZipCode: fc.oneof(fc.constantFrom(...ZIPS), fc.anything()),
    planYear: fc.oneof(fc.constant(2026), fc.anything()),
    TotalProviders: fc.anything(),
    providerIdList: fc.oneof({ weight: 4, arbitrary: fc.array(entry, { maxLength: 6 }) }, fc.anything()),
  },
  { requiredKeys: [] },
);

/** What the tool's storage holds: nothing, a list (as JSON), or any text. */
const storage = fc.oneof(
  { weight: 4, arbitrary: listObject.map((value) => JSON.stringify(value) as string | null) },
  fc.constant(null),
  fc.constantFrom('undefined', 'null', '', '{', '[]', '"providers"'),
  fc.string(),
);

/** The providers the stored text lists as readable entries. */
function readableIds(text: string | null): Set<string> {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return new Set();
  }
  const list = (value as { providerIdList?: unknown } | null)?.providerIdList;
  if (!Array.isArray(list)) return new Set();
  return new Set(list.flatMap((item) => {
    const parsed = v.safeParse(ProviderSchema, item);
    return parsed.success ? [String(parsed.output.providerId)] : [];
  }));
}

describe('property: providers sync never deletes a provider the tool still lists', () => {
  beforeEach(() => {
    configure({ systemDate: '2026-03-10' });
    // Every unreadable case is logged: keep the run's output readable.
    sinon.stub(console, 'warn');
    sinon.stub(console, 'error');
  });
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem('providers');
  });

  it('for any stored content and any saved providers, no DELETE names a readable stored provider', async () => {
    await fc.assert(
      fc.asyncProperty(storage, fc.uniqueArray(id, { maxLength: 5 }), fc.constantFrom(...ZIPS), async (text, saved, savedZip) => {
        const store = resetStore();
        const profile = { uuid: UUID, providersDetails: { zipCode: savedZip, planYear: 2026, providerIdList: saved.map(provider) } };
        const server = stubFetch([
          { method: 'GET', path: /\/Users\/u-sync-prop\/all\/2026/, json: profile },
          { method: 'POST', path: /\/providers\/2026/, json: profile },
          { method: 'DELETE', path: /\/providers\//, json: { success: true } },
        ]);
        try {
          store.set(sessionAtom, { uuid: UUID, isGuest: false, isCloaked: false, isAgentFlow: false });
          await loadProfile(store);
          if (text === null) localStorage.removeItem('providers');
          else localStorage.setItem('providers', text);
          await syncProvidersFromTool(store);
          const deleted = server.requests.filter((r) => r.method === 'DELETE').map((r) => decodeURIComponent(r.url.pathname.split('/')[6]!));
          const listed = readableIds(text);
          expect(deleted.filter((d) => listed.has(d)), `deleted listed providers from ${text}`).to.deep.equal([]);
        } finally {
          server.restore();
          stopCrossTabSync(store);
        }
      }),
      fuzzParameters({ includeErrorInReport: true }),
    );
  });
});
