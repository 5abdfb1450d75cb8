/**
 * The `large` persona's data, for the benchmark (bench/README.md): 300 saved
 * plans across two plan years, 200 drugs with a pharmacy, 200 providers and
 * 50 applications. The catalog holds about twenty plans per state and year,
 * fourteen drugs and ten providers per county, so most items are variants of
 * catalog entries with their own ids (another plan segment, another drug id
 * and national drug code, another provider id), stored as the client would
 * have saved them. Plans carry no drug cost fields, so removing a drug
 * changes the drugs section only.
 */
import { DRUGS } from '../catalog/drugs';
import { countiesForZip } from '../catalog/geography';
import { plansIn, type CatalogPlan } from '../catalog/plans';
import { MAIL_ORDER_PHARMACY } from '../catalog/pharmacies';
import { PROVIDERS } from '../catalog/providers';
import { personaById, type Persona } from '../personas';
import { enrollmentItem, pharmacyObj, providerItem } from '../views/items';
import { profilePlan } from '../views/plan';
import type { Db } from './open';
import * as repo from './repo';

export const LARGE_COUNTS = { plansPerYear: 150, years: [2025, 2026], drugs: 200, providers: 200, applications: 50 } as const;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

interface LargePlan { planId: string; planYear: number; planName: string; planType: string }

/** The n-th variant of a catalog plan: the same contract and package, segment n. */
function planVariant(base: CatalogPlan, segment: number, zip: string, fips: string, savedOn: number): Record<string, unknown> {
  const planId = `${base.contractId}-${base.pbpNumber}-${pad(segment, 3)}`;
  const view = profilePlan(base, { zipCode: zip, fips, savedOn });
  const launch = view.oleLaunchData as { cookieInfo: Record<string, unknown>; reloadUrl: string };
  return {
    ...view,
    planId,
    planName: `${base.planName} option ${segment}`,
    oleLaunchData: { ...launch, cookieInfo: { ...launch.cookieInfo, planId } },
  };
}

function seedPlans(db: Db, uuid: string, zip: string): LargePlan[] {
  const county = countiesForZip(zip)[0];
  if (!county) throw new Error(`No county for ${zip}`);
  const fips = `${county.fipsStateCode}${county.fipsCountyCode}`;
  const saved: LargePlan[] = [];
  for (const year of LARGE_COUNTS.years) {
    const bases = plansIn(county.stateCode, year).filter((p) => p.planType !== 'MS');
    for (let n = 0; n < LARGE_COUNTS.plansPerYear; n += 1) {
      const base = bases[n % bases.length];
      if (!base) throw new Error(`No catalog plans in ${county.stateCode} ${year}`);
      const savedOn = Date.UTC(year - 1, 9, 15) + n * 3_600_000;
      const data = planVariant(base, 1 + Math.floor(n / bases.length), zip, fips, savedOn);
      const planId = String(data.planId);
      repo.upsertSavedPlan(db, uuid, { planId, planYear: String(year), zipCode: zip, fips, savedOn, data, enrollment: null });
      saved.push({ planId, planYear: year, planName: String(data.planName), planType: base.planType });
    }
  }
  return saved;
}

function seedDrugs(db: Db, uuid: string): void {
  for (let n = 0; n < LARGE_COUNTS.drugs; n += 1) {
    const base = DRUGS[n % DRUGS.length];
    const dosage = base?.dosages[n % base.dosages.length];
    const pkg = dosage?.packages[0];
    if (!base || !dosage || !pkg) throw new Error('Drug catalog is empty');
    const drugId = `L${pad(n, 4)}`;
    repo.upsertItem(db, 'saved_drugs', uuid, drugId, {
      drugId,
      isGeneric: base.isGeneric,
      drugName: base.drugName,
      drugDosage: dosage.dosageName,
      drugQuantity: 30 + (n % 4) * 30,
      drugFrequency: n % 3 === 0 ? 'Day' : 'Month',
      drugSupplyLength: n % 2 === 0 ? '30' : '90',
      nationalDrugCode: `99${pad(n, 3)}${pkg.nationalDrugCode.slice(5)}`,
      drugPackageName: pkg.packageName,
      drugPackageSize: pkg.packageSize,
      drugPackageQuantity: pkg.packageQuantity,
    });
  }
  repo.setPharmacy(db, uuid, pharmacyObj(MAIL_ORDER_PHARMACY));
}

function seedProviders(db: Db, uuid: string, stateCode: string): void {
  const near = PROVIDERS.filter((p) => p.stateCode === stateCode);
  for (let n = 0; n < LARGE_COUNTS.providers; n += 1) {
    const base = near[n % near.length];
    if (!base) throw new Error(`No providers in ${stateCode}`);
    const providerId = `LP${pad(n, 4)}`;
    const provider = { ...base, providerId, providerAddressId: `${providerId}-A1`, providerUniqueId: `${providerId}:${providerId}-A1` };
    repo.upsertItem(db, 'saved_providers', uuid, providerId, providerItem(provider, []));
  }
}

const STATE_CODES = [5, 11, 12] as const; // pending, approved, denied (as the member's applications)

function seedApplications(db: Db, persona: Persona, plans: LargePlan[]): void {
  const zip = persona.zipCode ?? '10001';
  const mbi = String(persona.userDetails?.mbi ?? '');
  const firstName = String(persona.userDetails?.firstName ?? '');
  // Every sixth saved plan: the applications span both plan years.
  plans.filter((_, i) => i % 6 === 0).slice(0, LARGE_COUNTS.applications).forEach((plan, n) => {
    const submitted = n % 2 === 1;
    const confirmationNo = submitted ? `LG${plan.planYear % 100}${pad(n, 6)}` : undefined;
    const lastSaved = new Date(Date.UTC(plan.planYear - 1, 9, 16) + n * 86_400_000).toISOString();
    const seed = { planId: plan.planId, year: plan.planYear, submitted, lastSaved, origin: 'profile', ...(confirmationNo ? { confirmationNo } : {}) };
    const item = { ...enrollmentItem(seed, zip, firstName), planName: plan.planName, planType: plan.planType };
    repo.putEnrollment(db, persona.uuid, { planId: plan.planId, planYear: String(plan.planYear), zipCode: zip }, item);
    if (confirmationNo) {
      db.prepare('INSERT INTO application_status (confirmation_no, mbi, state_code, image_id) VALUES (?, ?, ?, ?)')
        .run(confirmationNo, mbi, STATE_CODES[n % STATE_CODES.length] ?? 5, `WS00${confirmationNo.slice(2)}`);
    }
  });
}

/** Adds the large persona's items to its (already seeded) profile. */
export function seedLargeProfile(db: Db): void {
  const persona = personaById('large');
  if (!persona?.uuid) return;
  const zip = persona.zipCode ?? '10001';
  const plans = seedPlans(db, persona.uuid, zip);
  seedDrugs(db, persona.uuid);
  seedProviders(db, persona.uuid, countiesForZip(zip)[0]?.stateCode ?? 'NY');
  seedApplications(db, persona, plans);
}
