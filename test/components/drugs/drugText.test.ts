import { expect } from '@open-wc/testing';
import { drugsMessages } from '../../../src/components/drugs/drugsMessages';
import { drugsEs } from '../../../src/components/drugs/drugsMessages.es';
import { drugEligiblePlan, drugTitle, frequencyText, pharmacyKindText, quantityText, refillText, supplyLengthText } from '../../../src/components/drugs/drugText';
import type { Plan } from '../../../src/api/schemas/plan';

const plan = (planId: string, planType: string) => ({ planId, planType, planYear: 2026, planName: planId }) as Plan;
const en = drugsMessages.en;

describe('drugs view texts', () => {
  it('a row is titled by its dosage text, else by the drug name', () => {
    expect(drugTitle({ drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet' })).to.equal('Metformin 500 mg tablet');
    expect(drugTitle({ drugName: 'Metformin', drugDosage: '  ' })).to.equal('Metformin');
    expect(drugTitle({ drugName: 'Metformin' })).to.equal('Metformin');
  });

  it('a time-unit frequency reads "Per day/week/month"; refill options and unknown ones give no frequency line', () => {
    expect(frequencyText({ drugFrequency: 'Day' }, en)).to.equal('Per day');
    expect(frequencyText({ drugFrequency: 'week' }, en)).to.equal('Per week');
    expect(frequencyText({ drugFrequency: 'Month' }, en)).to.equal('Per month');
    expect(frequencyText({ drugFrequency: 'Every 3 Months' }, en)).to.equal(undefined);
    expect(frequencyText({ drugFrequency: 'Hourly' }, en)).to.equal(undefined);
    expect(frequencyText({}, en)).to.equal(undefined);
  });

  it('the refill text follows the supply length: every month (30 days) or every 3 months (90 days)', () => {
    expect(refillText({ drugName: 'x', drugSupplyLength: '90' }, en)).to.equal('Every 3 Months');
    expect(refillText({ drugName: 'x', drugFrequency: 'Week' }, en)).to.equal('Every 1 Month');
  });

  it('quantity as given; supply length from the domain (anything but 90 is 30 days)', () => {
    expect(quantityText({ drugQuantity: 60 })).to.equal('60');
    expect(quantityText({})).to.equal('');
    expect(supplyLengthText({ drugName: 'x', drugSupplyLength: '90' }, en)).to.equal('90-day supply');
    expect(supplyLengthText({ drugName: 'x', drugSupplyLength: '45' }, en)).to.equal('30-day supply');
    expect(supplyLengthText({ drugName: 'x', drugFrequency: 'Every 3 Months' }, en)).to.equal('90-day supply');
  });

  it('mail order is the text or boolean true; anything else is retail', () => {
    expect(pharmacyKindText({ mailOrder: 'true' }, en)).to.equal('Mail order pharmacy');
    expect(pharmacyKindText({ mailOrder: true }, en)).to.equal('Mail order pharmacy');
    expect(pharmacyKindText({ mailOrder: 'false' }, en)).to.equal('Retail pharmacy');
    expect(pharmacyKindText({}, en)).to.equal('Retail pharmacy');
  });

  it('says the same in Spanish', () => {
    expect(frequencyText({ drugFrequency: 'Day' }, drugsEs)).to.equal('Por día');
    expect(refillText({ drugName: 'x', drugSupplyLength: '90' }, drugsEs)).to.equal('Cada 3 meses');
    expect(refillText({ drugName: 'x', drugSupplyLength: '30' }, drugsEs)).to.equal('Cada mes');
    expect(supplyLengthText({ drugName: 'x', drugSupplyLength: '90' }, drugsEs)).to.equal('Suministro para 90 días');
    expect(pharmacyKindText({ mailOrder: 'true' }, drugsEs)).to.equal('Farmacia de pedidos por correo');
    expect(drugsEs.pharmacyCovered('Plan A')).to.equal('Plan A cubre esta farmacia');
  });

  it('the drug-eligible plan covers drugs (MAPD, PDP, SNP), enrolled plans first', () => {
    expect(drugEligiblePlan([], [plan('A', 'MA'), plan('B', 'MS'), plan('C', 'pdp')])?.planId).to.equal('C');
    expect(drugEligiblePlan([plan('E', 'SNP')], [plan('C', 'MAPD')])?.planId).to.equal('E');
    expect(drugEligiblePlan([plan('E', 'MA')], [plan('B', 'MS')])).to.equal(undefined);
  });
});
