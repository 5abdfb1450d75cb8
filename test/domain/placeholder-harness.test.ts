import { expect } from '@open-wc/testing';

describe('harness', () => {
  it('runs domain tests in the browser zone it was given', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.be.oneOf(['UTC', 'America/Los_Angeles']);
  });
});
