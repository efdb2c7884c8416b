import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables';
import type { FigureReads, ReadPeriod } from './reads';

/** What `fixtures/<version>.json` holds beside its database. */
export interface FixtureSnapshot {
  version: string;
  /** When the reads were asked: the test asks them again as at this instant. */
  read_at: string;
  /** The last migration the fixture's release had: PostgreSQL is migrated up to it, not further. */
  last_migration: string;
  period: ReadPeriod;
  reads: FigureReads;
}

export const fixtureFiles = (dir: string, version: string) => ({
  database: path.join(dir, `${version}.db.gz`),
  snapshot: path.join(dir, `${version}.json`),
});

/** Every release's fixture in `dir`, oldest first. */
export function listFixtures(dir: string): { database: string; snapshot: FixtureSnapshot }[] {
  const versions = fs
    .readdirSync(dir)
    .filter((name) => /^\d+\.\d+\.\d+\.db\.gz$/.test(name))
    .map((name) => name.slice(0, -'.db.gz'.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return versions.map((version) => {
    const files = fixtureFiles(dir, version);
    const snapshot = JSON.parse(fs.readFileSync(files.snapshot, 'utf8')) as FixtureSnapshot;
    return { database: files.database, snapshot };
  });
}

/** Writes the fixture's database, uncompressed, to `file`: a copy to migrate, never the fixture. */
export function copyFixture(fixture: string, file: string): void {
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(fixture)));
}

/** The newest migration a database has run. */
export async function lastMigration(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  const name = row.rows[0]?.name;
  if (!name) throw new Error('the database has no migrations');
  return name;
}
