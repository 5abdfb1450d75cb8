import { expect } from '@open-wc/testing';
import {
  boldDollarAmounts,
  bulletIconName,
  drugCoverageBullet,
  marketingBulletLimit,
  marketingBullets,
  planCardBullets,
  type MarketingBulletV2Item,
  type PlanCardBullet,
} from '../../src/domain/marketingBullets';
/** A card's bullets as 'text [icon]' lines, bold segments in *stars*; the drug-coverage bullet as '(drug coverage: none|included)'. */
const lines = (bullets: PlanCardBullet[]) =>
  bullets.map((bullet) =>
    bullet.kind === 'drugCoverage'
      ? `(drug coverage: ${bullet.coverage})`
      : `${bullet.segments.map((s) => (s.bold ? `*${s.text}*` : s.text)).join('')}${bullet.icon ? ` [${bullet.icon}]` : ''}`,
  );
const v1 = [
  { rank: 2, shortBullets: 'V1 second', iconFileName: 'pill.svg' },
  { rank: 1, shortBullets: 'V1 first $5 copay', iconFileName: 'dollar.svg' },
];
const v2: MarketingBulletV2Item[] = [
  { icon: 'dollar', shortBullets: 'Pay $0 for Part B excess charges' },
  { icon: 'glasses.svg', shortBullets: '  Vision discounts  ' },
  { icon: 'tooth', shortBullets: '   ' },
  { icon: 'none', shortBullets: 'Any doctor who accepts Medicare' },
];
const bullet = (i: number) => ({ rank: i, shortBullets: `Bullet ${i}` });
const texts = (bullets: ReturnType<typeof marketingBullets>) => bullets.map((segments) => segments.map((segment) => segment.text).join(''));

