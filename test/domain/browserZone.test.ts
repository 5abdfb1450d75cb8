// The zone the browser runs the domain tests in. Domain rules evaluate dates
// in US Central time whatever the browser's zone, so their tests run in two
// zones that are not Central: Pacific in the default group, UTC in the
// domain-utc group (web-test-runner.config.mjs names the group on the page).
// If either group ran in Central, a rule that leaked the browser's zone would
// still pass; this file fails instead.
import { expect } from '@open-wc/testing';

const group = (globalThis as { __SP_WTR_GROUP__?: string }).__SP_WTR_GROUP__ ?? 'default';
const EXPECTED: Record<string, string> = { default: 'America/Los_Angeles', 'domain-utc': 'UTC' };

describe('the browser zone of the domain tests', () => {
  it(`domain rules run in a non-Central zone, so a rule leaking the browser's zone fails (${group} group: ${EXPECTED[group]})`, () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).to.equal(EXPECTED[group]);
    expect(zone).to.not.equal('America/Chicago');
    // The offset agrees with the zone's name: Pacific is 7 or 8 hours behind UTC, UTC is not.
    const offsetHours = new Date('2026-01-15T12:00:00Z').getTimezoneOffset() / 60;
    expect(offsetHours).to.equal(group === 'domain-utc' ? 0 : 8);
  });
});
