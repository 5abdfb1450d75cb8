/** Row-level reads and writes. Callers wrap read-modify-write sequences in inTransaction. */
import { stmt, type Db } from './open';

export type Json = Record<string, unknown>;

export interface ProfileRow {
  uuid: string;
  persona: string | null;
  userDetails: Json;
  zipCode: string | null;
  providersZip: string | null;
  providersYear: string | null;
  medsuppData: Json | null;
  preData: Json | null;
  macraData: Json | null;
}

export interface SavedPlanRow {
  planId: string;
  planYear: string;
  zipCode: string;
  fips: string;
  savedOn: number;
  data: Json;
  enrollment: Json | null;
}

const parse = (text: string | null): Json | null => (text === null ? null : (JSON.parse(text) as Json));

export function getProfile(db: Db, uuid: string): ProfileRow | undefined {
  const row = stmt(db, 'SELECT * FROM profiles WHERE uuid = ?').get(uuid) as Record<string, string | null> | undefined;
  if (!row) return undefined;
  return {
    uuid: String(row.uuid),
    persona: row.persona ?? null,
    userDetails: parse(row.user_details ?? '{}') ?? {},
    zipCode: row.zip_code ?? null,
    providersZip: row.providers_zip ?? null,
    providersYear: row.providers_year ?? null,
    medsuppData: parse(row.medsupp_data ?? null),
    preData: parse(row.pre_data ?? null),
    macraData: parse(row.macra_data ?? null),
  };
}

export function putProfile(db: Db, p: ProfileRow): void {
  stmt(db, `INSERT INTO profiles (uuid, persona, user_details, zip_code, providers_zip, providers_year, medsupp_data, pre_data, macra_data, updated_at)
    VALUES (@uuid, @persona, @user_details, @zip_code, @providers_zip, @providers_year, @medsupp_data, @pre_data, @macra_data, @updated_at)
    ON CONFLICT(uuid) DO UPDATE SET persona = excluded.persona, user_details = excluded.user_details, zip_code = excluded.zip_code,
      providers_zip = excluded.providers_zip, providers_year = excluded.providers_year, medsupp_data = excluded.medsupp_data,
      pre_data = excluded.pre_data, macra_data = excluded.macra_data, updated_at = excluded.updated_at`).run({
    uuid: p.uuid,
    persona: p.persona,
    user_details: JSON.stringify(p.userDetails),
    zip_code: p.zipCode,
    providers_zip: p.providersZip,
    providers_year: p.providersYear,
    medsupp_data: p.medsuppData && JSON.stringify(p.medsuppData),
    pre_data: p.preData && JSON.stringify(p.preData),
    macra_data: p.macraData && JSON.stringify(p.macraData),
    updated_at: Date.now(),
  });
}

export function listSavedPlans(db: Db, uuid: string): SavedPlanRow[] {
  const rows = stmt(db, 'SELECT * FROM saved_plans WHERE uuid = ? ORDER BY saved_on, plan_id').all(uuid) as Record<string, string | number | null>[];
  return rows.map((r) => ({
    planId: String(r.plan_id),
    planYear: String(r.plan_year),
    zipCode: String(r.zip_code),
    fips: String(r.fips),
    savedOn: Number(r.saved_on),
    data: parse(r.data as string) ?? {},
    enrollment: parse((r.enrollment as string | null) ?? null),
  }));
}

/** Saves (or refreshes) one plan; savedOn of an already saved plan is kept. */
export function upsertSavedPlan(db: Db, uuid: string, plan: SavedPlanRow): void {
  stmt(db, `INSERT INTO saved_plans (uuid, plan_id, plan_year, zip_code, fips, saved_on, data, enrollment)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(uuid, plan_id, plan_year) DO UPDATE SET zip_code = excluded.zip_code, fips = excluded.fips, data = excluded.data,
      enrollment = COALESCE(excluded.enrollment, saved_plans.enrollment)`)
    .run(uuid, plan.planId, plan.planYear, plan.zipCode, plan.fips, plan.savedOn, JSON.stringify(plan.data), plan.enrollment && JSON.stringify(plan.enrollment));
}

export function deleteSavedPlan(db: Db, uuid: string, planId: string, planYear: string): boolean {
  return stmt(db, 'DELETE FROM saved_plans WHERE uuid = ? AND plan_id = ? AND plan_year = ? AND enrollment IS NULL').run(uuid, planId, planYear).changes > 0;
}

/** Ordered items (drugs, providers) kept as JSON with a stable key. */
type ItemTable = 'saved_drugs' | 'saved_providers';
const KEY: Record<ItemTable, string> = { saved_drugs: 'drug_key', saved_providers: 'provider_key' };

export function listItems(db: Db, table: ItemTable, uuid: string): Json[] {
  const rows = stmt(db, `SELECT data FROM ${table} WHERE uuid = ? ORDER BY position`).all(uuid) as { data: string }[];
  return rows.map((r) => parse(r.data) ?? {});
}

/** The position after the last item (one indexed lookup); a save adds its items from there. */
export function nextPosition(db: Db, table: ItemTable, uuid: string): number {
  return (stmt(db, `SELECT COALESCE(MAX(position), -1) + 1 AS p FROM ${table} WHERE uuid = ?`).get(uuid) as { p: number }).p;
}

export function itemKeys(db: Db, table: ItemTable, uuid: string): Set<string> {
  return new Set((stmt(db, `SELECT ${KEY[table]} AS k FROM ${table} WHERE uuid = ?`).all(uuid) as { k: string }[]).map((r) => r.k));
}

