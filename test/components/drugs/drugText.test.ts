import { expect } from '@open-wc/testing';
import { drugEligiblePlan, drugTitle, frequencyText, pharmacyKindText, quantityText, supplyLengthText } from '../../../src/components/drugs/drugText';
import { headingTag } from '../../../src/components/drugs/headings';
import type { Plan } from '../../../src/api/schemas/plan';

const plan = (planId: string, planType: string) => ({ planId, planType, planYear: 2026, planName: planId }) as Plan;

describe('drugs view texts', () => {
  it('a row is titled by its dosage text, else by the drug name', () => {
    expect(drugTitle({ drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet' })).to.equal('Metformin 500 mg tablet');
    expect(drugTitle({ drugName: 'Metformin', drugDosage: '  ' })).to.equal('Metformin');
    expect(drugTitle({ drugName: 'Metformin' })).to.equal('Metformin');
  });

  it('a time-unit frequency reads "Per day/week/month"; refill options and unknown ones give no frequency line', () => {
    expect(frequencyText({ drugFrequency: 'Day' })).to.equal('Per day');
    expect(frequencyText({ drugFrequency: 'week' })).to.equal('Per week');
    expect(frequencyText({ drugFrequency: 'Month' })).to.equal('Per month');
    expect(frequencyText({ drugFrequency: 'Every 3 Months' })).to.equal(undefined);
    expect(frequencyText({ drugFrequency: 'Hourly' })).to.equal(undefined);
    expect(frequencyText({})).to.equal(undefined);
  });

  it('quantity as given; supply length from the domain (anything but 90 is 30 days)', () => {
    expect(quantityText({ drugQuantity: 60 })).to.equal('60');
    expect(quantityText({})).to.equal('');
    expect(supplyLengthText({ drugName: 'x', drugSupplyLength: '90' })).to.equal('90-day supply');
    expect(supplyLengthText({ drugName: 'x', drugSupplyLength: '45' })).to.equal('30-day supply');
    expect(supplyLengthText({ drugName: 'x', drugFrequency: 'Every 3 Months' })).to.equal('90-day supply');
  });

  it('mail order is the text or boolean true; anything else is retail', () => {
    expect(pharmacyKindText({ mailOrder: 'true' })).to.equal('Mail order pharmacy');
    expect(pharmacyKindText({ mailOrder: true })).to.equal('Mail order pharmacy');
    expect(pharmacyKindText({ mailOrder: 'false' })).to.equal('Retail pharmacy');
    expect(pharmacyKindText({})).to.equal('Retail pharmacy');
  });

  it('the drug-eligible plan covers drugs (MAPD, PDP, SNP), enrolled plans first', () => {
    expect(drugEligiblePlan([], [plan('A', 'MA'), plan('B', 'MS'), plan('C', 'pdp')])?.planId).to.equal('C');
    expect(drugEligiblePlan([plan('E', 'SNP')], [plan('C', 'MAPD')])?.planId).to.equal('E');
    expect(drugEligiblePlan([plan('E', 'MA')], [plan('B', 'MS')])).to.equal(undefined);
  });

  it('heading levels go from 2 to 6, one deeper per level below', () => {
    expect(headingTag(undefined)).to.equal('h2');
    expect(headingTag(3, 1)).to.equal('h4');
    expect(headingTag(6, 2)).to.equal('h6');
    expect(headingTag(1)).to.equal('h2');
  });
});
