import { expect } from '@open-wc/testing';
import { isDentalProvider, providerCoverage } from '../../src/domain/providers';
const medical = { providerCoverageType: 'medical', plansList: ['H1-001-000'] };
const outOfNetwork = { providerCoverageType: 'medical', plansList: ['H9-009-000'] };
const dental = { providerCoverageType: 'dental', plansList: ['H1-001-000'] };
import {
  anyPrivateFeeForService,
  canAddDoctors,
  isPrivateFeeForService,
  isProviderCovered,
  providerIcon,
  providerKey,
} from '../../src/domain/providers';

describe('provider coverage on a plan (spec §5.5)', () => {
  const plan = { planId: 'H1-001-000', planType: 'MAPD' };

  it('counts providers in the plan network', () => {
    expect(providerCoverage(plan, [medical, outOfNetwork], [])).to.deep.equal({ covered: 1, total: 2 });
  });

  it('a private fee-for-service plan covers every provider', () => {
    expect(providerCoverage({ ...plan, planProductType: 'PFFS' }, [medical, outOfNetwork], [])).to.deep.equal({ covered: 2, total: 2 });
  });

  it('dental providers count only for plans on the dental-covered list', () => {
    expect(providerCoverage(plan, [medical, dental], [])).to.deep.equal({ covered: 1, total: 1 });
    expect(providerCoverage(plan, [medical, dental], ['H1-001-000'])).to.deep.equal({ covered: 2, total: 2 });
  });

  it('drug-only plans take no doctors, and no saved providers means nothing to show', () => {
    expect(providerCoverage({ planId: 'S1-001-000', planType: 'PDP' }, [medical], [])).to.equal(null);
    expect(providerCoverage(plan, [], [])).to.equal(null);
    expect(providerCoverage(plan, [dental], [])).to.equal(null);
  });

  it('a Medicare Supplement plan has no network, so it shows no coverage count', () => {
    expect(providerCoverage({ planId: 'G01', planType: 'MS' }, [medical], [])).to.equal(null);
  });

  it('a provider without a plans list is not in network', () => {
    expect(providerCoverage(plan, [{ providerCoverageType: 'behavioral' }], [])).to.deep.equal({ covered: 0, total: 1 });
  });

  it('dental by coverage type or directory type D', () => {
    expect([isDentalProvider({ providerCoverageType: 'Dental' }), isDentalProvider({ directoryType: 'd' }), isDentalProvider({ directoryType: 'B' }), isDentalProvider({})]).to.deep.equal([true, true, false, false]);
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

describe("a saved provider's identity (providerKey, spec §3.4)", () => {
  it('is its provider id, else its unique id, else its name', () => {
    expect(providerKey({ providerId: 42, providerUniqueId: 'u1', providerName: 'Dr A' })).to.equal('42');
    expect(providerKey({ providerUniqueId: 'u1', providerName: 'Dr A' })).to.equal('u1');
    expect(providerKey({ providerName: 'Dr A' })).to.equal('Dr A');
    expect(providerKey({})).to.equal('');
  });
});
