/**
 * The synthetic plan catalog: for every plan year 2023-2027 and every state,
 * MA, MAPD (one private fee-for-service), PDP, SNP (each snpType) and
 * Medicare Supplement plans. Ids follow the spec: 5-character contract,
 * 3-character plan-benefit package, segment (H3387-001-000).
 */
import { STATES } from './geography';
import { between, hash, money, PLAN_YEARS, wholeMoney } from './seeded';

export type PlanType = 'MA' | 'MAPD' | 'PDP' | 'SNP' | 'MS';
export type SnpType = 'DUAL_ELIGIBLE' | 'CHRONIC_AND_DISABLING_CONDITION' | 'INSTITUTIONAL' | 'INSTITUTIONAL_EQUIVALENT';

export interface Benefit { label: string; value: string }
export interface Rider { benefitName: string; helpText: string }
export interface MarketingBullet { rank: number; shortBullets: string; iconFileName: string }
/** The plan's own display-ordered bullets for the v2 Medicare Supplement cards (flag enableMedsuppV2Cards). */
export interface MarketingBulletV2 { icon: string; shortBullets: string }

export interface CatalogPlan {
  planId: string;
  contractId: string;
  pbpNumber: string;
  segmentId: string;
  planName: string;
  planType: PlanType;
  planProductType: string;
  planYear: number;
  stateCode: string;
  snpType?: SnpType;
  monthlyPremium: number;
  medicalPremium: number;
  /** Premium with full Extra Help (LIS level 100%). */
  lisMonthlyPremium: number;
  outOfPocketMaximum: string;
  partDDeductible: string;
  tier1PreferredGeneric: string;
  benefits: Benefit[];
  riders: Rider[];
  marketingInformation: MarketingBullet[];
  /** Medicare Supplement only; other plans answer their ranked bullets in rank order as v2. */
  marketingBulletsV2?: MarketingBulletV2[];
  networkTypes: string[];
  preferredNetwork: boolean;
  pharmacySaver: boolean;
  hasDrugCoverage: boolean;
  /** Medicare Supplement only. */
  planCode?: string;
  msLegalEntity?: string;
  msPlanPositioningStatement?: string;
}

interface PlanSeed {
  pbp: string;
  type: PlanType;
  product: string;
  name: string;
  snpType?: SnpType;
  basePremium: number;
}

const MA_SEEDS: PlanSeed[] = [
  { pbp: '001', type: 'MA', product: 'HMO', name: 'AARP Medicare Advantage Essentials (HMO)', basePremium: 0 },
  { pbp: '002', type: 'MA', product: 'PPO', name: 'AARP Medicare Advantage Choice Plan 1 (PPO)', basePremium: 22 },
  { pbp: '003', type: 'MAPD', product: 'HMO', name: 'AARP Medicare Advantage Plan 2 (HMO)', basePremium: 0 },
  { pbp: '004', type: 'MAPD', product: 'PPO', name: 'AARP Medicare Advantage Choice Plan 2 (PPO)', basePremium: 38 },
  { pbp: '005', type: 'MAPD', product: 'PFFS', name: 'UnitedHealthcare MedicareDirect Rx (PFFS)', basePremium: 64 },
  { pbp: '006', type: 'MAPD', product: 'HMO-POS', name: 'AARP Medicare Advantage Patriot (HMO-POS)', basePremium: 0 },
];

const SNP_SEEDS: PlanSeed[] = [
  { pbp: '001', type: 'SNP', product: 'D-SNP', name: 'UnitedHealthcare Dual Complete (HMO D-SNP)', snpType: 'DUAL_ELIGIBLE', basePremium: 0 },
  { pbp: '002', type: 'SNP', product: 'C-SNP', name: 'UnitedHealthcare Chronic Complete (HMO C-SNP)', snpType: 'CHRONIC_AND_DISABLING_CONDITION', basePremium: 0 },
  { pbp: '003', type: 'SNP', product: 'I-SNP', name: 'UnitedHealthcare Nursing Home Plan (PPO I-SNP)', snpType: 'INSTITUTIONAL', basePremium: 0 },
  { pbp: '004', type: 'SNP', product: 'IE-SNP', name: 'UnitedHealthcare Assisted Living Plan (PPO IE-SNP)', snpType: 'INSTITUTIONAL_EQUIVALENT', basePremium: 0 },
];

