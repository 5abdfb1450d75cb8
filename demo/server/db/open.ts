import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA } from './schema';

export type Db = Database.Database;

/** Opens (creating when new) the SQLite file; WAL so readers never wait on a writer. */
export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

/**
 * Runs `work` as one IMMEDIATE transaction: better-sqlite3 is synchronous, so
 * a read-modify-write inside it is atomic with respect to every other request.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
