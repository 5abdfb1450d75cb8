import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { ProfileResponseSchema, UsersUpdateBodySchemas } from '../../src/api/schemas/profile';
import { EnrollmentSchema, ApplicationStatusResponseSchema, PendingEnrollmentsResponseSchema } from '../../src/api/schemas/enrollment';
import { CountiesResponseSchema, SystemDateResponseSchema } from '../../src/api/schemas/geo';
import { MergeRequestSchema, MergeResponseSchema } from '../../src/api/schemas/identity';
import { PlanSchema } from '../../src/api/schemas/plan';
import { ProviderCoverageRequestSchema } from '../../src/api/schemas/provider';
import { BooleanLikeSchema, NumberLikeSchema } from '../../src/api/schemas/common';
import { readAnswer } from '../../src/api/schemas/reading';

const plan = { planId: 'H1234-001-000', planName: 'AARP Medicare Advantage', planType: 'MAPD', planYear: 2025 };

describe('api schemas', () => {
  describe('tolerant where services are loose', () => {
    it("reads booleans sent as 'true'/'false' text (pharmacyObj.mailOrder)", () => {
      const out = v.parse(ProfileResponseSchema, { drugsAndPharmacyDetails: { pharmacyObj: { pharmacyNumber: 77, mailOrder: 'true' } } });
      expect(out.drugsAndPharmacyDetails?.pharmacyObj).to.deep.include({ pharmacyNumber: '77', mailOrder: true });
      expect(v.parse(BooleanLikeSchema, 'False')).to.equal(false);
      expect(v.safeParse(BooleanLikeSchema, 'yes').success).to.equal(false);
    });

    it('reads numbers sent as text and refuses text that is no number', () => {
      expect(v.parse(NumberLikeSchema, ' 2025 ')).to.equal(2025);
      expect(v.safeParse(NumberLikeSchema, 'abc').success).to.equal(false);
      expect(v.safeParse(NumberLikeSchema, '').success).to.equal(false);
    });

    it('reads null fields as absent and a missing savedPlans or plan list as empty', () => {
      const out = v.parse(ProfileResponseSchema, { uuid: 'u1', userDetails: { firstName: null }, plansDetails: { savedPlans: null } });
      expect(out.userDetails?.firstName).to.equal(undefined);
      expect(out.plansDetails).to.deep.include({ savedPlans: '', plans: [] });
    });

    it('upper-cases the plan type and reads the plan year as a number', () => {
      expect(v.parse(PlanSchema, { ...plan, planType: 'mapd', planYear: '2026' })).to.deep.include({ planType: 'MAPD', planYear: 2026 });
    });

    it('parses enrollment formData JSON text into steps', () => {
      const steps = [{ view: '/steps/personal-information', data: { firstName: 'Ann' }, formValid: true, nextPageUrl: '/steps/medicare-information' }];
      const out = v.parse(EnrollmentSchema, { planId: 'H1', planYear: 2025, formData: JSON.stringify(steps), confirmationNo: null });
      expect(out.formData).to.deep.equal(steps);
      expect(out.confirmationNo).to.equal(undefined);
    });

    it('reads unparseable formData as absent instead of failing the whole profile', () => {
      const out = v.parse(ProfileResponseSchema, { enrollmentsDetails: { enrollments: [{ planId: 'H1', planYear: 2025, formData: '{not json' }] } });
      expect(out.enrollmentsDetails?.enrollments[0]?.formData).to.equal(undefined);
    });

    it('reads counties from counties[] or data.counties', () => {
      const county = { fipsCountyCode: '061', fipsCountyName: 'New York', stateCode: 'NY' };
      expect(v.parse(CountiesResponseSchema, { counties: [county] })).to.deep.equal([county]);
      expect(v.parse(CountiesResponseSchema, { data: { counties: [county] } })).to.deep.equal([county]);
    });

    it('reads pending enrollments sent as one object or a list', () => {
      const one = v.parse(PendingEnrollmentsResponseSchema, { data: { formData: { planId: 'H1' } } });
      expect(one.data?.formData).to.deep.equal([{ planId: 'H1' }]);
    });

    it('reads a profile answer section by section: an unreadable field reads as absent, an unreadable item or section is left out, and readAnswer lists each part once', () => {
      const { parsed, unreadable } = readAnswer(ProfileResponseSchema, {
        uuid: 'u1',
        userDetails: { firstName: 'Ann', retryCount: 'three' },
        plansDetails: { plans: [{ ...plan, county: 'Kings', effectiveDate: 1767268800000 }, { planName: 'no id', planType: 'MA', planYear: 2025 }] },
        drugsAndPharmacyDetails: ['not', 'a', 'section'],
        providersDetails: { planYear: '', providerIdList: [{ providerId: 'p1', providerName: 'Dr. A' }] },
      });
      expect(parsed.success).to.equal(true);
      if (!parsed.success) return;
      expect(parsed.output.userDetails).to.deep.include({ firstName: 'Ann', retryCount: undefined });
      expect(parsed.output.plansDetails?.plans).to.have.length(1);
      expect(parsed.output.plansDetails?.plans[0]).to.deep.include({ planId: plan.planId, county: undefined, effectiveDate: 1767268800000 });
      expect('drugsAndPharmacyDetails' in parsed.output).to.equal(false);
      expect(parsed.output.providersDetails?.providerIdList).to.have.length(1);
      expect(unreadable.map((part) => part.what)).to.deep.equal(['userDetails retryCount', 'plan county', 'saved plan', 'section drugsAndPharmacyDetails', 'providersDetails planYear']);
    });

    it('keeps fields it does not know', () => {
      expect(v.parse(PlanSchema, { ...plan, somethingNew: 1 })).to.deep.include({ somethingNew: 1 });
    });
  });

  describe('strict on what the UI needs', () => {
    it('a plan needs planId, planName, a known planType and a plan year', () => {
      expect(v.safeParse(PlanSchema, { ...plan, planId: ' ' }).success).to.equal(false);
      expect(v.safeParse(PlanSchema, { ...plan, planType: 'HMO' }).success).to.equal(false);
      expect(v.safeParse(PlanSchema, { ...plan, planYear: '25' }).success).to.equal(false);
      const { planName: _omitted, ...noName } = plan;
      expect(v.safeParse(PlanSchema, noName).success).to.equal(false);
    });

    it('application status reads image id and state code from data.applications', () => {
      const out = v.parse(ApplicationStatusResponseSchema, { data: { applications: [{ imageId: 'WS123', stateCode: '11', confirmationNo: 'C1' }] } });
      expect(out.data.applications[0]).to.deep.include({ imageId: 'WS123', stateCode: 11 });
      expect(v.safeParse(ApplicationStatusResponseSchema, { applications: [] }).success).to.equal(false);
    });

    it('the system date must be a date', () => {
      expect(v.safeParse(SystemDateResponseSchema, { systemDate: 'soon' }).success).to.equal(false);
      expect(v.safeParse(SystemDateResponseSchema, { systemDate: '2025-10-15T00:00:00-05:00' }).success).to.equal(true);
    });

    it('merge: action is m or s, values trimmed, dob month/day/year; the answer read part by part, a remaining count always honoured and never raised', () => {
      const body = v.parse(MergeRequestSchema, { firstName: ' Ann ', lastName: 'Lee ', email: ' a@b.co', dob: '01/02/1950', action: 'm' });
      expect(body).to.deep.include({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' });
      expect(v.safeParse(MergeRequestSchema, { ...body, action: 'x' }).success).to.equal(false);
      expect(v.safeParse(MergeRequestSchema, { ...body, dob: '1950-01-02' }).success).to.equal(false);
      expect(v.parse(MergeResponseSchema, { isProfileMerged: false, remainingRetryCount: -1 }).remainingRetryCount, 'negative: none left').to.equal(0);
      expect(v.parse(MergeResponseSchema, { remainingRetryCount: 1.7 }).remainingRetryCount, 'a fraction rounds down').to.equal(1);
      expect(v.parse(MergeResponseSchema, { isProfileMerged: 'false', remainingRetryCount: '0' })).to.deep.include({ isProfileMerged: false, remainingRetryCount: 0 });
      expect(v.parse(MergeResponseSchema, { remainingRetryCount: 0 })).to.deep.equal({ remainingRetryCount: 0 });
      const unreadable = v.parse(MergeResponseSchema, { isProfileMerged: 'maybe', mergedProfile: 7, remainingRetryCount: 'two' });
      expect([unreadable.isProfileMerged, unreadable.mergedProfile, unreadable.remainingRetryCount]).to.deep.equal([undefined, undefined, undefined]);
      expect(v.safeParse(MergeResponseSchema, 'merged').success, 'an answer that is not an object is a failure').to.equal(false);
    });

    it('the providers update body is providersDetails and isGuest; a wrong body fails', () => {
      const body = v.parse(UsersUpdateBodySchemas.providers, { providersDetails: { zipCode: '10001', planYear: 2025, providerIdList: [{ providerId: 1, providerName: 'Dr. A' }] }, isGuest: 'true' });
      expect(body.isGuest).to.equal(true);
      expect(body.providersDetails.providerIdList?.[0]?.providerId).to.equal('1');
      expect(v.safeParse(UsersUpdateBodySchemas.providers, { providerIdList: [] }).success).to.equal(false);
    });

    it('request bodies stay strict where answers are lenient: a saved plan with an odd field or no id is refused in a plans update', () => {
      const update = (plans: unknown[]) => v.safeParse(UsersUpdateBodySchemas.plans, { plansDetails: { zipCode: '10001', plans, savedPlans: '' }, isGuest: false }).success;
      expect(update([plan])).to.equal(true);
      expect(update([{ ...plan, county: 'Kings' }])).to.equal(false);
      expect(update([{ ...plan, planId: undefined }])).to.equal(false);
      expect(v.safeParse(UsersUpdateBodySchemas.drugs, { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'A', drugQuantity: 'sixty' }] } }).success).to.equal(false);
    });

    it('provider coverage requests use partner code uhc.mnr and client portal code UHCMS1', () => {
      expect(v.safeParse(ProviderCoverageRequestSchema, { partnerCode: 'uhc.mnr', clientPortalCode: 'UHCMS1', providers: [] }).success).to.equal(true);
      expect(v.safeParse(ProviderCoverageRequestSchema, { partnerCode: 'other', clientPortalCode: 'UHCMS1', providers: [] }).success).to.equal(false);
    });
  });
});
