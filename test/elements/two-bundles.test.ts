// Loads the built ESM library and the built classic script on one page, as a
// CMS page might, and checks they share one runtime, one store and one set of
// atoms. Needs `npm run build` first (npm test builds before running this).
import { expect, waitUntil } from '@open-wc/testing';

type Lib = { defineElement: (name: string, c: () => null) => string; configure: (p: unknown) => boolean };

function loadClassic(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(s);
  });
}

describe('two bundles on one page', () => {
  it('share one runtime, one store and one set of atoms; re-registration is harmless', async () => {
    const esm = (await import(/* @vite-ignore */ `${'/dist/index.js'}`)) as Lib;
    const runtime = window.shopperProfile!;
    await loadClassic('/dist/shopper-profile.iife.js');
    const classic = (window as unknown as { ShopperProfileElements: Lib }).ShopperProfileElements;

    expect(window.shopperProfile).to.equal(runtime);
    expect(runtime.store).to.equal((globalThis as Record<symbol, unknown>)[Symbol.for('shopper-profile.store')]);

    const tagA = esm.defineElement('from-esm', () => null);
    const tagB = classic.defineElement('from-classic', () => null);
    expect(() => classic.defineElement('from-esm', () => null)).not.to.throw();

    const a = document.createElement(tagA);
    const b = document.createElement(tagB);
    document.body.append(a, b);
    await waitUntil(() => a.dataset.brand === 'aarp' && b.dataset.brand === 'aarp');

    classic.configure({ brand: 'uhc' });
    expect(runtime.config.brand).to.equal('uhc');
    expect(a.dataset.brand).to.equal('uhc');
    expect(b.dataset.brand).to.equal('uhc');

    esm.configure({ brand: 'aarp' });
    expect(b.dataset.brand).to.equal('aarp');
  });

  it('window.shopperProfile carries the package.json version and its own configure() re-brands placed elements', async () => {
    const esm = (await import(/* @vite-ignore */ `${'/dist/index.js'}`)) as Lib;
    const runtime = window.shopperProfile!;
    const pkg = (await (await fetch('/package.json')).json()) as { version: string };
    expect(runtime.version).to.equal(pkg.version);

    const el = document.createElement(esm.defineElement('runtime-branded', () => null));
    document.body.append(el);
    runtime.configure({ brand: 'aarp' });
    await waitUntil(() => el.dataset.brand === 'aarp');
    // The runtime object's method, as a host page calls it (not the module export).
    expect(runtime.configure({ brand: 'uhc' })).to.equal(true);
    expect(runtime.config.brand).to.equal('uhc');
    await waitUntil(() => el.dataset.brand === 'uhc', 'the placed element kept its old brand');
    runtime.configure({ brand: 'aarp' });
    el.remove();
  });
});
