import { expect } from '@open-wc/testing';
import { applicationButtonStatus } from '../../src/domain/applicationCard';

describe('application card (spec §3.5, §4.8)', () => {
  it('the regular application button status follows the display status', () => {
    const table: Array<[string, string | null]> = [
      ['Saved', 'continue'], ['In Progress', 'continue'], ['Continue Enrollment', 'continue'],
      ['Submitted', 'view'], ['Pending', 'view'], ['Approved', 'view'], ['Withdrawn', null], ['Denied', null],
    ];
    for (const [status, expected] of table) expect(applicationButtonStatus(status), status).to.equal(expected);
  });
});
