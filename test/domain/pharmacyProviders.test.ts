import { expect } from '@open-wc/testing';
import { comparablePlans, compareplanIdsParam, isComparable, isEnrollmentSuppressed } from '../../src/domain/compare';
import { drugCoveredText, isPharmacyCostShown, isPharmacyCovered, isPharmacyCoverageReset } from '../../src/domain/pharmacy';
import {
  anyPrivateFeeForService,
  canAddDoctors,
  isPrivateFeeForService,
  isProviderCovered,
  providerIcon,
  providerKey,
} from '../../src/domain/providers';

describe('pharmacy coverage and cost (spec §5.5)', () => {
  const cases: [Parameters<typeof isPharmacyCovered>[0], boolean, boolean][] = [
    [{ inNetwork: true }, true, true],
    [{ inNetwork: 'true' }, true, true],
    [{ inNetwork: false, mailOrder: 'true' }, true, false],
    [{ inNetwork: true, mailOrder: true }, true, true],
    [{ inNetwork: false, mailOrder: 'false' }, false, false],
    [{}, false, false],
  ];
  for (const [pharmacy, covered, costShown] of cases) {
    it(`${JSON.stringify(pharmacy)} covered ${covered}, cost shown ${costShown}`, () => {
      expect(isPharmacyCovered(pharmacy)).to.equal(covered);
      expect(isPharmacyCostShown(pharmacy)).to.equal(costShown);
    });
  }

  const texts: [Parameters<typeof drugCoveredText>[0], string][] = [
    [{ covered: true }, 'Covered'],
    [{ covered: false }, 'Not covered'],
    [{ covered: true, isShowPharmacyMessage: true, pharmacyMessage: 'Call your pharmacy' }, 'Call your pharmacy'],
    [{ covered: false, isShowPharmacyMessage: true, pharmacyMessage: '' }, 'Not covered'],
    [{ covered: true, isShowPharmacyMessage: false, pharmacyMessage: 'Call your pharmacy' }, 'Covered'],
  ];
  for (const [inputs, text] of texts) {
    it(`drug status '${text}'`, () => expect(drugCoveredText(inputs)).to.equal(text));
  }

  it('pharmacy coverage resets when no drugs exist', () => {
    expect(isPharmacyCoverageReset(0)).to.equal(true);
    expect(isPharmacyCoverageReset(1)).to.equal(false);
  });
});

describe('provider coverage (spec §5.5)', () => {
  const pffs: [Parameters<typeof isPrivateFeeForService>[0], boolean][] = [
    [{ planProductType: 'PFFS' }, true],
    [{ planProductType: 'pffs' }, true],
    [{ networkTypes: ['HMO', 'Private Fee-for-Service'] }, true],
    [{ planProductType: 'HMO', networkTypes: ['PPO'] }, false],
    [{}, false],
  ];
  for (const [plan, expected] of pffs) {
    it(`${JSON.stringify(plan)} private fee-for-service: ${expected}`, () => expect(isPrivateFeeForService(plan)).to.equal(expected));
  }

  const covered: [Parameters<typeof isProviderCovered>[0], boolean | null | undefined, boolean][] = [
    [{ planProductType: 'PFFS' }, false, true],
    [{ planProductType: 'HMO' }, true, true],
    [{ planProductType: 'HMO' }, false, false],
    [{ planProductType: 'HMO' }, undefined, false],
  ];
  for (const [plan, inNetwork, expected] of covered) {
    it(`${JSON.stringify(plan)}, in network ${String(inNetwork)} -> covered ${expected}`, () => expect(isProviderCovered(plan, inNetwork)).to.equal(expected));
  }

  const doctors: [string | null | undefined, boolean][] = [['PDP', false], ['pdp', false], ['MA', true], ['MAPD', true], ['SNP', true], [null, true]];
  for (const [type, expected] of doctors) {
    it(`doctors can be added for ${JSON.stringify(type)}: ${expected}`, () => expect(canAddDoctors(type)).to.equal(expected));
  }

  it('the providers heading changes when any saved plan is private fee-for-service', () => {
    expect(anyPrivateFeeForService([{ planProductType: 'HMO' }, { planProductType: 'PFFS' }])).to.equal(true);
    expect(anyPrivateFeeForService([{ planProductType: 'HMO' }])).to.equal(false);
    expect(anyPrivateFeeForService([])).to.equal(false);
  });

  const icons: [Parameters<typeof providerIcon>[0], string][] = [
    [{ type: 'place', providerCoverageType: 'dental' }, 'facility'],
    [{ type: 'Place' }, 'facility'],
    [{ providerCoverageType: 'dental' }, 'dental'],
    [{ providerCoverageType: 'Behavioral' }, 'behavioral'],
    [{ providerCoverageType: 'medical' }, 'medical'],
    [{}, 'medical'],
  ];
  for (const [provider, icon] of icons) {
    it(`${JSON.stringify(provider)} -> ${icon} icon`, () => expect(providerIcon(provider)).to.equal(icon));
  }
});

describe('compare exclusions (spec §5.5)', () => {
  const suppressed = ['H9'];
  const cases: [string, Parameters<typeof isComparable>[0], boolean][] = [
    ['MA plan', { planId: 'H1', planType: 'MA' }, true],
    ['suppressed MA plan', { planId: 'H9', planType: 'MA' }, false],
    ['PFFS MA plan', { planId: 'H1', planType: 'MA', planProductType: 'PFFS' }, false],
    ['PFFS MAPD plan', { planId: 'H1', planType: 'MAPD', planProductType: 'PFFS' }, false],
    ['PFFS SNP plan', { planId: 'H1', planType: 'SNP', planProductType: 'PFFS' }, false],
    ['drug plan', { planId: 'S1', planType: 'PDP' }, true],
    ['suppressed drug plan', { planId: 'H9', planType: 'PDP' }, false],
    ['drug plan flagged PFFS is kept (drug plans exclude suppressed only)', { planId: 'S1', planType: 'PDP', planProductType: 'PFFS' }, true],
  ];
  for (const [name, plan, expected] of cases) {
    it(`${name} -> ${expected ? 'compared' : 'excluded'}`, () => expect(isComparable(plan, suppressed)).to.equal(expected));
  }

  it('filters a list and builds the compareplanIds comma list', () => {
    const plans = [{ planId: 'H1', planType: 'MA' }, { planId: 'H9', planType: 'MA' }, { planId: 'S1', planType: 'PDP' }];
    const kept = comparablePlans(plans, suppressed);
    expect(compareplanIdsParam(kept)).to.equal('H1,S1');
    expect(isEnrollmentSuppressed('H9', suppressed)).to.equal(true);
  });
});

describe("a saved provider's identity (providerKey, spec §3.4)", () => {
  it('is its provider id, else its unique id, else its name', () => {
    expect(providerKey({ providerId: 42, providerUniqueId: 'u1', providerName: 'Dr A' })).to.equal('42');
    expect(providerKey({ providerUniqueId: 'u1', providerName: 'Dr A' })).to.equal('u1');
    expect(providerKey({ providerName: 'Dr A' })).to.equal('Dr A');
    expect(providerKey({})).to.equal('');
  });
});
