import { expect } from '@open-wc/testing';
import { identitySource, isApiOnAnotherOrigin } from '../../src/domain/identitySource';

const PAGE = 'https://www.example.com/medicare/profile.html?x=1#plans';

describe('where a page learns who is signed in', () => {
  const cases: [apiBaseUrl: string, another: boolean][] = [
    ['', false],
    ['/services', false],
    ['https://www.example.com', false],
    ['https://www.example.com:443/api/', false],
    ['HTTPS://WWW.EXAMPLE.COM', false],
    ['//www.example.com', false],
    ['https://api.example.com', true],
    ['//api.example.com', true],
    ['http://www.example.com', true],
    ['https://www.example.com:8443', true],
    ['https://example.com', true],
    // No URL at all: the page cannot tell, and its calls fail on their own; it reads its cookies.
    ['https://[', false],
  ];
  for (const [apiBaseUrl, another] of cases) {
    it(`an API at '${apiBaseUrl}' for ${PAGE} is ${another ? 'on another origin: ask the API' : 'the page\'s own origin: read the cookies'}`, () => {
      expect(isApiOnAnotherOrigin(apiBaseUrl, PAGE)).to.equal(another);
      expect(identitySource(undefined, apiBaseUrl, PAGE)).to.equal(another ? 'api' : 'cookies');
    });
  }

  it('localhost and 127.0.0.1 are two origins (and two sites)', () => {
    expect(identitySource(undefined, 'http://127.0.0.1:8080', 'http://localhost:8080/profile.html')).to.equal('api');
  });

  it('the page config\'s choice wins either way', () => {
    expect(identitySource('cookies', 'https://api.example.com', PAGE)).to.equal('cookies');
    expect(identitySource('api', '', PAGE)).to.equal('api');
  });
});