/** Adds an item at `position` (default: after the last), or refreshes it where it is. */
export function upsertItem(db: Db, table: ItemTable, uuid: string, key: string, data: Json, position = nextPosition(db, table, uuid)): void {
  stmt(db, `INSERT INTO ${table} (uuid, ${KEY[table]}, position, data) VALUES (?, ?, ?, ?)
    ON CONFLICT(uuid, ${KEY[table]}) DO UPDATE SET data = excluded.data`).run(uuid, key, position, JSON.stringify(data));
}

export function deleteItem(db: Db, table: ItemTable, uuid: string, key: string): boolean {
  return stmt(db, `DELETE FROM ${table} WHERE uuid = ? AND ${KEY[table]} = ?`).run(uuid, key).changes > 0;
}

export function clearItems(db: Db, table: ItemTable, uuid: string): void {
  stmt(db, `DELETE FROM ${table} WHERE uuid = ?`).run(uuid);
}

export function getPharmacy(db: Db, uuid: string): Json | undefined {
  const row = stmt(db, 'SELECT data FROM pharmacies WHERE uuid = ?').get(uuid) as { data: string } | undefined;
  return row ? (parse(row.data) ?? undefined) : undefined;
}

export function setPharmacy(db: Db, uuid: string, data: Json | undefined): void {
  if (!data) {
    stmt(db, 'DELETE FROM pharmacies WHERE uuid = ?').run(uuid);
    return;
  }
  stmt(db, 'INSERT INTO pharmacies (uuid, data) VALUES (?, ?) ON CONFLICT(uuid) DO UPDATE SET data = excluded.data').run(uuid, JSON.stringify(data));
}

export function listEnrollments(db: Db, uuid: string): Json[] {
  const rows = stmt(db, 'SELECT data FROM enrollments WHERE uuid = ? ORDER BY plan_year, plan_id').all(uuid) as { data: string }[];
  return rows.map((r) => parse(r.data) ?? {});
}

export function putEnrollment(db: Db, uuid: string, e: { planId: string; planYear: string; zipCode: string }, data: Json): void {
  stmt(db, `INSERT INTO enrollments (uuid, plan_id, plan_year, zip_code, data) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(uuid, plan_id, plan_year, zip_code) DO UPDATE SET data = excluded.data`).run(uuid, e.planId, e.planYear, e.zipCode, JSON.stringify(data));
}

export function listMedsuppApplications(db: Db, uuid: string): Json[] {
  const rows = stmt(db, 'SELECT data FROM medsupp_applications WHERE uuid = ? ORDER BY application_id').all(uuid) as { data: string }[];
  return rows.map((r) => parse(r.data) ?? {});
}

export interface IdentityAttempts {
  remaining: number;
  telesalesUuid: string | null;
  mergedInto: string | null;
}

export function getIdentityAttempts(db: Db, uuid: string): IdentityAttempts | undefined {
  const row = stmt(db, 'SELECT remaining, telesales_uuid, merged_into FROM identity_attempts WHERE uuid = ?').get(uuid) as
    { remaining: number; telesales_uuid: string | null; merged_into: string | null } | undefined;
  return row && { remaining: row.remaining, telesalesUuid: row.telesales_uuid, mergedInto: row.merged_into };
}

export function putIdentityAttempts(db: Db, uuid: string, a: IdentityAttempts): void {
  stmt(db, `INSERT INTO identity_attempts (uuid, remaining, telesales_uuid, merged_into) VALUES (?, ?, ?, ?)
    ON CONFLICT(uuid) DO UPDATE SET remaining = excluded.remaining, telesales_uuid = excluded.telesales_uuid, merged_into = excluded.merged_into`)
    .run(uuid, a.remaining, a.telesalesUuid, a.mergedInto);
}

/**
 * Takes one attempt off in a single conditional UPDATE, so it never goes below 0
 * even with several processes on the database; undefined when none was left.
 */
export function spendIdentityAttempt(db: Db, uuid: string): number | undefined {
  const row = stmt(db, 'UPDATE identity_attempts SET remaining = remaining - 1 WHERE uuid = ? AND remaining > 0 AND merged_into IS NULL RETURNING remaining')
    .get(uuid) as { remaining: number } | undefined;
  return row?.remaining;
}

export function setSkipPreference(db: Db, uuid: string): void {
  stmt(db, 'UPDATE identity_attempts SET skip_preference = 1 WHERE uuid = ?').run(uuid);
}

export function addImportHistory(db: Db, uuid: string, data: Json, at: number): void {
  stmt(db, 'INSERT INTO import_history (uuid, data, created_at) VALUES (?, ?, ?)').run(uuid, JSON.stringify(data), at);
}

export function listImportHistory(db: Db, uuid: string): Json[] {
  const rows = stmt(db, 'SELECT data FROM import_history WHERE uuid = ? ORDER BY id').all(uuid) as { data: string }[];
  return rows.map((r) => parse(r.data) ?? {});
}

/** Events kept: tracking is fire-and-forget from every page, so the log keeps the latest only (QA reads the last 200). */
const EVENTS_KEPT = 1000;

export function addEvent(db: Db, kind: string, uuid: string | undefined, body: unknown): void {
  stmt(db, 'INSERT INTO events (kind, uuid, body, created_at) VALUES (?, ?, ?, ?)').run(kind, uuid ?? null, JSON.stringify(body), Date.now());
  stmt(db, 'DELETE FROM events WHERE id <= (SELECT MAX(id) FROM events) - ?').run(EVENTS_KEPT);
}
