import { expect } from '@open-wc/testing';
import { readQueryParam, stripQueryParam } from '../../src/platform/url';

describe('platform url', () => {
  let original: string;
  beforeEach(() => {
    original = window.location.href;
  });
  afterEach(() => window.history.replaceState(window.history.state, '', original));

  it('reads a query parameter of the address bar or of a given URL', () => {
    window.history.replaceState(null, '', '?code=abc123&x=1#plans');
    expect(readQueryParam('code')).to.equal('abc123');
    expect(readQueryParam('missing')).to.equal(undefined);
    expect(readQueryParam('a', 'https://example.test/?a=1')).to.equal('1');
  });

  it('strips the auth code from the address bar, keeping path, other parameters and hash, without a new history entry', () => {
    window.history.replaceState(null, '', '?code=abc123&x=1#plans');
    const length = window.history.length;
    stripQueryParam('code');
    expect(window.location.search).to.equal('?x=1');
    expect(window.location.hash).to.equal('#plans');
    expect(window.history.length).to.equal(length);
  });

  it('leaves the address alone when the parameter is absent', () => {
    window.history.replaceState(null, '', '?x=1');
    const before = window.location.href;
    stripQueryParam('code');
    expect(window.location.href).to.equal(before);
  });
});
