import { expect } from '@open-wc/testing';
import { configAtom, configure, DEFAULT_CONFIG, readPageConfig } from '../../src/state/config';
import { getStore } from '../../src/state/store';

describe('page config', () => {
  afterEach(() => getStore().set(configAtom, DEFAULT_CONFIG));

  it('a malformed configure() call is reported once and the defaults stay', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      // @ts-expect-error a brand the library does not serve (a host in plain JS can pass one)
      expect(configure({ brand: 'acme' })).to.equal(false);
      // @ts-expect-error the same, once more: still one warning
      expect(configure({ brand: 'acme' })).to.equal(false);
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(1);
    expect(getStore().get(configAtom)).to.deep.equal(DEFAULT_CONFIG);
  });

  it('configure() merges flags and keeps other values', () => {
    configure({ brand: 'uhc', flags: { lisChanges: true } });
    configure({ flags: { disableActivePlans: true } });
    const config = getStore().get(configAtom);
    expect(config.brand).to.equal('uhc');
    expect(config.flags).to.deep.equal({ lisChanges: true, disableActivePlans: true });
  });

  it('reads the sp-config JSON script, and malformed JSON falls back to defaults', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sp-config';
    script.textContent = '{ "brand": ';
    document.body.append(script);
    readPageConfig();
    expect(getStore().get(configAtom)).to.deep.equal(DEFAULT_CONFIG);
    script.remove();
  });
});
