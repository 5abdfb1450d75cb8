/** Profile answers for state and element tests, shaped as the Users API answers them. */
export const MEMBER_UUID = 'u-member-1';

export function plan(planId: string, planType: 'MA' | 'MAPD' | 'PDP' | 'SNP' | 'MS', planYear = 2026, extra: Record<string, unknown> = {}) {
  return { planId, planName: `Plan ${planId}`, planType, planYear, zipCode: '10001', monthlyPremium: 10, ...extra };
}

export function memberProfile(year = 2026) {
  return {
    uuid: MEMBER_UUID,
    userDetails: { uuid: MEMBER_UUID, firstName: 'Maria', lastName: 'Lopez', optumId: 'mlopez', mbi: '1EG4TE5MK73', email: 'maria@example.com' },
    plansDetails: {
      zipCode: '10001',
      plans: [
        plan('H1234-001-000', 'MAPD', year),
        plan('S5678-012-000', 'PDP', year),
        plan('H9999-002-000', 'SNP', year, { snpType: 'CSNP' }),
        plan('H1234-003-000', 'MA', year),
        plan('H1234-001-000', 'MAPD', year + 1),
      ],
      savedPlans: '',
    },
    drugsAndPharmacyDetails: {
      drugInfoDetails: [
        { drugId: 'd2', drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' },
        { drugId: 'd1', drugName: 'Atorvastatin', drugDosage: 'Atorvastatin 20 mg tablet', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' },
      ],
      pharmacyObj: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: 'false' },
    },
    providersDetails: {
      zipCode: '10001',
      planYear: year,
      providerIdList: [
        { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical' },
        { providerId: 'p2', providerName: 'Bright Smiles Dental', providerCoverageType: 'dental' },
      ],
    },
  };
}

/**
 * A member answer with every section the profile reads filled in (the
 * corruption tests start from it): saved and enrolled plans, drugs and a
 * pharmacy, providers, an application, favourited supplement plans and a
 * recommendation.
 */
export function fullMemberProfile(uuid = MEMBER_UUID, year = 2026) {
  const base = memberProfile(year);
  return {
    ...base,
    uuid,
    userDetails: { ...base.userDetails, uuid, zipCode: '10001', retryCount: 3, importHistory: [{ profileType: 'M', agreementDate: `${year}-01-05`, triggeredBy: 'login' }] },
    memberEnrolledPlans: [plan('H1234-005-000', 'MAPD', year, { isEnrolled: true, effectiveDate: `${year}-01-01`, enrollmentStatus: 'ACTIVE' })],
    enrollmentsDetails: {
      enrollments: [
        { planId: 'H1234-007-000', planName: 'Plan H1234-007-000', planYear: year, planType: 'MAPD', zipCode: '10001', isSubmitted: false, confirmationNo: null, lastSaved: 'saved 02/01/2026 10:15 AM CST', formData: '[]' },
        { planId: 'S5678-015-000', planName: 'Plan S5678-015-000', planYear: year, planType: 'PDP', zipCode: '10001', isSubmitted: true, confirmationNo: 'C-1001' },
      ],
    },
    medsuppData: {
      zipCode: '10001',
      applicantInformation: { zipCode: '10001' },
      savedPlanInformation: { favoritedPlans: [{ planCode: 'G01', planYear: year }, { planCode: 'N01', planYear: year }] },
    },
    preData: {
      planYear: year,
      planRecommendationObj: {
        location: { zipcode: '10001' },
        plans: [
          { rank: '1', planId: 'H1234-001-000', planName: 'Plan H1234-001-000', planType: 'MAPD', planYear: year },
          { rank: '2', planId: 'H1234-003-000', planName: 'Plan H1234-003-000', planType: 'MA', planYear: year },
        ],
      },
      drugs: [{ ndc: '00071015523', qty: 30, frequency: 'Month', supply: '30' }],
    },
  };
}
