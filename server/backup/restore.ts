import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openSqlite } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { timeStamp } from './files';

/** A restore that did not happen, and why, in words for the person who asked for it. */
export class RestoreRefused extends Error {}

export interface Restored {
  /** Where the database it replaced is kept (null when there was none). */
  kept: string | null;
}

const errorCode = (error: unknown) => (error as { code?: string }).code ?? '';

/** Opens a copy of the backup and refuses it unless it is a sound Backhouse database. */
function checkBackup(copy: string, backup: string): void {
  const sqlite = new SQLite(copy, { fileMustExist: true });
  try {
    let problems: string[];
    try {
      const rows = sqlite.prepare<[], { integrity_check: string }>('pragma integrity_check').all();
      problems = rows.map((row) => row.integrity_check);
    } catch (error) {
      throw new RestoreRefused(`${backup} is not a SQLite database (${errorCode(error)})`);
    }
    if (problems[0] !== 'ok') {
      throw new RestoreRefused(
        `${backup} is damaged (integrity check: ${problems.slice(0, 3).join('; ')})`,
      );
    }
    const migrations = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!migrations) throw new RestoreRefused(`${backup} is not a Backhouse database`);
  } finally {
    sqlite.close();
  }
}

/**
 * Refuses while a server has `database` open. The server keeps it open in WAL mode, and SQLite lets
 * a connection take a WAL database out of WAL mode only when it is the only one: so if switching to
 * a rollback journal is refused (or answered with "wal"), someone else has it open. When it works,
 * the old write-ahead log is folded into the file, so the copy kept is whole on its own. This sees
 * processes on this machine (file locks); not one on another machine sharing the folder.
 */
function refuseWhileInUse(database: string): void {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(database, { fileMustExist: true });
  } catch {
    return;
  }
  try {
    sqlite.pragma('busy_timeout = 0');
    const mode = sqlite.pragma('journal_mode = DELETE', { simple: true });
    if (mode === 'wal') throw new RestoreRefused(inUse(database));
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    if (['SQLITE_BUSY', 'SQLITE_LOCKED'].includes(errorCode(error))) {
      throw new RestoreRefused(inUse(database));
    }
    // A database too damaged to open is what restores are for: it is kept as it is.
  } finally {
    sqlite.close();
  }
}

const inUse = (database: string) =>
  `${database} is in use (a server is running on it?): stop the server, then restore`;

const removeSidecars = (database: string) => {
  for (const suffix of ['-wal', '-shm', '-journal']) {
    fs.rmSync(`${database}${suffix}`, { force: true });
  }
};

/**
 * Puts the SQLite backup `backup` in place of the database `target`. First a copy of it must open,
 * pass `PRAGMA integrity_check`, be a Backhouse database and migrate to this release's schema; that
 * checked copy is what goes in place. The database it replaces is never deleted: it is renamed
 * `<name>.replaced-<UTC time>.db` beside it, and its stale -wal and -shm files are removed so they
 * cannot be replayed into the restored one. Refused while a server has the target open.
 */
export async function restoreSqlite(backup: string, target: string, at: Date): Promise<Restored> {
  if (!fs.existsSync(backup) || !fs.statSync(backup).isFile()) {
    throw new RestoreRefused(`${backup} is not a file`);
  }
  if (fs.existsSync(`${backup}-wal`)) {
    throw new RestoreRefused(
      `${backup} has a write-ahead log beside it: it is a live database, not a backup (take one with npm run backup)`,
    );
  }
  if (path.resolve(backup) === path.resolve(target)) {
    throw new RestoreRefused(`${backup} is the database itself`);
  }
  // Before the work of checking, and again right before the swap.
  if (fs.existsSync(target)) refuseWhileInUse(target);
  const dir = path.dirname(target);
  fs.mkdirSync(dir, { recursive: true });
  const checked = `${target}.restoring`;
  removeSidecars(checked);
  fs.copyFileSync(backup, checked);
  try {
    checkBackup(checked, backup);
    const database = openSqlite(checked);
    try {
      await migrateToLatest(database);
    } catch (error) {
      const cause = (error as Error).cause ?? error;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new RestoreRefused(`${backup} does not migrate to this release's schema: ${why}`);
    } finally {
      await database.close();
    }
    let kept: string | null = null;
    if (fs.existsSync(target)) {
      refuseWhileInUse(target);
      kept = path.join(dir, `${path.basename(target, '.db')}.replaced-${timeStamp(at)}.db`);
      fs.renameSync(target, kept);
    }
    removeSidecars(target);
    fs.renameSync(checked, target);
    return { kept };
  } finally {
    fs.rmSync(checked, { force: true });
    removeSidecars(checked);
  }
}
