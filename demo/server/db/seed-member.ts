/** The member's applications, external pending enrollment, Medicare Supplement application and recommendation. */
import { countiesForZip } from '../catalog/geography';
import { findPlan } from '../catalog/plans';
import { personaById, type Persona } from '../personas';
import { compositePlanId } from '../views/plan';
import { enrollmentItem, savedText } from '../views/items';
import type { Db } from './open';
import * as repo from './repo';

/** A persona's stored enrollments and their application-system records (found by mbi, or by confirmation number when there is none). */
function seedEnrollments(db: Db, persona: Persona): void {
  const zip = persona.zipCode ?? '10001';
  const firstName = String(persona.userDetails?.firstName ?? '');
  const mbi = String(persona.userDetails?.mbi ?? '');
  for (const seed of persona.enrollments ?? []) {
    repo.putEnrollment(db, persona.uuid, { planId: seed.planId, planYear: String(seed.year), zipCode: zip }, enrollmentItem(seed, zip, firstName));
    if (seed.confirmationNo && seed.stateCode !== undefined) {
      db.prepare('INSERT INTO application_status (confirmation_no, mbi, state_code, image_id) VALUES (?, ?, ?, ?)')
        .run(seed.confirmationNo, mbi, seed.stateCode, seed.imageId ?? '');
    }
  }
}

function seedApplications(db: Db, member: Persona): void {
  const zip = member.zipCode ?? '10001';
  const firstName = String(member.userDetails?.firstName ?? '');
  seedEnrollments(db, member);
  // An enrollment made outside the profile, found by e-mail: newer than the stored in-progress one.
  const pending = { planId: 'H3387-004-000', year: 2026, submitted: false, lastSaved: '2025-10-28T14:45:00Z', origin: 'online enrollment' };
  const form = enrollmentItem(pending, zip, firstName);
  db.prepare('INSERT INTO pending_enrollments (email, plan_id, plan_year, zip_code, data) VALUES (?, ?, ?, ?, ?)')
    .run(String(member.userDetails?.email ?? ''), pending.planId, String(pending.year), zip, JSON.stringify({ ...form, applicant: { zipCode: zip } }));
}

function seedMedsupp(db: Db, member: Persona): void {
  const zip = member.zipCode ?? '10001';
  const app = member.medsupp;
  if (!app) return;
  const plan = findPlan(app.planId, 2026, countiesForZip(zip)[0]?.stateCode);
  const response = {
    applicationStatus: {
      applicationStatus: app.applicationStatus,
      ...(app.adjudicationStatus ? { adjudicationStatus: app.adjudicationStatus } : {}),
      applicationId: 'MSA-2026-000381',
      savedTimestamp: app.savedTimestamp,
      statusDate: app.savedTimestamp,
      plans: [{ planName: plan?.planName ?? app.planId, planDescriptor: `Plan ${plan?.planCode ?? ''}`, planCode: plan?.planCode ?? app.planId, legalEntity: plan?.msLegalEntity ?? '' }],
    },
    applicantDemographics: { zipCode: zip },
    planType: 'MS',
    outofPocketMaximum: { value: plan?.outOfPocketMaximum ?? '' },
  };
  db.prepare('INSERT INTO medsupp_applications (application_id, uuid, data) VALUES (?, ?, ?)').run('MSA-2026-000381', member.uuid, JSON.stringify(response));
}

function recommendation(member: Persona): Record<string, unknown> {
  const zip = member.zipCode ?? '10001';
  const county = countiesForZip(zip)[0];
  const plans = (member.recommendation ?? []).map((planId, i) => {
    const plan = findPlan(planId, 2026, county?.stateCode);
    return {
      rank: String(i + 1), planId, planName: plan?.planName, planType: plan?.planType, planYear: 2026,
      ...(plan ? { compositePlanId: compositePlanId(plan) } : {}),
      legalEntity: 'UnitedHealthcare', deductible: plan?.partDDeductible ?? '$0', ...(plan?.snpType ? { snpType: plan.snpType } : {}),
      drugCostAmount: 412.6 + i * 37.15, drugsCovered: '3', pharmacyIndicator: true, isPlanSaved: planId === 'H3387-004-000',
    };
  });
  return {
    planRecommendationObj: { location: { zipcode: zip, selectedCounty: county }, plans, prevYearPlans: [], zipCode: zip, county },
    preferences: [{ questionId: 'coverage', answers: ['MAPD'] }, { questionId: 'doctors', answers: ['network'] }],
    showAllPlans: false, planYear: 2026, planMonth: '01', isResultPage: true, comparedPlans: [],
    drugs: (member.drugs ?? []).map((d) => ({ qty: d.quantity, frequency: d.frequency, supply: d.supply })),
  };
}

export function seedMemberData(db: Db): void {
  const applied = personaById('shopper-applied');
  if (applied) seedEnrollments(db, applied);
  const member = personaById('member');
  if (!member) return;
  seedApplications(db, member);
  seedMedsupp(db, member);
  const profile = repo.getProfile(db, member.uuid);
  if (!profile) return;
  repo.putProfile(db, {
    ...profile,
    preData: recommendation(member),
    medsuppData: { applicantInformation: { zipCode: profile.zipCode }, savedPlanInformation: { favoritedPlans: [{ planCode: 'G', planYear: 2026 }] }, zipCode: profile.zipCode },
    macraData: { lastUpdated: savedText('2025-10-20T20:15:00Z') },
  });
}
