import { expect } from '@open-wc/testing';
import {
  enrollmentFromFormData,
  enrollmentSavedTime,
  mergePendingEnrollment,
  pendingReplacesStored,
  sortEnrollmentsByLastSaved,
} from '../../src/domain/enrollment';
import { cdt, cst } from './central';

describe('enrollment saved time', () => {
  const cases: [string, Parameters<typeof enrollmentSavedTime>[0], number | null][] = [
    ['updateDateTime as ISO text', { updateDateTime: '2026-01-05T15:05:00Z' }, Date.UTC(2026, 0, 5, 15, 5)],
    ['updateDateTime as epoch ms', { updateDateTime: 1000 }, 1000],
    ['updateDateTime without a zone is Central time', { updateDateTime: '2026-01-05T09:05:00' }, cst(2026, 1, 5, 9, 5)],
    ['updateDateTime with an offset', { updateDateTime: '2026-07-04T12:00:00-05:00' }, cdt(2026, 7, 4, 12)],
    ['updateDateTime as NaN falls back to lastSaved', { updateDateTime: Number.NaN, lastSaved: 'saved 01/05/2026, 09:05 AM CST' }, cst(2026, 1, 5, 9, 5)],
    ['lastSaved text when no updateDateTime', { lastSaved: 'saved 01/05/2026, 09:05 AM CST' }, cst(2026, 1, 5, 9, 5)],
    ['lastSaved when updateDateTime is unreadable', { updateDateTime: 'soon', lastSaved: 'saved 01/05/2026, 09:05 AM CST' }, cst(2026, 1, 5, 9, 5)],
    ['lastSaved wins over a later updateDateTime (a record touched after it was saved)', { lastSaved: 'saved 01/05/2026, 09:05 AM CST', updateDateTime: '2026-02-20T10:00:00' }, cst(2026, 1, 5, 9, 5)],
    ['lastSaved as a date-time text without a zone is Central time', { lastSaved: '2026-01-05T09:05:00' }, cst(2026, 1, 5, 9, 5)],
    ['nothing readable', { lastSaved: 'saved' }, null],
    ['nothing at all', {}, null],
  ];
  for (const [name, enrollment, expected] of cases) {
    it(name, () => expect(enrollmentSavedTime(enrollment)).to.equal(expected));
  }
});

describe('saved enrollments sorted by lastSaved, newest first', () => {
  it('orders by the saved date and puts unreadable ones last in their order', () => {
    const enrollments = [
      { planId: 'old', lastSaved: 'saved 01/05/2026, 09:05 AM CST' },
      { planId: 'none-1', lastSaved: '' },
      { planId: 'new', lastSaved: 'saved 01/05/2026, 09:05 PM CST', isSubmitted: true },
      { planId: 'none-2' },
      { planId: 'mid', lastSaved: 'saved 01/05/2026, 12:00 PM CST' },
    ];
    expect(sortEnrollmentsByLastSaved(enrollments).map((enrollment) => enrollment.planId)).to.deep.equal(['new', 'mid', 'old', 'none-1', 'none-2']);
    expect(enrollments[0]?.planId).to.equal('old');
  });
});

