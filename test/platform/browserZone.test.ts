// Every test outside test/domain runs in a browser set to US Pacific time
// (web-test-runner.config.mjs), neither Central nor UTC, so code that reads
// the browser's zone where the spec asks for Central time shows up as a
// failing test rather than passing by chance.
import { expect } from '@open-wc/testing';

describe('the browser zone of the element and state tests', () => {
  it('code outside the domain runs in Pacific time, so a date shown in the browser\'s zone instead of Central fails', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
  });
});
