import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';

/** One pay-and-order configuration row; settings kept as columns, tip buttons as JSON text. */
export interface ConfigsTable {
  id: string;
  customer_id: string;
  restaurant_id: string;
  /** '' for the restaurant's default: a unique index treats '' as a value, NULL it would not. */
  table_id: string;
  enabled: number;
  provider: string | null;
  allow_order: number;
  allow_pay: number;
  split: string;
  tipping_enabled: number;
  tipping_percentages: string;
  tipping_allow_custom: number;
  service_charge_percent: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface CardServiceTables {
  configs: ConfigsTable;
}

export type CardServiceDb = Kysely<CardServiceTables>;

/** The service's own migrations, in code like the back office's; append, never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '20261130T130000_configs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('configs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('restaurant_id', 'text', (c) => c.notNull())
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text')
        .addColumn('allow_order', 'integer', (c) => c.notNull())
        .addColumn('allow_pay', 'integer', (c) => c.notNull())
        .addColumn('split', 'text', (c) => c.notNull())
        .addColumn('tipping_enabled', 'integer', (c) => c.notNull())
        .addColumn('tipping_percentages', 'text', (c) => c.notNull())
        .addColumn('tipping_allow_custom', 'integer', (c) => c.notNull())
        .addColumn('service_charge_percent', 'real', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One configuration per table, and one default per restaurant; also the guest read's index.
      await db.schema
        .createIndex('configs_place')
        .unique()
        .on('configs')
        .columns(['restaurant_id', 'table_id'])
        .execute();
      await db.schema
        .createIndex('configs_customer')
        .on('configs')
        .columns(['customer_id', 'restaurant_id'])
        .execute();
    },
  },
};

/** Opens (creating when needed) and migrates the service's SQLite file; `:memory:` for tests. */
export async function openCardServiceDb(file: string): Promise<CardServiceDb> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<CardServiceTables>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`card payment service: ${failed?.migrationName ?? 'migrations'} failed`, {
      cause: error,
    });
  }
  return db;
}
