import { expect } from '@open-wc/testing';
import {
  amountText,
  enrollPhoneNumber,
  ENROLL_PHONE_NUMBERS,
  hasPlanFOrCNotice,
  legalEntityDisclaimer,
  medsuppFootnotes,
  planYearToggleOptions,
  snpEligibility,
  snpNotice,
} from '../../src/domain/planCardRules';

describe('plans: card rules', () => {
  it('the toggle names this year for Nov/Dec starts and next year for January starts, only with two allowed years', () => {
    expect(planYearToggleOptions([2027, 2026])).to.deep.equal([
      { value: '2026', year: 2026, starts: 'novemberOrDecember' },
      { value: '2027', year: 2027, starts: 'januaryOrLater' },
    ]);
    expect(planYearToggleOptions([2026])).to.equal(null);
  });

  it('legal entity maps to a disclaimer for the two entity values only (any case)', () => {
    expect(legalEntityDisclaimer('UnitedHealthcare Insurance Company')).to.equal('insuranceCompany');
    expect(legalEntityDisclaimer(' unitedhealthcare insurance company of america ')).to.equal('insuranceCompanyOfAmerica');
    expect(legalEntityDisclaimer('Another Insurer')).to.equal(null);
    expect(legalEntityDisclaimer(undefined)).to.equal(null);
  });

  it("plan ids starting with 'F' or 'C' show the special notice", () => {
    expect(['F01', 'C01', 'f02'].map(hasPlanFOrCNotice)).to.deep.equal([true, true, true]);
    expect(['G01', 'HF1', 'H3387-001-000'].map(hasPlanFOrCNotice)).to.deep.equal([false, false, false]);
  });

  it('footnote 14 marks a high-deductible supplement plan, 10 a wellness-extras one; never other types', () => {
    expect(medsuppFootnotes({ planType: 'MS', planName: 'Plan G High Deductible' })).to.deep.equal([14]);
    expect(medsuppFootnotes({ planType: 'MS', planName: 'Plan N with Wellness Extras' })).to.deep.equal([10]);
    expect(medsuppFootnotes({ planType: 'MS', planName: 'Plan G' })).to.deep.equal([]);
    expect(medsuppFootnotes({ planType: 'MAPD', planName: 'High Deductible Plan' })).to.deep.equal([]);
  });

  it('each special needs plan kind names what it requires (spec §9); an unknown or absent kind names nothing', () => {
    expect(['DUAL_ELIGIBLE', 'D-SNP', 'dsnp', 'Dual Eligible'].map(snpEligibility)).to.deep.equal(['medicaid', 'medicaid', 'medicaid', 'medicaid']);
    expect(['CHRONIC_AND_DISABLING_CONDITION', 'C-SNP'].map(snpEligibility)).to.deep.equal(['chronicCondition', 'chronicCondition']);
    expect(['INSTITUTIONAL', 'ISNP', 'INSTITUTIONAL_EQUIVALENT', 'IE-SNP'].map(snpEligibility)).to.deep.equal(['nursingHomeCare', 'nursingHomeCare', 'nursingHomeCare', 'nursingHomeCare']);
    expect(['', '  ', 'OTHER', null, undefined].map(snpEligibility)).to.deep.equal([null, null, null, null, null]);
  });

  it('ISNP and CSNP have their own message; other SNP types none', () => {
    expect(['INSTITUTIONAL', 'ISNP', 'isnp'].map(snpNotice)).to.deep.equal(['isnp', 'isnp', 'isnp']);
    expect(['CHRONIC_AND_DISABLING_CONDITION', 'C-SNP', 'csnp'].map(snpNotice)).to.deep.equal(['csnp', 'csnp', 'csnp']);
    expect(snpNotice('DUAL_ELIGIBLE')).to.equal(null);
  });

  it('the call-to-enroll number depends on the plan product type', () => {
    expect(enrollPhoneNumber({ planType: 'PDP', planProductType: 'PDP' })).to.equal(ENROLL_PHONE_NUMBERS.drugPlan);
    expect(enrollPhoneNumber({ planType: 'SNP', planProductType: 'I-SNP' })).to.equal(ENROLL_PHONE_NUMBERS.medicarePlan);
    expect(ENROLL_PHONE_NUMBERS.drugPlan).not.to.equal(ENROLL_PHONE_NUMBERS.medicarePlan);
  });

  it('amounts keep display texts and format numbers as USD', () => {
    expect(amountText(1234.5)).to.equal('$1,234.50');
    expect(amountText('12')).to.equal('$12.00');
    expect(amountText('$24.00')).to.equal('$24.00');
    expect(amountText('')).to.equal(null);
    expect(amountText(undefined)).to.equal(null);
  });

  it('amounts in Spanish are US dollars written as US forms write them', () => {
    expect(amountText(1234.5, 'es')).to.equal('$1,234.50');
    expect(amountText('12', 'es')).to.equal('$12.00');
  });
});
