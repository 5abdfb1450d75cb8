import { expect } from '@open-wc/testing';
import {
  countedList,
  removeAt,
  removeFromCountedList,
  removeSavedPlan,
  restoreAt,
  restoreSavedPlan,
  restoreToCountedList,
  type SavedPlansState,
} from '../../src/domain/optimisticRemoval';

describe('optimistic removal: remove at index, restore at the old index (spec §4.12)', () => {
  const cases: [number, string[] | null][] = [[0, ['b', 'c']], [1, ['a', 'c']], [2, ['a', 'b']], [3, null], [-1, null]];
  for (const [index, expected] of cases) {
    it(`remove at ${index} -> ${JSON.stringify(expected)}; restore gives the list back`, () => {
      const list = ['a', 'b', 'c'];
      const result = removeAt(list, index);
      expect(result && result.list).to.deep.equal(expected);
      if (result) expect(restoreAt(result.list, result.removal)).to.deep.equal(list);
      expect(list).to.deep.equal(['a', 'b', 'c']);
    });
  }

  it('restores at the end when the list got shorter meanwhile, at the start for a negative index', () => {
    expect(restoreAt(['a'], { item: 'z', index: 5 })).to.deep.equal(['a', 'z']);
    expect(restoreAt(['a'], { item: 'z', index: -2 })).to.deep.equal(['z', 'a']);
  });

  it('drugs and providers: count and exists-flag follow the list', () => {
    const drugs = countedList([{ drugId: 1 }, { drugId: 2 }]);
    expect(drugs).to.include({ count: 2, exists: true });
    const first = removeFromCountedList(drugs, (drug) => drug.drugId === 1);
    expect(first?.list).to.include({ count: 1, exists: true });
    const second = first && removeFromCountedList(first.list, (drug) => drug.drugId === 2);
    expect(second?.list).to.include({ count: 0, exists: false });
    const restored = second && restoreToCountedList(second.list, second.removal);
    expect(restored).to.deep.equal({ items: [{ drugId: 2 }], count: 1, exists: true });
    expect(removeFromCountedList(drugs, (drug) => drug.drugId === 9)).to.equal(null);
  });
});

describe('saved plan removal and restore by type', () => {
  type Plan = { planId: string; planYear: number; planType: string };
  const state = (): SavedPlansState<Plan> => ({
    maPlansList: [{ planId: 'MA1', planYear: 2026, planType: 'MA' }, { planId: 'MAPD1', planYear: 2026, planType: 'MAPD' }],
    pdpPlansList: [{ planId: 'PDP1', planYear: 2026, planType: 'PDP' }],
    snpPlansList: [{ planId: 'SNP1', planYear: 2026, planType: 'SNP' }],
    medsuppPlansList: [],
    savedPlansCount: 4,
    isPlansExists: true,
  });

  const cases: [string, string, 'maPlansList' | 'pdpPlansList' | 'snpPlansList'][] = [
    ['MA', 'MA1', 'maPlansList'],
    ['MAPD', 'MAPD1', 'maPlansList'],
    ['PDP', 'PDP1', 'pdpPlansList'],
    ['SNP', 'SNP1', 'snpPlansList'],
  ];
  for (const [planType, planId, listName] of cases) {
    it(`${planType} is removed from and restored to ${listName}`, () => {
      const before = state();
      const result = removeSavedPlan(before, { planId, planYear: 2026, planType });
      expect(result?.removal.listName).to.equal(listName);
      expect(result?.state[listName].some((plan) => plan.planId === planId)).to.equal(false);
      expect(result?.state.savedPlansCount).to.equal(3);
      expect(result?.state.isPlansExists).to.equal(true);
      const restored = result && restoreSavedPlan(result.state, result.removal);
      expect(restored).to.deep.equal(before);
    });
  }

  it('at 0 the plans-exist flag becomes false; restoring sets it true', () => {
    const one: SavedPlansState<Plan> = { ...state(), maPlansList: [], snpPlansList: [], savedPlansCount: 1 };
    const result = removeSavedPlan(one, { planId: 'PDP1', planYear: 2026, planType: 'PDP' });
    expect(result?.state).to.include({ savedPlansCount: 0, isPlansExists: false });
    expect(result && restoreSavedPlan(result.state, result.removal)).to.include({ savedPlansCount: 1, isPlansExists: true });
  });

  it('the count never goes below 0', () => {
    const odd: SavedPlansState<Plan> = { ...state(), savedPlansCount: 0 };
    expect(removeSavedPlan(odd, { planId: 'PDP1', planYear: 2026, planType: 'PDP' })?.state.savedPlansCount).to.equal(0);
  });

  it('matches plan id and year; unknown plans and types give null', () => {
    expect(removeSavedPlan(state(), { planId: 'PDP1', planYear: 2027, planType: 'PDP' })).to.equal(null);
    expect(removeSavedPlan(state(), { planId: 'PDP1', planYear: 2026, planType: 'XX' })).to.equal(null);
    expect(removeSavedPlan(state(), { planId: 'PDP1', planYear: 2026 })).to.equal(null);
  });

  it('a medsupp plan goes to the supplement list', () => {
    const withMs: SavedPlansState<Plan> = { ...state(), medsuppPlansList: [{ planId: 'G', planYear: 2026, planType: 'MS' }], savedPlansCount: 5 };
    expect(removeSavedPlan(withMs, { planId: 'G', planYear: 2026, planType: 'MS' })?.removal.listName).to.equal('medsuppPlansList');
  });
});
