import { expect } from '@open-wc/testing';
import { makeCentral } from '../../src/domain/time';
import { configure } from '../../src/state/config';
import { resetStore } from '../../src/state/store';
import { serverDateAtom, systemDateAtom } from '../../src/state/systemDate';

describe('state: the system date in force', () => {
  const server = makeCentral(2026, 3, 2, 9);

  it('a config override of a day is noon Central time of that day, over the server\'s date', () => {
    const store = resetStore();
    store.set(serverDateAtom, server);
    configure({ systemDate: '2026-10-15' });
    expect(store.get(systemDateAtom)).to.equal(makeCentral(2026, 10, 15, 12));
    configure({ systemDate: '2026-11-30T23:59:59' });
    expect(store.get(systemDateAtom)).to.equal(makeCentral(2026, 11, 30, 23, 59, 59));
  });

  for (const systemDate of ['0000-00-00', '2026-13-45', '2026-02-30', '2026-03-02T25:00']) {
    it(`a config override that is no real date (${systemDate}) leaves the server's date in force`, () => {
      const store = resetStore();
      store.set(serverDateAtom, server);
      configure({ systemDate });
      expect(store.get(systemDateAtom)).to.equal(server);
    });
  }
});
