import { expect } from '@open-wc/testing';
import { readItemsImported } from '../../../src/components/toast/readItemsImported';
import { ITEMS_IMPORTED } from '../../../src/state/hostEvents';

const imported = (detail: unknown) => readItemsImported(new CustomEvent(ITEMS_IMPORTED, { detail }));

describe('the toast reads the items-imported event', () => {
  it('reads whole positive counts from the imported event and ignores the rest', () => {
    expect(imported({ drugs: 2, providers: 0 })).to.deep.equal({ drugs: 2, providers: 0 });
    expect(imported({ drugs: 1.7, providers: 'x' })).to.deep.equal({ drugs: 1, providers: 0 });
    expect(imported({ drugs: 0, providers: -2 })).to.equal(null);
    expect(imported({ drugs: Number.NaN })).to.equal(null);
    expect(imported(undefined)).to.equal(null);
    expect(imported('2 drugs')).to.equal(null);
  });
});
