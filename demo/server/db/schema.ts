/** Tables of the reference backend. JSON columns hold entity fields that the server never queries by. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Signed-in sessions: the cookie carries a random token, the table its SHA-256 (a copy of the table signs
-- no one in). Not tied to profiles and not emptied by /qa/reset: a reset leaves everyone signed in.
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  uuid TEXT NOT NULL,
  is_csr INTEGER NOT NULL,
  issued_at INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_uuid ON sessions (uuid);

CREATE TABLE IF NOT EXISTS profiles (
  uuid TEXT PRIMARY KEY,
  persona TEXT,
  user_details TEXT NOT NULL,
  zip_code TEXT,
  providers_zip TEXT,
  providers_year TEXT,
  medsupp_data TEXT,
  pre_data TEXT,
  macra_data TEXT,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS saved_plans (
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  plan_id TEXT NOT NULL,
  plan_year TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  fips TEXT NOT NULL,
  saved_on INTEGER NOT NULL,
  -- Plan fields the client sent, used when the catalog does not know the plan.
  data TEXT NOT NULL,
  -- isEnrolled, effectiveDate, terminationDate, enrollmentStatus of an enrolled plan.
  enrollment TEXT,
  PRIMARY KEY (uuid, plan_id, plan_year)
);

CREATE TABLE IF NOT EXISTS saved_drugs (
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  drug_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (uuid, drug_key)
);
CREATE INDEX IF NOT EXISTS saved_drugs_order ON saved_drugs (uuid, position);

CREATE TABLE IF NOT EXISTS pharmacies (
  uuid TEXT PRIMARY KEY REFERENCES profiles(uuid) ON DELETE CASCADE,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS saved_providers (
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  provider_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (uuid, provider_key)
);
CREATE INDEX IF NOT EXISTS saved_providers_order ON saved_providers (uuid, position);

CREATE TABLE IF NOT EXISTS enrollments (
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  plan_id TEXT NOT NULL,
  plan_year TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (uuid, plan_id, plan_year, zip_code)
);

CREATE TABLE IF NOT EXISTS pending_enrollments (
  email TEXT NOT NULL,
  plan_id TEXT NOT NULL,
  plan_year TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (email, plan_id, plan_year, zip_code)
);

CREATE TABLE IF NOT EXISTS medsupp_applications (
  application_id TEXT PRIMARY KEY,
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS application_status (
  confirmation_no TEXT PRIMARY KEY,
  mbi TEXT NOT NULL,
  state_code INTEGER NOT NULL,
  image_id TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS identity_attempts (
  uuid TEXT PRIMARY KEY REFERENCES profiles(uuid) ON DELETE CASCADE,
  remaining INTEGER NOT NULL,
  skip_preference INTEGER NOT NULL DEFAULT 0,
  -- The earlier telesales profile whose identity a merge must confirm.
  telesales_uuid TEXT,
  merged_into TEXT
);

CREATE TABLE IF NOT EXISTS import_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL REFERENCES profiles(uuid) ON DELETE CASCADE,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS auth_codes (
  code TEXT PRIMARY KEY,
  uuid TEXT NOT NULL,
  persona TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  uuid TEXT,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** Every table /qa/reset empties before seeding again (children first). */
export const TABLES = [
  'saved_plans', 'saved_drugs', 'pharmacies', 'saved_providers', 'enrollments', 'pending_enrollments',
  'medsupp_applications', 'application_status', 'identity_attempts', 'import_history', 'auth_codes',
  'events', 'profiles', 'meta',
] as const;
