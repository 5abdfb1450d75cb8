/**
 * The online-enrollment hand-off (spec §4.8) with a plan whose fields are at
 * their largest: the cookie the browser keeps (at most 4096 bytes, else it is
 * dropped silently) names the plan and its premium; browser storage carries
 * the whole plan object. The split is written down in
 * src/state/plans/enrollment.ts.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-saved-plans';
import type { Plan } from '../../src/api/schemas/plan';
import { COOKIE_SIZE_LIMIT } from '../../src/platform/cookies';
import { navigation } from '../../src/platform/navigation';
import { launchOnlineEnrollment, ONLINE_ENROLLMENT_COOKIE, OLE_STORAGE_KEYS } from '../../src/state/plans/enrollment';
import { getStore } from '../../src/state/store';
import { captureLogs } from '../api/helpers';
import { CONTENT_ROUTES, mapdPlan, profileWith } from '../components/plans/fixtures';
import { MEMBER_UUID } from '../state/fixtures';
import { leavePage, placeElement, recordCookieWrites, startPage } from '../helpers/page';
import { getByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

/** Characters that take the most room in a cookie: three bytes each, nine once URI-encoded. */
const widest = (length: number) => '医疗保险优选计划'.repeat(Math.ceil(length / 8)).slice(0, length);

/** A saved plan at its largest: the cookie's texts at their bounds, everything else far beyond what a cookie holds. */
function largestPlan(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return mapdPlan(2026, {
    planId: 'H1234-001-000-ABCDEF',
    planName: widest(255),
    county: { fipsCountyCode: '36061', fipsCountyName: widest(200), fipsStateCode: '36', stateCode: 'NY', cmsCountyCodes: Array.from({ length: 50 }, (_, i) => String(i)) },
    oleLaunchData: { cookieInfo: { planId: 'H1234-001-000', fips: '36061', note: 'x'.repeat(20_000) }, reloadUrl: `/online-enrollment/mapd/welcome?${'r'.repeat(2000)}` },
    benefits: Array.from({ length: 60 }, (_, i) => ({ label: `Benefit ${i}`, value: widest(120) })),
    ...extra,
  });
}

function storedPlan(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(OLE_STORAGE_KEYS.plan) ?? 'null') as Record<string, unknown>;
}

/** The cookie as the browser kept it (undefined when it dropped it). */
function keptCookie(): Record<string, unknown> | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${ONLINE_ENROLLMENT_COOKIE}=`));
  return pair ? (JSON.parse(decodeURIComponent(pair.slice(ONLINE_ENROLLMENT_COOKIE.length + 1))) as Record<string, unknown>) : undefined;
}

describe('the online-enrollment hand-off of a plan at its largest', () => {
  let stopRecording = () => {};
  let assign: sinon.SinonStub;
  beforeEach(() => {
    assign = sinon.stub(navigation, 'assign');
  });
  afterEach(() => {
    stopRecording();
    assign.restore();
    leavePage();
  });

  async function enrollFromCard(plan: Record<string, unknown>): Promise<string[]> {
    startPage({ who: 'member', uuid: MEMBER_UUID, profile: profileWith([plan]), routes: CONTENT_ROUTES });
    const { root } = await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
    const recording = recordCookieWrites();
    stopRecording = recording.stop;
    getByRole(root, 'button', `Enroll in plan: ${String(plan.planName)}`).click();
    await waitFor(() => assign.called, 'the enrollment page was never opened');
    return recording.writes.filter((w) => w.startsWith(`${ONLINE_ENROLLMENT_COOKIE}=`) && !/max-age=0/.test(w));
  }

  it('Enroll in plan: the browser keeps the cookie naming the plan and its premium, and storage holds the whole plan', async () => {
    const plan = largestPlan();
    const [written] = await enrollFromCard(plan);
    expect(written!.length, 'the cookie as written, name and attributes included').to.be.at.most(COOKIE_SIZE_LIMIT);
    expect(keptCookie(), 'the browser dropped the cookie').to.deep.equal({
      planYear: 2026,
      planType: 'MAPD',
      planId: 'H1234-001-000-ABCDEF',
      owner: MEMBER_UUID,
      premium: '$0.00',
      zipCode: '10001',
      county: { fipsCountyCode: '36061', fipsStateCode: '36', stateCode: 'NY' },
      planName: plan.planName,
    });
    const stored = storedPlan();
    expect(stored).to.include({ planId: 'H1234-001-000-ABCDEF', planName: plan.planName, premium: '$0.00', owner: MEMBER_UUID });
    expect(stored.oleLaunchData).to.deep.equal(plan.oleLaunchData);
    expect(stored.county).to.deep.equal(plan.county);
    expect(stored.benefits).to.deep.equal(plan.benefits);
    expect(assign.calledOnceWith('/online-enrollment/aarp/mapd/welcome')).to.equal(true);
  });

  it('a plan name far beyond any real one leaves the cookie, which the browser still keeps; storage has the name', async () => {
    const logs = captureLogs();
    try {
      const plan = largestPlan({ planName: widest(5000) });
      const [written] = await enrollFromCard(plan);
      expect(written!.length).to.be.at.most(COOKIE_SIZE_LIMIT);
      expect(keptCookie()).to.include({ planId: 'H1234-001-000-ABCDEF', planYear: 2026, planType: 'MAPD', owner: MEMBER_UUID, premium: '$0.00' });
      expect(keptCookie()).to.not.have.property('planName');
      expect(storedPlan().planName).to.equal(plan.planName);
      expect(logs.entries.some((e) => e.level === 'warn' && e.message.startsWith('Online-enrollment cookie: planName left out'))).to.equal(true);
    } finally {
      logs.stop();
    }
  });

  it('every field of the cookie at its bound at once still fits, and none is left out', async () => {
    startPage({ who: 'member', uuid: 'u-'.padEnd(64, '0'), profile: profileWith([]) });
    await placeElement('sp-saved-plans', (r) => r.querySelector('section'));
    const logs = captureLogs();
    const recording = recordCookieWrites();
    stopRecording = recording.stop;
    const plan = largestPlan({ planType: 'SNP', snpType: widest(40), enrollmentStatus: widest(40), zipCode: '1234567890', county: { fipsCountyCode: '1234567890', fipsStateCode: '1234567890', stateCode: '1234567890' } }) as unknown as Plan;
    launchOnlineEnrollment(plan, '$12,345,678,901.23', '/online-enrollment/aarp/dsnp/welcome', getStore());
    logs.stop();
    const written = recording.writes.find((w) => w.startsWith(`${ONLINE_ENROLLMENT_COOKIE}=`) && !/max-age=0/.test(w))!;
    expect(written.length).to.be.at.most(COOKIE_SIZE_LIMIT);
    expect(Object.keys(keptCookie()!).sort()).to.deep.equal(['county', 'enrollmentStatus', 'owner', 'planId', 'planName', 'planType', 'planYear', 'premium', 'snpType', 'zipCode']);
    expect(logs.entries.filter((e) => e.message.startsWith('Online-enrollment cookie'))).to.deep.equal([]);
  });
});
