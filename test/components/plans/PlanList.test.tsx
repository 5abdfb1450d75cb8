import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { Plan } from '../../../src/api/schemas/plan';
import { commonStyles } from '../../../src/components/common/styles';
import { planCardCss } from '../../../src/components/plans/PlanCard.css';
import { PlanList } from '../../../src/components/plans/PlanList';
import { savedPlansCss } from '../../../src/components/plans/SavedPlans.css';
import { groupsOf } from '../../../src/components/plans/useEqualHeightRows';
import { configure } from '../../../src/state/config';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
import { render } from '../../helpers/render';
import { maPlan, mapdPlan, pffsPlan } from './fixtures';

const cards = (root: ShadowRoot) => Array.from(root.querySelectorAll<HTMLElement>('[data-plan-card]'));

describe('plans: cards aligned in groups of 3', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    resetStore();
    configure({ systemDate: '2026-03-10' });
    // No backend: the content the cards ask for is answered 404 in the page, not by the test server.
    stubFetch([]);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('groups of 3, the last one shorter', () => {
    expect(groupsOf([1, 2, 3, 4, 5, 6, 7])).to.deep.equal([[1, 2, 3], [4, 5, 6], [7]]);
    expect(groupsOf([])).to.deep.equal([]);
  });

  it('500 ms after rendering, each group of 3 cards gets its tallest height; again after a resize', async () => {
    const fourth = { ...maPlan(), planId: 'H3387-002-000', planName: 'Fourth plan', benefits: [] };
    const plans = [mapdPlan(), maPlan(), pffsPlan(), fourth] as unknown as Plan[];
    const { root, host } = await render(
      <PlanList heading="Medicare Advantage Plans" compareType="MA" plans={plans} context={{ planYear: 2026 }} suppressedPlanIds={[]} />,
      { styles: [...commonStyles, planCardCss, savedPlansCss] },
    );
    host.style.display = 'block';
    host.style.width = '70rem';
    window.dispatchEvent(new Event('resize'));
    clock.tick(499);
    expect(cards(root).map((card) => card.style.minHeight)).to.deep.equal(['', '', '', '']);
    clock.tick(1);
    const [a, b, c, d] = cards(root).map((card) => card.getBoundingClientRect().height);
    expect(a).to.equal(b);
    expect(b).to.equal(c);
    expect(cards(root)[3]!.style.minHeight).to.equal(`${d}px`);
    expect(Number.parseFloat(cards(root)[0]!.style.minHeight)).to.be.greaterThan(d!);
    host.style.width = '20rem';
    window.dispatchEvent(new Event('resize'));
    clock.tick(500);
    const narrow = cards(root).map((card) => card.getBoundingClientRect().height);
    expect(narrow[0]).to.equal(narrow[1]);
    expect(narrow[0]).to.be.greaterThan(a!);
  });
});