const PDP_SEEDS: PlanSeed[] = [
  { pbp: '001', type: 'PDP', product: 'PDP', name: 'AARP Medicare Rx Preferred from UHC (PDP)', basePremium: 84 },
  { pbp: '002', type: 'PDP', product: 'PDP', name: 'AARP Medicare Rx Saver from UHC (PDP)', basePremium: 31 },
  { pbp: '012', type: 'PDP', product: 'PDP', name: 'AARP Medicare Rx Walgreens from UHC (PDP)', basePremium: 12 },
];

/** Medicare Supplement plans: planId is the plan code plus a version digit pair. */
const MS_SEEDS: { code: string; planId: string; name: string; basePremium: number; statement: string }[] = [
  { code: 'F', planId: 'F01', name: 'AARP Medicare Supplement Plan F', basePremium: 248, statement: 'Our most comprehensive coverage, for those eligible for Medicare before 2020.' },
  { code: 'G', planId: 'G01', name: 'AARP Medicare Supplement Plan G', basePremium: 189, statement: 'Our most popular plan: pay only the Part B deductible.' },
  { code: 'N', planId: 'N01', name: 'AARP Medicare Supplement Plan N', basePremium: 141, statement: 'Lower premium in exchange for small copays.' },
  { code: 'K', planId: 'K01', name: 'AARP Medicare Supplement Plan K', basePremium: 88, statement: 'Lower premium; you share costs up to an annual limit.' },
  { code: 'L', planId: 'L01', name: 'AARP Medicare Supplement Plan L', basePremium: 121, statement: 'Shares costs at 75% up to an annual limit.' },
  { code: 'G', planId: 'HG1', name: 'AARP Medicare Supplement High Deductible Plan G', basePremium: 52, statement: 'A low premium with a high deductible.' },
  { code: 'N', planId: 'NW1', name: 'AARP Medicare Supplement Plan N with Wellness Extras', basePremium: 152, statement: 'Plan N with added wellness extras.' },
];

/**
 * v2 bullets of a Medicare Supplement plan: distinct from anything a v1 card
 * shows (v1 has none for these plans), so toggling enableMedsuppV2Cards in
 * the QA console visibly changes the cards. 'none' and a blank bullet show
 * the client's skipping rules.
 */
function medsuppBulletsV2(code: string, planId: string, outOfPocketMaximum: string): MarketingBulletV2[] {
  const first: Record<string, MarketingBulletV2> = {
    F: { icon: 'dollar', shortBullets: '$0 for the Part B deductible and Part B excess charges' },
    G: { icon: 'dollar', shortBullets: 'After the Part B deductible, $0 for Medicare-approved services' },
    N: { icon: 'dollar', shortBullets: 'Up to $20 copay for office visits and up to $50 for emergency room visits' },
    K: { icon: 'dollar', shortBullets: `${outOfPocketMaximum} yearly out-of-pocket limit, then 100% covered` },
    L: { icon: 'dollar', shortBullets: 'Pays 75% of most cost-sharing up to a yearly limit' },
  };
  return [
    first[code] ?? { icon: 'dollar', shortBullets: 'Low monthly premium' },
    { icon: 'medical', shortBullets: 'See any doctor who accepts Medicare patients, no referrals needed' },
    { icon: 'tooth', shortBullets: '  ' },
    ...(planId === 'NW1' ? [{ icon: 'check', shortBullets: 'Gym membership and wellness extras at no extra cost' }] : []),
    { icon: 'glasses', shortBullets: 'Vision and hearing discounts included' },
    { icon: 'none', shortBullets: 'Guaranteed renewable as long as you pay your premium' },
  ];
}

const MS_LEGAL_ENTITIES = ['UnitedHealthcare Insurance Company', 'UnitedHealthcare Insurance Company of America'] as const;

/** Contract ids per state: [MA/MAPD, SNP, PDP]. */
const CONTRACTS: Record<string, [string, string, string]> = {
  NY: ['H3387', 'H3379', 'S5921'],
  FL: ['H1045', 'H1036', 'S5820'],
  TX: ['H4514', 'H4527', 'S5609'],
  AZ: ['H0321', 'H0351', 'S5810'],
};

function yearDrift(year: number, key: string): number {
  return (year - 2023) * between(1, 4, `drift:${key}`);
}

