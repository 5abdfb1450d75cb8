import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FUZZ_CASES, fuzzParameters, fuzzRuns } from './fuzz';

describe('property test settings', () => {
  it('runs at least 200 seeded cases per property in npm test, more under npm run fuzz', () => {
    expect(fuzzRuns()).to.be.at.least(FUZZ_CASES);
    let cases = 0;
    fc.assert(fc.property(fc.integer(), () => { cases += 1; }), fuzzParameters());
    expect(cases).to.equal(fuzzRuns());
  });
});
