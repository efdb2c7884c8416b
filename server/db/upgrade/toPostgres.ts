import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../database';
import { migrateUpTo } from '../migrate';

/** Kysely's own bookkeeping: the PostgreSQL database has its own from `migrateUpTo`. */
const notCopied = new Set(['kysely_migration', 'kysely_migration_lock']);

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

type Row = Record<string, unknown>;
/** The fixture's tables by name, whatever they are: rows are copied as they come. */
type AnyTables = Record<string, Row>;

/**
 * Loads a SQLite database's rows into an empty PostgreSQL database at the same schema: migrated up to
 * `lastMigration` only, then every table copied row by row (booleans, 0/1 on SQLite, become true and
 * false), with foreign keys unchecked while the tables fill in any order and the change log's
 * sequence moved past its rows. What an operator moving a business from SQLite to PostgreSQL would
 * do; here it puts an earlier release's fixture on PostgreSQL (needs a superuser, as tests have).
 */
export async function loadIntoPostgres(
  sqliteFile: string,
  target: DatabaseHandle,
  lastMigration: string,
): Promise<void> {
  await migrateUpTo(target, lastMigration);
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const tables = source
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      )
      .all()
      .map((t) => t.name)
      .filter((name) => !notCopied.has(name));
    const db = target.db as unknown as Kysely<AnyTables>;
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      for (const table of tables) await copyTable(source, trx, table);
      await moveSequences(trx);
    });
  } finally {
    source.close();
  }
}

async function copyTable(source: SQLite.Database, trx: Kysely<AnyTables>, table: string) {
  const columns = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(trx);
  const types = new Map(columns.rows.map((c) => [c.name, c.type]));
  if (types.size === 0) throw new Error(`table ${table} is not in the PostgreSQL database`);
  const rows = source.prepare<[], Row>(`select * from "${table}"`).all();
  if (rows.length === 0) return;
  const names = Object.keys(rows[0]!);
  const missing = names.filter((name) => !types.has(name));
  if (missing.length)
    throw new Error(`${table} has columns PostgreSQL lacks: ${missing.join(', ')}`);
  const booleans = names.filter((name) => types.get(name) === 'boolean');
  const converted = rows.map((row) => {
    for (const name of booleans) if (row[name] !== null) row[name] = row[name] === 1;
    return row;
  });
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / names.length));
  for (let i = 0; i < converted.length; i += perStatement) {
    await trx
      .insertInto(table)
      .values(converted.slice(i, i + perStatement))
      .execute();
  }
}

/** Serial columns (the change log's `seq`) go on from the highest value copied. */
async function moveSequences(trx: Kysely<AnyTables>) {
  const serials = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  for (const { table_name: table, column_name: column } of serials.rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}