function medicalBenefits(seed: PlanSeed, key: string, year: number): { benefits: Benefit[]; moop: number } {
  const moop = seed.type === 'SNP' ? 3400 + (year - 2023) * 150 : between(28, 79, `moop:${key}`) * 100;
  const pcp = seed.product === 'PPO' ? between(0, 10, `pcp:${key}`) : 0;
  return {
    moop,
    benefits: [
      { label: 'Primary Care Provider', value: `${wholeMoney(pcp)} copay` },
      { label: 'Specialist', value: `${wholeMoney(between(20, 50, `spec:${key}`))} copay` },
      { label: 'Out-of-Pocket Maximum', value: `${wholeMoney(moop)} in-network` },
      { label: 'Dental', value: `${wholeMoney(between(10, 30, `dent:${key}`) * 100)} allowance for covered dental services` },
      { label: 'Vision', value: `${wholeMoney(between(1, 4, `vis:${key}`) * 50)} eyewear allowance` },
    ],
  };
}

function drugBenefits(key: string): Benefit[] {
  return [
    { label: 'Tier 1: Preferred Generic', value: `${wholeMoney(between(0, 3, `t1:${key}`))} copay` },
    { label: 'Tier 2: Generic', value: `${wholeMoney(between(5, 15, `t2:${key}`))} copay` },
    { label: 'Tier 3: Preferred Brand', value: `${wholeMoney(between(40, 47, `t3:${key}`))} copay` },
  ];
}

function bullets(seed: PlanSeed, key: string, moop: number): MarketingBullet[] {
  const all = seed.type === 'PDP'
    ? [
        `${wholeMoney(between(0, 5, `b1:${key}`))} copay on Tier 1 drugs at preferred pharmacies`,
        'Nationwide network of preferred retail pharmacies',
        `${wholeMoney(between(0, 590, `ded:${key}`))} deductible on Tier 3, 4 and 5 drugs`,
        'Home delivery through Optum Rx',
        '$35 copay on covered insulins',
        'Vaccines covered at no extra cost',
        'Medication therapy management program',
      ]
    : [
        `${wholeMoney(between(0, 10, `b1:${key}`))} copay for primary care visits`,
        `${wholeMoney(moop)} maximum out-of-pocket limit`,
        `${wholeMoney(between(5, 30, `b3:${key}`) * 100)} dental allowance each year`,
        'Fitness program membership at no extra cost',
        `${wholeMoney(between(1, 4, `b5:${key}`) * 25)} quarterly over-the-counter credit`,
        'Virtual visits with network providers',
      ];
  const icons = ['dollar', 'pill', 'tooth', 'glasses', 'gift', 'virtual_care', 'home'];
  // Ranks are shuffled by key so the client must sort by rank (spec §5.5).
  const offset = hash(`rank:${key}`) % all.length;
  return all.map((text, i) => ({
    rank: ((i + offset) % all.length) + 1,
    shortBullets: text,
    iconFileName: `${icons[i % icons.length] ?? 'none'}.svg`,
  }));
}

function riders(seed: PlanSeed, key: string): Rider[] {
  if (seed.type === 'PDP' || hash(`rider:${key}`) % 3 === 0) return [];
  return [{
    benefitName: 'Optional Supplemental Dental',
    helpText: `Extra dental coverage for ${money(between(20, 45, `riderp:${key}`))} more each month.`,
  }];
}

function planFromSeed(seed: PlanSeed, contract: string, stateCode: string, year: number): CatalogPlan {
  const planId = `${contract}-${seed.pbp}-000`;
  const key = `${planId}:${stateCode}`;
  const premium = seed.basePremium === 0 ? 0 : seed.basePremium + yearDrift(year, key);
  const hasDrugCoverage = seed.type !== 'MA';
  const medical = seed.type === 'PDP' ? { benefits: [], moop: 0 } : medicalBenefits(seed, key, year);
  const tier1 = `${wholeMoney(between(0, 3, `t1:${key}`))} copay`;
  return {
    planId, contractId: contract, pbpNumber: seed.pbp, segmentId: '000',
    planName: seed.name, planType: seed.type, planProductType: seed.product, planYear: year, stateCode,
    ...(seed.snpType ? { snpType: seed.snpType } : {}),
    monthlyPremium: premium,
    medicalPremium: seed.type === 'PDP' ? 0 : Math.max(0, premium - between(0, 20, `mp:${key}`)),
    lisMonthlyPremium: hasDrugCoverage ? Math.max(0, premium - 40) : premium,
    outOfPocketMaximum: seed.type === 'PDP' ? '' : wholeMoney(medical.moop),
    partDDeductible: hasDrugCoverage ? wholeMoney(between(0, 5, `ded:${key}`) * 100) : '',
    tier1PreferredGeneric: hasDrugCoverage ? tier1 : '',
    benefits: [{ label: 'Monthly Premium', value: money(premium) }, ...medical.benefits, ...(hasDrugCoverage ? drugBenefits(key) : [])],
    riders: riders(seed, key),
    marketingInformation: bullets(seed, key, medical.moop),
    networkTypes: [seed.product === 'PFFS' ? 'PFFS' : seed.product.replace(/-.*/, '')],
    preferredNetwork: hasDrugCoverage && hash(`pn:${key}`) % 2 === 0,
    pharmacySaver: seed.type === 'PDP' && seed.pbp === '002',
    hasDrugCoverage,
  };
}

