import { expect } from '@open-wc/testing';
import type { Plan } from '../../../src/api/schemas/plan';
import { commonStyles } from '../../../src/components/common/styles';
import { PlanCard } from '../../../src/components/plans/PlanCard';
import { planCardCss } from '../../../src/components/plans/PlanCard.css';
import { configure } from '../../../src/state/config';
import { providersDetailsAtom } from '../../../src/state/profile';
import { resetStore } from '../../../src/state/store';
import { stubFetch } from '../../helpers/fetch';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

const plan = {
  planId: 'H3387-004-000',
  planName: 'AARP Medicare Advantage Choice',
  planType: 'MAPD',
  planYear: 2026,
  zipCode: '10001',
  benefits: [
    { label: 'Vision', value: '$100 eyewear allowance' },
    { label: 'Dental', value: '$1,000 allowance' },
    { label: 'Monthly Premium', value: '$0' },
  ],
} as unknown as Plan;

describe('plan card: content-driven benefits and provider coverage', () => {
  beforeEach(() => {
    resetStore();
    configure({ systemDate: '2026-03-10' });
  });

  it('lists the benefits the plan-benefits content names first, in its order, with their icons', async () => {
    stubFetch([
      {
        path: /plan-benefits\.json$/,
        json: { benefits: [{ code: 'M90', label: 'Monthly Premium', icon: 'dollar' }, { code: '17a1', label: 'Dental', icon: 'tooth' }] },
      },
    ]);
    const { root } = await render(<PlanCard plan={plan} />, { styles: [...commonStyles, planCardCss] });
    await waitFor(() => root.querySelector('.sp-plan-card__benefit dt')?.textContent === 'Monthly Premium', 'benefits never ordered by content');
    expect(Array.from(root.querySelectorAll('.sp-plan-card__benefit dt')).map((dt) => dt.textContent)).to.deep.equal(['Monthly Premium', 'Dental', 'Vision']);
    expect(root.querySelectorAll('.sp-plan-card__benefit-icon')).to.have.length(2);
  });

  it('says how many saved doctors and dentists the plan covers; dentists only for dental-covered plans', async () => {
    stubFetch([{ path: /dental-provider-covered-plans\.json$/, json: { planIds: ['H3387-004-000'] } }]);
    const store = resetStore();
    configure({ systemDate: '2026-03-10' });
    store.set(providersDetailsAtom, {
      providerIdList: [
        { providerId: '1', providerName: 'Dr. A', providerCoverageType: 'medical', plansList: ['H3387-004-000'] },
        { providerId: '2', providerName: 'Dr. B', providerCoverageType: 'medical', plansList: [] },
        { providerId: '3', providerName: 'Smiles', providerCoverageType: 'dental', plansList: ['H3387-004-000'] },
      ],
    });
    const { root } = await render(<PlanCard plan={plan} />, { styles: [...commonStyles, planCardCss] });
    await waitFor(() => root.querySelector('.sp-plan-card__providers')?.textContent === 'Doctors and dentists: 2 of 3 covered', 'coverage line missing');
    await expect(root.host).to.be.accessible();
  });

  it("a plan with no benefits says 'Benefits not found !!' (spec §8)", async () => {
    stubFetch([]);
    const { root } = await render(<PlanCard plan={{ ...plan, benefits: [] } as Plan} />, { styles: [...commonStyles, planCardCss] });
    await waitFor(() => root.querySelector('.sp-plan-card__no-benefits')?.textContent === 'Benefits not found !!', 'no benefits message');
  });
});
