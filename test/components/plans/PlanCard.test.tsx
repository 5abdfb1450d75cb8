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

  it('lists the benefits the plan-benefits content names first, in its order, with their icons; the premium only once, above them', async () => {
    stubFetch([
      {
        path: /plan-benefits\.json$/,
        json: { benefits: [{ code: 'M90', label: 'Monthly Premium', icon: 'dollar' }, { code: '17a1', label: 'Dental', icon: 'tooth' }, { code: 'V1', label: 'Vision', icon: 'glasses' }] },
      },
    ]);
    const { root } = await render(<PlanCard plan={plan} />, { styles: [...commonStyles, planCardCss] });
    await waitFor(() => root.querySelector('.sp-plan-card__benefit dt')?.textContent === 'Dental', 'benefits never ordered by content');
    expect(Array.from(root.querySelectorAll('.sp-plan-card__benefit dt')).map((dt) => dt.textContent)).to.deep.equal(['Dental', 'Vision']);
    expect(root.querySelectorAll('.sp-plan-card__benefit-icon')).to.have.length(2);
    expect(Array.from(root.querySelectorAll('dt')).filter((dt) => /^monthly premium$/i.test(dt.textContent ?? ''))).to.have.length(1);
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

describe('plan card: enableMedsuppV2Cards flag (spec §6)', () => {
  const medsupp = {
    planId: 'G01',
    planName: 'AARP Medicare Supplement Plan G',
    planType: 'MS',
    planYear: 2026,
    zipCode: '10001',
    benefits: [{ label: 'Monthly Premium', value: '$189.00' }],
    marketingInformation: [
      { rank: 2, shortBullets: 'Classic bullet two', iconFileName: 'pill.svg' },
      { rank: 1, shortBullets: 'Classic bullet one', iconFileName: 'dollar.svg' },
    ],
    marketingBulletsV2: [
      { icon: 'dollar', shortBullets: 'Pay $0 for Part B excess charges' },
      { icon: 'glasses', shortBullets: 'Vision discounts' },
    ],
  } as unknown as Plan;
  const bulletTexts = (root: ShadowRoot) => Array.from(root.querySelectorAll('.sp-plan-card__bullets li')).map((li) => li.textContent);
  const styles = [...commonStyles, planCardCss];

  beforeEach(() => {
    resetStore();
    stubFetch([]);
  });

  it('off: a Medicare Supplement card shows the ranked v1 bullets, without icons', async () => {
    configure({ systemDate: '2026-03-10' });
    const { root } = await render(<PlanCard plan={medsupp} />, { styles });
    expect(bulletTexts(root)).to.deep.equal(['No prescription drug coverage', 'Classic bullet one', 'Classic bullet two']);
    expect(root.querySelectorAll('.sp-plan-card__bullet-icon')).to.have.length(0);
  });

  it('on: a Medicare Supplement card shows the v2 bullets in order, each with its icon, dollars bold; turning it off goes back', async () => {
    configure({ systemDate: '2026-03-10', flags: { enableMedsuppV2Cards: true } });
    const { root, host } = await render(<PlanCard plan={medsupp} />, { styles });
    expect(bulletTexts(root)).to.deep.equal(['No prescription drug coverage', 'Pay $0 for Part B excess charges', 'Vision discounts']);
    expect(Array.from(root.querySelectorAll('.sp-plan-card__bullet-icon')).map((svg) => svg.getAttribute('class'))).to.deep.equal([
      'sp-icon sp-icon--dollar sp-plan-card__bullet-icon',
      'sp-icon sp-icon--glasses sp-plan-card__bullet-icon',
    ]);
    expect(Array.from(root.querySelectorAll('.sp-plan-card__bullets strong')).map((s) => s.textContent)).to.deep.equal(['$0']);
    await expect(host).to.be.accessible();
    configure({ flags: { enableMedsuppV2Cards: false } });
    await waitFor(() => bulletTexts(root)[1] === 'Classic bullet one', 'the card never went back to the v1 bullets');
  });

  it('on: a Medicare Supplement plan without v2 bullets, and any other plan type, keeps the v1 bullets', async () => {
    configure({ systemDate: '2026-03-10', flags: { enableMedsuppV2Cards: true } });
    const { root } = await render(
      <>
        <PlanCard plan={{ ...medsupp, marketingBulletsV2: [{ icon: 'dollar', shortBullets: ' ' }] } as Plan} />
        <PlanCard plan={{ ...medsupp, planId: 'H3387-004-000', planType: 'MAPD' } as Plan} />
      </>,
      { styles },
    );
    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-plan-card]'));
    expect(cards.map((card) => Array.from(card.querySelectorAll('.sp-plan-card__bullets li')).map((li) => li.textContent))).to.deep.equal([
      ['No prescription drug coverage', 'Classic bullet one', 'Classic bullet two'],
      ['Prescription drug coverage', 'Classic bullet one', 'Classic bullet two'],
    ]);
  });
});