function medsuppPlans(stateCode: string, year: number): CatalogPlan[] {
  return MS_SEEDS.map((seed, i) => {
    const key = `${seed.planId}:${stateCode}`;
    const premium = seed.basePremium + yearDrift(year, key) + between(0, 15, `msp:${key}`);
    const outOfPocketMaximum = seed.code === 'K' ? wholeMoney(7220 + (year - 2023) * 200) : '';
    return {
      planId: seed.planId, contractId: seed.planId, pbpNumber: '', segmentId: '', planCode: seed.code,
      planName: seed.name, planType: 'MS', planProductType: 'MEDSUPP', planYear: year, stateCode,
      monthlyPremium: premium, medicalPremium: premium, lisMonthlyPremium: premium,
      outOfPocketMaximum,
      partDDeductible: '', tier1PreferredGeneric: '',
      benefits: [
        { label: 'Monthly Premium', value: money(premium) },
        { label: 'Part B Deductible', value: seed.code === 'F' ? 'Covered' : 'Not covered' },
        { label: 'Foreign Travel Emergency', value: seed.code === 'K' || seed.code === 'L' ? 'Not covered' : '80%' },
      ],
      riders: [],
      marketingInformation: [],
      marketingBulletsV2: medsuppBulletsV2(seed.code, seed.planId, outOfPocketMaximum),
      networkTypes: [], preferredNetwork: false, pharmacySaver: false, hasDrugCoverage: false,
      msLegalEntity: MS_LEGAL_ENTITIES[i % 2] ?? MS_LEGAL_ENTITIES[0],
      msPlanPositioningStatement: seed.statement,
    };
  });
}

function buildCatalog(): CatalogPlan[] {
  const plans: CatalogPlan[] = [];
  for (const year of PLAN_YEARS) {
    for (const state of STATES) {
      const [ma, snp, pdp] = CONTRACTS[state.stateCode] ?? ['H9999', 'H9998', 'S9999'];
      plans.push(...MA_SEEDS.map((s) => planFromSeed(s, ma, state.stateCode, year)));
      plans.push(...SNP_SEEDS.map((s) => planFromSeed(s, snp, state.stateCode, year)));
      plans.push(...PDP_SEEDS.map((s) => planFromSeed(s, pdp, state.stateCode, year)));
      plans.push(...medsuppPlans(state.stateCode, year));
    }
  }
  return plans;
}

export const PLANS: CatalogPlan[] = buildCatalog();

/** The catalog's plans by id and year, in catalog order (a plan id may be sold in several states). */
const BY_ID_AND_YEAR = new Map<string, CatalogPlan[]>();
for (const plan of PLANS) {
  const key = `${plan.planId} ${plan.planYear}`;
  BY_ID_AND_YEAR.set(key, [...(BY_ID_AND_YEAR.get(key) ?? []), plan]);
}

export function findPlan(planId: string, planYear: number | string, stateCode?: string): CatalogPlan | undefined {
  return BY_ID_AND_YEAR.get(`${planId} ${Number(planYear)}`)?.find((p) => !stateCode || p.stateCode === stateCode);
}

export function plansIn(stateCode: string, planYear: number | string, types?: readonly PlanType[]): CatalogPlan[] {
  const year = Number(planYear);
  return PLANS.filter((p) => p.stateCode === stateCode && p.planYear === year && (!types || types.includes(p.planType)));
}

