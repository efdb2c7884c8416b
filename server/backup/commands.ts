import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { ServerConfig } from '../config';
import { writeBackup } from './files';
import { restoreSqlite } from './restore';

/** What a command could not do, said plainly; the CLI prints it and exits non-zero. */
export class CommandRefused extends Error {}

/** Pages per step of SQLite's backup: all of them, so the copy is one read of one snapshot. */
const ALL_PAGES = 0x7fffffff;

const postgresAdvice = {
  backup:
    'DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. ' +
    'Use pg_dump: pg_dump --format=custom --file=backhouse.dump "$DATABASE_URL" (README, Backups).',
  restore:
    'DATABASE_URL is set: the data is in PostgreSQL, which this command does not restore. ' +
    'Use pg_restore into a new database (README, Backups).',
};

/**
 * `npm run backup`: a consistent copy of the SQLite database, taken while the server may be running
 * (SQLite's online backup API in one step: one read transaction, which in WAL mode never holds the
 * server's writes up), into the backup folder with the time in its name. Returns the file written.
 */
export async function backupCommand(config: ServerConfig, at: Date): Promise<string> {
  if (config.databaseUrl) throw new CommandRefused(postgresAdvice.backup);
  if (!fs.existsSync(config.sqliteFile)) {
    throw new CommandRefused(`there is no database at ${config.sqliteFile} to back up`);
  }
  const source = new SQLite(config.sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    return await writeBackup(
      (file) => source.backup(file, { progress: () => ALL_PAGES }),
      config.backups.dir,
      'manual',
      at,
    );
  } finally {
    source.close();
  }
}

/** `npm run restore FILE`: see `restoreSqlite`. Returns what it did, in a sentence. */
export async function restoreCommand(
  config: ServerConfig,
  backup: string | undefined,
  at: Date,
): Promise<string> {
  if (config.databaseUrl) throw new CommandRefused(postgresAdvice.restore);
  if (!backup) throw new CommandRefused('usage: npm run restore <backup file>');
  const { kept } = await restoreSqlite(backup, config.sqliteFile, at);
  const before = kept ? `; the database it replaced is kept as ${kept}` : '';
  return `restored ${backup} to ${config.sqliteFile}${before}`;
}
