import { expect } from '@open-wc/testing';
import {
  applyCachedStatuses,
  DEFAULT_ENROLLMENT_STATUS,
  ENROLLMENT_STATUS,
  enrollmentStatusKey,
  isInProgressStatus,
  isValidApplicationStatusItem,
  needsDeniedContactDetails,
  portalStatusFromStateCode,
  rememberStatus,
  statusCacheKey,
  statusForSubmission,
  statusFromLookup,
} from '../../src/domain/enrollmentStatus';

describe('enrollment display statuses (spec §4.7)', () => {
  it('lists the eight display statuses', () => {
    expect(Object.values(ENROLLMENT_STATUS)).to.deep.equal([
      'Saved', 'In Progress', 'Continue Enrollment', 'Pending', 'Submitted', 'Approved', 'Withdrawn', 'Denied',
    ]);
  });

  it('not submitted shows Continue Enrollment; submitted shows Submitted', () => {
    expect(statusForSubmission(false)).to.equal('Continue Enrollment');
    expect(statusForSubmission(null)).to.equal('Continue Enrollment');
    expect(statusForSubmission(true)).to.equal('Submitted');
  });

  const inProgress: [string | null | undefined, boolean][] = [
    ['In Progress', true], ['IN_PROGRESS', true], ['in-progress', true], [' in progress ', true],
    ['Submitted', false], ['', false], [null, false], [undefined, false],
  ];
  for (const [status, expected] of inProgress) {
    it(`${JSON.stringify(status)} is in progress: ${expected}`, () => expect(isInProgressStatus(status)).to.equal(expected));
  }
});

describe('a display status\'s key in the catalogs', () => {
  const cases: [string | null | undefined, string | null][] = [
    ['Saved', 'saved'], ['In Progress', 'inProgress'], ['IN_PROGRESS', 'inProgress'], ['Continue Enrollment', 'continueEnrollment'],
    ['Pending', 'pending'], ['SUBMITTED', 'submitted'], [' approved ', 'approved'], ['Withdrawn', 'withdrawn'], ['Denied', 'denied'],
    ['Under review', null], ['', null], [null, null], [undefined, null],
  ];
  for (const [status, key] of cases) {
    it(`${JSON.stringify(status)} -> ${JSON.stringify(key)}`, () => expect(enrollmentStatusKey(status)).to.equal(key));
  }

  it('every display status has its own key', () => {
    for (const [key, status] of Object.entries(ENROLLMENT_STATUS)) expect(enrollmentStatusKey(status)).to.equal(key);
  });
});

describe('application-system state codes 1–24 -> portal status', () => {
  const cases: [number | string | null | undefined, string | null][] = [
    [11, 'Approved'], ['11', 'Approved'], [12, 'Denied'], [13, 'Withdrawn'],
    [1, 'Pending'], [10, 'Pending'], [14, 'Pending'], [24, 'Pending'],
    [0, null], [25, null], [-1, null], [1.5, null], ['x', null], ['', null], [null, null], [undefined, null],
  ];
  for (const [code, status] of cases) {
    it(`${JSON.stringify(code)} -> ${status}`, () => expect(portalStatusFromStateCode(code)).to.equal(status));
  }

  it('only code 12 loads the denied contact details', () => {
    expect(needsDeniedContactDetails(12)).to.equal(true);
    expect(needsDeniedContactDetails(11)).to.equal(false);
    expect(needsDeniedContactDetails(null)).to.equal(false);
  });
});

describe("status items are valid only with an image id starting 'WS' and a state code", () => {
  const cases: [Parameters<typeof isValidApplicationStatusItem>[0], boolean][] = [
    [{ imageId: 'WS123', stateCode: 11 }, true],
    [{ imageId: 'WS123', stateCode: '0' }, true],
    [{ imageId: 'ws123', stateCode: 11 }, false],
    [{ imageId: 'XWS1', stateCode: 11 }, false],
    [{ imageId: 'WS123' }, false],
    [{ imageId: 'WS123', stateCode: '' }, false],
    [{ imageId: 'WS123', stateCode: null }, false],
    [{ stateCode: 11 }, false],
  ];
  for (const [item, expected] of cases) {
    it(`${JSON.stringify(item)} -> ${expected}`, () => expect(isValidApplicationStatusItem(item)).to.equal(expected));
  }

  it('the default status applies when the lookup gives nothing', () => {
    expect(statusFromLookup(undefined)).to.equal('Submitted');
    expect(statusFromLookup(null)).to.equal(DEFAULT_ENROLLMENT_STATUS);
    expect(statusFromLookup({ imageId: 'AB1', stateCode: 11 })).to.equal(DEFAULT_ENROLLMENT_STATUS);
    expect(statusFromLookup({ imageId: 'WS1', stateCode: 99 })).to.equal(DEFAULT_ENROLLMENT_STATUS);
  });

  it('a valid item gives its portal status', () => {
    expect(statusFromLookup({ imageId: 'WS1', stateCode: 12 })).to.equal('Denied');
    expect(statusFromLookup({ imageId: 'WS1', stateCode: '5' })).to.equal('Pending');
  });
});

describe('status cache keyed by planId, planYear, zipCode', () => {
  const plan = { planId: 'H1234001000', planYear: 2026, zipCode: '55401' };

  it('the key names plan, year and zip', () => {
    expect(statusCacheKey(plan)).to.equal('H1234001000|2026|55401');
    expect(statusCacheKey({ ...plan, planYear: '2026' })).to.equal(statusCacheKey(plan));
  });

  it('remembering returns a new cache and leaves the old one alone', () => {
    const empty = {};
    const cache = rememberStatus(empty, plan, 'Approved');
    expect(empty).to.deep.equal({});
    expect(cache).to.deep.equal({ 'H1234001000|2026|55401': 'Approved' });
  });

  it('reapplies cached statuses on a later build; others keep theirs', () => {
    const cache = rememberStatus({}, plan, 'Approved');
    const enrollments: { planId: string; planYear: number; zipCode: string; status?: string }[] = [
      { ...plan, status: 'Submitted' },
      { ...plan, zipCode: '10001', status: 'Submitted' },
      { ...plan, planYear: 2027 },
    ];
    expect(applyCachedStatuses(enrollments, cache).map((enrollment) => enrollment.status)).to.deep.equal(['Approved', 'Submitted', undefined]);
    expect(enrollments[0]?.status).to.equal('Submitted');
  });
});