describe('plan card bullets: enableMedsuppV2Cards (spec §5.5, §6)', () => {
  const cases: [string, Parameters<typeof planCardBullets>[0], boolean, string[]][] = [
    [
      'flag on, MS: v2 bullets in the order given, blank skipped, dollars bold, with icons, after the drug-coverage bullet',
      { planType: 'MS', marketingInformation: v1, marketingBulletsV2: v2 },
      true,
      ['(drug coverage: none)', 'Pay *$0* for Part B excess charges [dollar]', 'Vision discounts [glasses]', 'Any doctor who accepts Medicare'],
    ],
    [
      'flag off, MS: ranked v1 bullets without icons, as before',
      { planType: 'MS', marketingInformation: v1, marketingBulletsV2: v2 },
      false,
      ['(drug coverage: none)', 'V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, MS with only blank v2 bullets: falls back to v1',
      { planType: 'ms', marketingInformation: v1, marketingBulletsV2: [{ icon: 'dollar', shortBullets: ' ' }, { icon: 'pill' }, { shortBullets: null }] },
      true,
      ['(drug coverage: none)', 'V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, MS without v2 bullets: falls back to v1',
      { planType: 'MS', marketingInformation: v1 },
      true,
      ['(drug coverage: none)', 'V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, MS with v2 bullets null and no v1: only the drug-coverage bullet',
      { planType: 'MS', marketingInformation: null, marketingBulletsV2: null },
      true,
      ['(drug coverage: none)'],
    ],
    [
      'flag on, MAPD: v2 bullets ignored, v1 as before',
      { planType: 'MAPD', marketingInformation: v1, marketingBulletsV2: v2 },
      true,
      ['(drug coverage: included)', 'V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, MA: v2 bullets ignored, v1 with its own first bullet',
      { planType: 'MA', marketingInformation: v1, marketingBulletsV2: v2 },
      true,
      ['(drug coverage: none)', 'V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, PDP: v2 bullets ignored, v1 without a first bullet',
      { planType: 'PDP', marketingInformation: v1, marketingBulletsV2: v2 },
      true,
      ['V1 first *$5* copay', 'V1 second'],
    ],
    [
      'flag on, MS: at most 5 v2 bullets, as for v1',
      { planType: 'MS', marketingBulletsV2: [1, 2, 3, 4, 5, 6, 7].map((i) => ({ shortBullets: `B${i}` })) },
      true,
      ['(drug coverage: none)', 'B1', 'B2', 'B3', 'B4', 'B5'],
    ],
  ];
  for (const [rule, plan, medsuppV2Cards, expected] of cases) {
    it(rule, () => expect(lines(planCardBullets(plan, { medsuppV2Cards }))).to.deep.equal(expected));
  }

  const icons: [string | null | undefined, string | null][] = [
    ['dollar', 'dollar'],
    [' tooth.svg ', 'tooth'],
    ['PILL.SVG', 'PILL'],
    ['none', null],
    ['None.svg', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ];
  for (const [icon, name] of icons) {
    it(`v2 icon ${JSON.stringify(icon)} is shown as ${JSON.stringify(name)}`, () => expect(bulletIconName(icon)).to.equal(name));
  }
});

describe('marketing bullets (spec §5.5)', () => {
  it('dollar amounts are bold segments', () => {
    expect(boldDollarAmounts('$0 premium and $1,250.50 max, then $ 5')).to.deep.equal([
      { text: '$0', bold: true },
      { text: ' premium and ', bold: false },
      { text: '$1,250.50', bold: true },
      { text: ' max, then ', bold: false },
      { text: '$ 5', bold: true },
    ]);
    expect(boldDollarAmounts('No amounts')).to.deep.equal([{ text: 'No amounts', bold: false }]);
    expect(boldDollarAmounts('$2,800')).to.deep.equal([{ text: '$2,800', bold: true }]);
  });

  it('limits: PDP 6, others 5', () => {
    expect(marketingBulletLimit('PDP')).to.equal(6);
    expect(marketingBulletLimit('MA')).to.equal(5);
    expect(marketingBulletLimit(undefined)).to.equal(5);
  });

  it('PDP: rank order, at most 6, no drug-coverage bullet', () => {
    const marketingInformation = [7, 3, 1, 2, 6, 5, 4].map(bullet);
    expect(texts(marketingBullets({ planType: 'PDP', marketingInformation }))).to.deep.equal(
      ['Bullet 1', 'Bullet 2', 'Bullet 3', 'Bullet 4', 'Bullet 5', 'Bullet 6'],
    );
  });

  it("MA: first bullet 'No prescription drug coverage', then at most 5 ranked", () => {
    const marketingInformation = [6, 5, 4, 3, 2, 1].map(bullet);
    expect(drugCoverageBullet('MA')).to.equal('none');
    expect(lines(planCardBullets({ planType: 'MA', marketingInformation }, { medsuppV2Cards: false }))).to.deep.equal(
      ['(drug coverage: none)', 'Bullet 1', 'Bullet 2', 'Bullet 3', 'Bullet 4', 'Bullet 5'],
    );
  });

  it("Medicare Supplement (Medigap) includes no Part D: first bullet 'No prescription drug coverage', v1 or v2 bullets alike", () => {
    expect(drugCoverageBullet('MS')).to.equal('none');
    expect(lines(planCardBullets({ planType: 'ms', marketingInformation: [bullet(1)] }, { medsuppV2Cards: false }))).to.deep.equal(['(drug coverage: none)', 'Bullet 1']);
    const v2 = { planType: 'MS', marketingBulletsV2: [{ icon: 'dollar', shortBullets: 'V2 one' }] };
    expect(planCardBullets(v2, { medsuppV2Cards: true })[0]).to.deep.equal({ kind: 'drugCoverage', coverage: 'none' });
  });

  for (const planType of ['MAPD', 'SNP']) {
    it(`${planType} includes Part D: first bullet 'Prescription drug coverage'`, () => {
      expect(drugCoverageBullet(planType)).to.equal('included');
      expect(lines(planCardBullets({ planType, marketingInformation: [bullet(1)] }, { medsuppV2Cards: false }))).to.deep.equal(['(drug coverage: included)', 'Bullet 1']);
    });
  }

  it('an unknown plan type makes no drug-coverage claim', () => {
    expect(drugCoverageBullet('XX')).to.equal(null);
    expect(lines(planCardBullets({ planType: null, marketingInformation: [bullet(1)] }, { medsuppV2Cards: false }))).to.deep.equal(['Bullet 1']);
  });

  it('rank given as text sorts as a number; unranked and blank bullets go last or away', () => {
    const marketingInformation = [
      { rank: '10', shortBullets: 'Ten' },
      { rank: '9', shortBullets: 'Nine' },
      { rank: null, shortBullets: 'Unranked' },
      { rank: 'x', shortBullets: 'Bad rank' },
      { rank: 1, shortBullets: '  ' },
      { rank: 2 },
    ];
    expect(texts(marketingBullets({ planType: 'PDP', marketingInformation }))).to.deep.equal(['Nine', 'Ten', 'Unranked', 'Bad rank']);
  });

  it('no marketing information: only the first bullet for non-PDP, none for PDP', () => {
    expect(lines(planCardBullets({ planType: 'MAPD' }, { medsuppV2Cards: false }))).to.deep.equal(['(drug coverage: included)']);
    expect(drugCoverageBullet('PDP')).to.equal(null);
    expect(planCardBullets({ planType: 'PDP', marketingInformation: null }, { medsuppV2Cards: false })).to.deep.equal([]);
  });
});
