import { expect } from '@open-wc/testing';
import {
  deriveSupplyLength,
  drugKey,
  frequencyTimeUnit,
  isValidDrug,
  legacyRefillText,
  normalizeDrug,
  normalizeFrequency,
  normalizeSupplyLength,
  refillPeriod,
  refillText,
  sortDrugsByDosage,
} from '../../src/domain/drugs';

describe("supply length must be '30' or '90', else '30' (spec §5.5)", () => {
  const cases: [string | number | null | undefined, string][] = [['30', '30'], ['90', '90'], [90, '90'], [' 90 ', '90'], ['60', '30'], ['', '30'], [null, '30'], [undefined, '30']];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> '${expected}'`, () => expect(normalizeSupplyLength(value)).to.equal(expected));
  }
});

describe('known frequencies; unknown ones are dropped', () => {
  const cases: [string | number | null | undefined, string | undefined][] = [
    ['Day', 'Day'], ['week', 'Week'], ['MONTH', 'Month'], ['30', '30'], [90, '90'],
    ['Every 1 Month', 'Every 1 Month'], ['every 3 months', 'Every 3 Months'],
    ['Year', undefined], ['', undefined], [null, undefined],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> ${JSON.stringify(expected)}`, () => expect(normalizeFrequency(value)).to.equal(expected));
  }
});

describe('the time unit of a frequency (the refill options have none)', () => {
  const cases: [string | null | undefined, string | undefined][] = [
    ['day', 'Day'], ['Week', 'Week'], ['MONTH', 'Month'], ['30', undefined], ['Every 3 Months', undefined], ['Hourly', undefined], [null, undefined],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> ${JSON.stringify(expected)}`, () => expect(frequencyTimeUnit(value)).to.equal(expected));
  }
});

describe('drug validity: a quantity plus a supply length or frequency', () => {
  const cases: [Parameters<typeof isValidDrug>[0], boolean][] = [
    [{ drugQuantity: 30, drugSupplyLength: '30' }, true],
    [{ drugQuantity: '1', drugFrequency: 'Day' }, true],
    [{ drugQuantity: 0, drugFrequency: 'Day' }, true],
    [{ drugQuantity: '', drugSupplyLength: '30' }, false],
    [{ drugSupplyLength: '30', drugFrequency: 'Day' }, false],
    [{ drugQuantity: 30 }, false],
    [{ drugQuantity: 30, drugSupplyLength: ' ', drugFrequency: null }, false],
  ];
  for (const [drug, expected] of cases) {
    it(`${JSON.stringify(drug)} -> ${expected}`, () => expect(isValidDrug(drug)).to.equal(expected));
  }
});

describe('90-day derivation, refill period and the derived refill texts', () => {
  const cases: [Parameters<typeof deriveSupplyLength>[0], string, string, string, string][] = [
    [{ drugQuantity: 30, drugSupplyLength: '90', drugFrequency: 'Day' }, '90', 'ninetyDay', 'Every 3 Months', 'Qty 30 per day'],
    [{ drugQuantity: 30, drugSupplyLength: '45' }, '30', 'thirtyDay', 'Every 1 Month', 'Qty 30 every 30 days'],
    [{ drugQuantity: 90, drugFrequency: '90' }, '90', 'ninetyDay', 'Every 3 Months', 'Qty 90 every 90 days'],
    [{ drugQuantity: 90, drugFrequency: 'Every 3 Months' }, '90', 'ninetyDay', 'Every 3 Months', 'Qty 90 every 90 days'],
    [{ drugQuantity: 30, drugFrequency: 'Every 1 Month' }, '30', 'thirtyDay', 'Every 1 Month', 'Qty 30 every 30 days'],
    [{ drugQuantity: 2, drugFrequency: 'Week' }, '30', 'thirtyDay', 'Every 1 Month', 'Qty 2 per week'],
    [{ drugQuantity: 1, drugFrequency: 'Month' }, '30', 'thirtyDay', 'Every 1 Month', 'Qty 1 per month'],
    [{ drugQuantity: 1, drugFrequency: 'Fortnight' }, '30', 'thirtyDay', 'Every 1 Month', 'Qty 1 every 30 days'],
  ];
  for (const [drug, supply, period, refill, legacy] of cases) {
    it(`${JSON.stringify(drug)} -> ${supply}-day, ${period}, '${refill}', '${legacy}'`, () => {
      expect(deriveSupplyLength(drug)).to.equal(supply);
      expect(refillPeriod(drug)).to.equal(period);
      expect(refillText(drug)).to.equal(refill);
      expect(legacyRefillText(drug)).to.equal(legacy);
    });
  }

  it('normalizeDrug fixes the supply, drops an unknown frequency and adds the texts', () => {
    const drug = { drugId: 'd1', drugQuantity: 30, drugSupplyLength: '60', drugFrequency: 'Fortnight' };
    expect(normalizeDrug(drug)).to.deep.equal({
      drugId: 'd1', drugQuantity: 30, drugSupplyLength: '30', refillText: 'Every 1 Month', legacyRefillText: 'Qty 30 every 30 days',
    });
  });

  it('normalizeDrug keeps a known frequency in its canonical spelling', () => {
    expect(normalizeDrug({ drugQuantity: 3, drugFrequency: 'every 3 months' })).to.include({ drugFrequency: 'Every 3 Months', drugSupplyLength: '90' });
  });
});

describe('drugs sorted by dosage text', () => {
  it('sorts case-insensitively with numbers in order, without changing the input', () => {
    const drugs = [{ drugDosage: 'lipitor 20 MG' }, { drugDosage: 'Lipitor 10 MG' }, { drugDosage: 'Atorvastatin 5 MG' }, {}, { drugDosage: 'lipitor 5 MG' }];
    expect(sortDrugsByDosage(drugs).map((drug) => drug.drugDosage)).to.deep.equal([undefined, 'Atorvastatin 5 MG', 'lipitor 5 MG', 'Lipitor 10 MG', 'lipitor 20 MG']);
    expect(drugs[0]?.drugDosage).to.equal('lipitor 20 MG');
  });
});

describe("a saved drug's identity (drugKey, spec §3.3)", () => {
  it('is its drug id, else its national drug code, else its name', () => {
    expect(drugKey({ drugId: 'd1', nationalDrugCode: '00071015523', drugName: 'Lipitor' })).to.equal('d1');
    expect(drugKey({ drugId: null, nationalDrugCode: '00071015523', drugName: 'Lipitor' })).to.equal('00071015523');
    expect(drugKey({ drugName: 'Lipitor' })).to.equal('Lipitor');
    expect(drugKey({})).to.equal('');
  });
});
