import { expect } from '@open-wc/testing';
import { hideUndefinedTags } from '../../elements/undefinedTags';
import { startAutoloader } from '../../elements/autoloader';
import { ELEMENT_LOADERS } from '../../elements/registry';

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
    const rules = document.adoptedStyleSheets.flatMap((s) => Array.from(s.cssRules)).map((r) => r.cssText).filter((text) => text.includes(':not(:defined)') && text.includes('sp-profile'));
    expect(rules).to.have.length(1);
    for (const name of ['profile', ...Object.keys(ELEMENT_LOADERS)]) expect(rules[0], name).to.contain(`sp-${name}`);
  });
});
