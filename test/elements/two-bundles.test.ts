// Loads two built copies of the library on one page, as a CMS page or a host
// app might (the build for bundlers with the classic-script loader, the ESM
// library with the classic script), and checks they share one runtime, one
// store and one set of atoms. Needs `npm run build` first (npm test builds
// before running this).
import { expect, waitUntil } from '@open-wc/testing';

type Lib = { defineElement: (name: string, c: () => null) => string; configure: (p: unknown) => boolean };

/** Both copies' elements take a brand set through either copy. */
async function expectOneStore(first: Lib, second: Lib, name: string): Promise<void> {
  const a = document.createElement(first.defineElement(`${name}-first`, () => null));
  const b = document.createElement(second.defineElement(`${name}-second`, () => null));
  expect(() => second.defineElement(`${name}-first`, () => null)).not.to.throw();
  document.body.append(a, b);
  await waitUntil(() => a.dataset.brand === 'aarp' && b.dataset.brand === 'aarp');
  second.configure({ brand: 'uhc' });
  expect(window.shopperProfile!.config.brand).to.equal('uhc');
  expect(a.dataset.brand).to.equal('uhc');
  first.configure({ brand: 'aarp' });
  expect(b.dataset.brand).to.equal('aarp');
  a.remove();
  b.remove();
}

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
  // First, while no copy is on the page: a host app's bundle (the build for bundlers, with the app's React and
  // Jotai, bundled here as the app's bundler would) loads before a CMS fragment's classic-script loader.
  it('a host app\'s copy (the build for bundlers) and the loader\'s copy share one runtime, one store and one set of atoms', async () => {
    // @ts-expect-error -- built JavaScript without declarations of its own (the package's types are dist/types).
    const bundled = (await import('../../dist/module/index.js')) as unknown as Lib;
    const runtime = window.shopperProfile!;
    await loadClassic('/dist/shopper-profile-loader.js');
    // The loader's module build (beside it), the one module the loader imports.
    await waitUntil(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/dist/index.js'), 'the loader never imported its modules');
    const loaded = (await import(/* @vite-ignore */ `${'/dist/index.js'}`)) as Lib;
    expect(loaded).not.to.equal(bundled);
    expect(window.shopperProfile).to.equal(runtime);
    expect(runtime.store).to.equal((globalThis as Record<symbol, unknown>)[Symbol.for('shopper-profile.store')]);
    await expectOneStore(bundled, loaded, 'bundled-loader');
  });

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
