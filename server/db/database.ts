import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type PgModule from 'pg';
import { localCommitFeed, postgresCommitFeed, type CommitFeed } from '../live/commits';
import { startCheckpointer, WAL_BACKSTOP_PAGES } from './checkpointer';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';

/** The one database of the server, with the dialect for the few places where SQL differs. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Commits told to the live channel, from every copy of the server on this database. */
  commits: CommitFeed;
  close(): Promise<void>;
  /** SQLite only: the whole database as bytes, which `openSqlite` opens again (tests' templates). */
  serialize?: () => Buffer;
  /** SQLite only: writes a consistent copy of the live database to `file` (server/backup/). */
  backup?: (file: string) => Promise<void>;
}

/**
 * Kysely prepares every query anew, and for SQLite preparing (parsing and planning) costs more than
 * running the small queries of this API. The same few hundred SQL texts recur, so prepared statements
 * are kept by text, least recently used dropped first. Safe because Kysely runs each statement to
 * completion (`all` or `run`) before the next query on the one connection.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** 1024 pages of 4 KiB: a few milliseconds of copying between two turns of the event loop. */
const BACKUP_PAGES_PER_STEP = 1024;

/**
 * SQLite through better-sqlite3. WAL lets readers go on while a write commits; `busy_timeout` makes a
 * second process (a backup, the CLI) wait instead of failing; foreign keys are off by default in
 * SQLite and must be switched on per connection. Checkpoints run on a thread of their own
 * (`startCheckpointer`). `:memory:` is for tests.
 */
export function openSqlite(file: string | Buffer): DatabaseHandle {
  const onDisk = typeof file === 'string' && file !== ':memory:';
  if (onDisk) fs.mkdirSync(path.dirname(file), { recursive: true });
  // A Buffer is a database serialized by `serialize()`, opened in memory (tests copy a template).
  const sqlite = new SQLite(file);
  if (onDisk) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
  }
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A multi-row insert inside a transaction keeps a statement journal of every page it touches, in
  // a temporary file by default: the demo's first start wrote some 700 MB of them. In memory.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const commits = localCommitFeed();
  const checkpointer = onDisk ? startCheckpointer(file) : null;
  return {
    db,
    dialect: 'sqlite',
    commits,
    close: async () => {
      await commits.close();
      // Its connection first: the last one to close folds the log into the file and removes it.
      await checkpointer?.stop();
      await db.destroy();
    },
    serialize: () => sqlite.serialize(),
    // SQLite's online backup, a few MB per step so requests get in between. Writes this connection
    // commits meanwhile go into the copy as well, so a busy server never makes it start over.
    backup: async (copy) => {
      await sqlite.backup(copy, { progress: () => BACKUP_PAGES_PER_STEP });
    },
  };
}

const INT8_OID = 20;

/**
 * PostgreSQL through a `pg` pool. `count(*)` and the change log's `seq` are int8, which pg hands back as
 * strings; they stay far below 2^53, so they are read as numbers here, per pool rather than globally.
 */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  // Required here, not imported: a SQLite server never loads the driver (issue 24: start time).
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  const pool = new pg.Pool({
    connectionString,
    max,
    // No JIT compilation: the server's reads are aggregates of some hundred thousand rows at most,
    // where compiling costs more than it saves. On a chain's two years (bench/chain-reads.ts) it
    // added 150 to 300 ms to a report; the balance report went from 409 to 106 ms without it.
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server ends (a restart, a failover, an administrator) must not take the process
  // down: the pool opens a new one for the next query. Without a listener, pg throws the error.
  const lost = (error: Error) => console.warn(`[db] PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const commits = postgresCommitFeed(connectionString, pg);
  return {
    db,
    dialect: 'postgres',
    commits,
    close: async () => {
      await commits.close();
      await db.destroy();
    },
  };
}

export function openDatabase(options: { databaseUrl: string | null; sqliteFile: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqliteFile);
}
