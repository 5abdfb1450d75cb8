import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SCHEMA } from './schema';

export type Db = DatabaseSync;

/**
 * Opens (creating when new) the SQLite file; WAL so readers never wait on a
 * writer. synchronous=NORMAL, SQLite's advice for WAL: a commit no longer
 * waits for the disk (the fsync happens at checkpoints), the database stays
 * consistent through any crash, and only an operating-system crash or power
 * loss can roll back the last commits; FULL cost a disk flush per save and
 * held every other request behind it.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

const statements = new WeakMap<Db, Map<string, StatementSync>>();

/** The prepared statement for `sql`, compiled once per database: a save or read no longer compiles SQL per item. */
export function stmt(db: Db, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}

/**
 * Runs `work` as one IMMEDIATE transaction. node:sqlite is synchronous, so a
 * read-modify-write inside it is atomic with respect to every other request.
 * A nested call joins the transaction already open.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
