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
