/**
 * Adding a tag is one module plus one registry line: the loaders take their
 * tags from a registry, so a throwaway tag listed in a fixture registry
 * (test/fixtures/throwaway) is found by the autoloader and by the classic
 * script's load-everything path with nothing else changed. The manifest and
 * the types are shown by test/build/registry.spec.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loadAll, startAutoloader } from '../../elements/autoloader';
import { setPageStart } from '../../src/state/pageStart';
import { REGISTRY } from '../fixtures/throwaway/registry';

const reservedRules = () => document.adoptedStyleSheets.flatMap((s) => Array.from(s.cssRules)).map((r) => r.cssText);

describe('elements: the registry is the one list of tags', () => {
  afterEach(() => document.body.replaceChildren());

  it('the autoloader loads a throwaway tag listed in its registry when the tag appears, and holds its space until then', async () => {
    const observer = startAutoloader(document, REGISTRY);
    try {
      expect(reservedRules().some((rule) => rule.includes('sp-throwaway') && rule.includes('visibility: hidden'))).to.equal(true);
      const el = document.createElement('sp-throwaway');
      el.setAttribute('size', '9');
      document.body.append(el);
      await waitUntil(() => customElements.get('sp-throwaway') && el.shadowRoot?.querySelector('output'), 'the throwaway tag is defined and rendered');
      // Its declared range holds at the edge, as for any tag.
      await waitUntil(() => el.shadowRoot!.querySelector('output')!.textContent === '3');
      // heading-level, a default its module never names, reaches its heading and is held within h2..h6.
      el.setAttribute('heading-level', '9');
      await waitUntil(() => el.shadowRoot!.querySelector('h6'), 'heading-level="9" never showed an h6');
      el.setAttribute('heading-level', '4');
      await waitUntil(() => el.shadowRoot!.querySelector('h4'), 'heading-level="4" never showed an h4');
    } finally {
      observer.disconnect();
    }
  });

  it('a tag whose module says nothing of start begins the page\'s startup as it connects; the toast, opting out, does not', async () => {
    const starts: string[] = [];
    await loadAll(REGISTRY);
    for (const tag of ['sp-toast', 'sp-throwaway']) {
      setPageStart(() => starts.push(tag));
      document.body.append(document.createElement(tag));
    }
    expect(starts).to.deep.equal(['sp-throwaway']);
  });

  it('the classic script\'s path (loadAll) loads every tag of its registry, the throwaway one among them', async () => {
    const modules = (await loadAll(REGISTRY)) as { contract?: object }[];
    expect(modules).to.have.length(Object.keys(REGISTRY).length);
    expect(modules.every((m) => m.contract !== undefined)).to.equal(true);
    expect(customElements.get('sp-throwaway')?.name).to.equal('SpThrowawayElement');
    expect(customElements.get('sp-toast')).to.not.equal(undefined);
  });
});