describe('pending external enrollment replacement rule', () => {
  const at = (hour: number, minute = 0) => `saved 03/01/2026, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} AM CST`;
  type Pending = { planId: string; planYear: number | string; zipCode: string; lastSaved?: string; isSubmitted?: boolean; planName?: string };
  const key: Pending = { planId: 'H1', planYear: 2026, zipCode: '55401' };
  const cases: [string, boolean, string, string | undefined, boolean][] = [
    ['strictly newer replaces a submitted one', true, at(10), at(9), true],
    ['equal does not replace a submitted one', true, at(9), at(9), false],
    ['older does not replace a submitted one', true, at(8), at(9), false],
    ['equal replaces an unsubmitted one', false, at(9), at(9), true],
    ['newer replaces an unsubmitted one', false, at(10), at(9), true],
    ['older does not replace an unsubmitted one', false, at(8), at(9), false],
    ['a stored one without time is replaced', true, at(8), undefined, true],
  ];
  for (const [name, submitted, pendingSaved, storedSaved, expected] of cases) {
    it(name, () => {
      const stored = { ...key, isSubmitted: submitted, lastSaved: storedSaved };
      expect(pendingReplacesStored({ ...key, lastSaved: pendingSaved }, stored)).to.equal(expected);
    });
  }

  it('a pending one without a readable time never replaces', () => {
    expect(pendingReplacesStored({ ...key }, { ...key, isSubmitted: false })).to.equal(false);
  });

  it('replaces the matching stored enrollment in place', () => {
    const stored: Pending[] = [{ ...key, planId: 'other', lastSaved: at(1) }, { ...key, isSubmitted: false, lastSaved: at(9), planName: 'old' }];
    const pending: Pending = { ...key, lastSaved: at(10), planName: 'new' };
    const result = mergePendingEnrollment(stored, pending);
    expect(result.map((enrollment) => enrollment.planName)).to.deep.equal([undefined, 'new']);
    expect(stored[1]?.planName).to.equal('old');
  });

  it('keeps the stored one as it is otherwise', () => {
    const stored: Pending[] = [{ ...key, isSubmitted: true, lastSaved: at(9), planName: 'stored' }];
    const result = mergePendingEnrollment(stored, { ...key, lastSaved: at(9), planName: 'pending' });
    expect(result).to.deep.equal(stored);
    expect(result).not.to.equal(stored);
  });

  it('matches on plan, year and zip together; no match adds the pending one', () => {
    const stored: Pending[] = [{ ...key, zipCode: '10001', lastSaved: at(9) }, { ...key, planYear: 2027, lastSaved: at(9) }];
    const pending: Pending = { ...key, planYear: '2026', lastSaved: at(1) };
    const result = mergePendingEnrollment(stored, pending);
    expect(result).to.have.length(3);
    expect(result[2]).to.equal(pending);
  });

  it('year given as text matches year given as number', () => {
    const stored: Pending[] = [{ ...key, planYear: '2026', lastSaved: at(1) }];
    const result = mergePendingEnrollment(stored, { ...key, lastSaved: at(2) });
    expect(result[0]?.lastSaved).to.equal(at(2));
  });
});

describe('enrollment from saved-form data: needs applicant zipCode and plan id, name, year, type', () => {
  const steps = [
    { view: '/welcome', data: { plan: { planId: 'H1234001000', planName: 'Plan A', planYear: 2026, planType: 'MAPD' } } },
    { view: '/steps/mailing-address', data: { address: { zipCode: '55401', city: 'Minneapolis' } } },
  ];

  it('builds an in-progress enrollment from the JSON text', () => {
    expect(enrollmentFromFormData(JSON.stringify(steps))).to.deep.equal({
      planId: 'H1234001000',
      planName: 'Plan A',
      planYear: '2026',
      planType: 'MAPD',
      zipCode: '55401',
      isSubmitted: false,
      confirmationNo: null,
      status: 'Continue Enrollment',
    });
  });

  it('reads answers kept directly on a step as well as in question groups', () => {
    const flat = [{ data: { planId: 'H1', planName: 'N', planYear: '2027', planType: 'PDP', zipCode: ' 10001 ' } }];
    expect(enrollmentFromFormData(flat)).to.include({ planId: 'H1', zipCode: '10001', planYear: '2027' });
  });

  for (const missing of ['zipCode', 'planId', 'planName', 'planYear', 'planType']) {
    it(`is null without ${missing}`, () => {
      const data = { planId: 'H1', planName: 'N', planYear: '2027', planType: 'PDP', zipCode: '10001', [missing]: '  ' };
      expect(enrollmentFromFormData([{ data }])).to.equal(null);
    });
  }

  const unusable: [string, string | readonly { data?: Record<string, unknown> | null }[]][] = [
    ['bad JSON', '{'],
    ['JSON that is no list', '{"a":1}'],
    ['steps without data', [{}, { data: null }]],
    ['non-text answers', [{ data: { planId: true, planName: ['x'], planYear: {}, planType: null, zipCode: 5 } }]],
  ];
  for (const [name, input] of unusable) {
    it(`is null for ${name}`, () => expect(enrollmentFromFormData(input)).to.equal(null));
  }
});
