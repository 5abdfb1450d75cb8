import { expect, waitUntil } from '@open-wc/testing';
import { hideUndefinedTags } from '../../elements/undefinedTags';
import { reserveSpace, startAutoloader } from '../../elements/autoloader';
import { REGISTRY } from '../../elements/registry';

describe('elements: tags before they are defined', () => {
  it('a tag of ours waiting for its module is a hidden block, and its own layout once defined', () => {
    hideUndefinedTags(document, ['sp-not-yet-defined']);
    const el = document.createElement('sp-not-yet-defined');
    el.textContent = 'fallback text an author left inside';
    document.body.append(el);
    try {
      expect(getComputedStyle(el).display).to.equal('block');
      expect(getComputedStyle(el).visibility).to.equal('hidden');
      customElements.define('sp-not-yet-defined', class extends HTMLElement {});
      expect(getComputedStyle(el).display).to.equal('inline');
      expect(getComputedStyle(el).visibility).to.equal('visible');
    } finally {
      el.remove();
    }
  });

  it('the autoloader hides every tag the library defines until it is defined, once', () => {
    startAutoloader(document).disconnect();
    startAutoloader(document).disconnect();
    const rules = document.adoptedStyleSheets.flatMap((s) => Array.from(s.cssRules)).map((r) => r.cssText).filter((text) => text.includes('sp-profile') && text.includes('visibility: hidden'));
    expect(rules).to.have.length(1);
    for (const name of Object.keys(REGISTRY)) expect(rules[0], name).to.contain(`sp-${name}`);
  });

  it('a tag holds its reserved height before its module loads, and keeps it as its least once defined', async () => {
    reserveSpace(document);
    const host = document.createElement('div');
    host.innerHTML = '<sp-drug-list></sp-drug-list><p>the article goes on</p>';
    document.body.append(host);
    try {
      const list = host.querySelector('sp-drug-list')!;
      const text = host.querySelector('p')!;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const before = text.getBoundingClientRect().top;
      expect(list.getBoundingClientRect().height).to.equal(Math.min(window.innerHeight, 40 * rem));
      await import('../../elements/sp-drug-list');
      await waitUntil(() => list.shadowRoot?.querySelector('h2, [role="status"]'), 'the drug list renders');
      // The empty list is shorter than its reservation: the text below does not move up, nor down.
      expect(text.getBoundingClientRect().top).to.equal(before);
    } finally {
      host.remove();
    }
  });
});
