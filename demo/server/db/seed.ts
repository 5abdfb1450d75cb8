/** Puts the personas' data into an empty database; /qa/reset empties every table and seeds again. */
import { countiesForZip } from '../catalog/geography';
import { findPlan } from '../catalog/plans';
import { MAIL_ORDER_PHARMACY, pharmaciesNear } from '../catalog/pharmacies';
import { searchProviders } from '../catalog/providers';
import { PERSONAS, telesalesRecordUuid, type Persona, type SeedPlan } from '../personas';
import { drugItem, drugKey, pharmacyObj, providerItem } from '../views/items';
import { inTransaction, type Db } from './open';
import * as repo from './repo';
import { TABLES } from './schema';
import { seedLargeProfile } from './seed-large';
import { seedMemberData } from './seed-member';

const SEED_VERSION = '1';

export function pharmacyAt(zip: string, position: number) {
  const county = countiesForZip(zip)[0];
  return position < 0 ? MAIL_ORDER_PHARMACY : (pharmaciesNear(zip, county?.stateCode)[position] ?? MAIL_ORDER_PHARMACY);
}

export function providersAt(zip: string, positions: number[]) {
  const county = countiesForZip(zip)[0];
  const near = searchProviders({ zip, ...(county ? { stateCode: county.stateCode } : {}) });
  return positions.map((i) => near[i]).filter((p) => p !== undefined);
}

export function savePlanSeed(db: Db, uuid: string, zip: string, seed: SeedPlan): void {
  const county = countiesForZip(zip)[0];
  const plan = findPlan(seed.planId, seed.year, county?.stateCode);
  if (!plan || !county) throw new Error(`Seed plan ${seed.planId} ${seed.year} not in catalog for ${zip}`);
  repo.upsertSavedPlan(db, uuid, {
    planId: plan.planId, planYear: String(plan.planYear), zipCode: zip, fips: `${county.fipsStateCode}${county.fipsCountyCode}`,
    savedOn: Date.parse(seed.savedOn), data: { planType: plan.planType, planName: plan.planName },
    enrollment: seed.enrolled ? { isEnrolled: true, ...seed.enrolled } : null,
  });
}

function seedProfile(db: Db, uuid: string, persona: Persona, userDetails: Record<string, unknown>): void {
  const zip = persona.zipCode ?? '10001';
  repo.putProfile(db, {
    uuid, persona: persona.id, userDetails: { uuid, isGuestUser: false, zipCode: zip, ...userDetails },
    zipCode: zip, providersZip: persona.providers ? zip : null, providersYear: persona.providers ? '2026' : null,
    medsuppData: null, preData: null, macraData: null,
  });
  for (const plan of persona.plans ?? []) savePlanSeed(db, uuid, zip, plan);
  for (const drug of persona.drugs ?? []) {
    const item = drugItem(drug);
    repo.upsertItem(db, 'saved_drugs', uuid, drugKey(item), item);
  }
  if (persona.pharmacy !== undefined) repo.setPharmacy(db, uuid, pharmacyObj(pharmacyAt(zip, persona.pharmacy)));
  for (const provider of providersAt(zip, persona.providers ?? [])) {
    repo.upsertItem(db, 'saved_providers', uuid, provider.providerId, providerItem(provider, []));
  }
}

function seedTelesales(db: Db, persona: Persona): void {
  if (!persona.telesales) return;
  const recordUuid = telesalesRecordUuid(persona);
  const record: Persona = {
    ...persona,
    plans: [{ planId: 'H1045-004-000', year: 2026, savedOn: '2025-10-10T16:00:00Z' }, { planId: 'S5820-002-000', year: 2026, savedOn: '2025-10-10T16:02:00Z' }],
    drugs: [{ drugId: '1007', dosage: 1, pkg: 0, quantity: 30, frequency: 'Month', supply: '30' }],
    pharmacy: 0,
  };
  seedProfile(db, recordUuid, record, { ...persona.telesales.identity, createdBy: 'telesales', profileType: 'TELESALES' });
  repo.putIdentityAttempts(db, persona.uuid, { remaining: persona.telesales.remainingRetryCount, telesalesUuid: recordUuid, mergedInto: null });
}

export function seedDatabase(db: Db): void {
  for (const persona of PERSONAS) {
    if (!persona.uuid || persona.profileOf) continue;
    seedProfile(db, persona.uuid, persona, persona.userDetails ?? {});
    seedTelesales(db, persona);
  }
  seedMemberData(db);
  seedLargeProfile(db);
  db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(SEED_VERSION);
}

/** Seeds when the database is new; a database that has a seed keeps its data across restarts. */
export function ensureSeeded(db: Db): void {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get();
  if (!seeded) inTransaction(db, () => seedDatabase(db));
}

export function resetDatabase(db: Db): void {
  inTransaction(db, () => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    seedDatabase(db);
  });
}
