import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Backup files of a SQLite database: `backhouse-2026-12-04T031500Z.db` from `npm run backup`,
 * `backhouse-nightly-2026-12-04T031500Z.db` from the server's nightly run. The time is UTC and
 * written most significant first, so names sort as times; the nightly run keeps and deletes only
 * files of its own pattern, never a backup someone took by hand.
 */
export type BackupKind = 'manual' | 'nightly';

const prefixes: Record<BackupKind, string> = {
  manual: 'backhouse-',
  nightly: 'backhouse-nightly-',
};
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;

/** `2026-12-04T031500Z`: the instant in UTC, to the second, without characters file names dislike. */
export function timeStamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z`;
}

/** When a stamp was taken, or null for a name that is not one. */
function instantOf(stamp: string): number | null {
  if (!STAMP.test(stamp)) return null;
  const iso = `${stamp.slice(0, 13)}:${stamp.slice(13, 15)}:${stamp.slice(15, 17)}Z`;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

export const backupName = (kind: BackupKind, at: Date) => `${prefixes[kind]}${timeStamp(at)}.db`;

export interface BackupFile {
  file: string;
  /** When it was taken (from its name). */
  at: number;
}

/** The backups of one kind in `dir`, newest first (none when the folder does not exist yet). */
export function listBackups(dir: string, kind: BackupKind): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  const prefix = prefixes[kind];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.db'))
    .map((name) => ({
      file: path.join(dir, name),
      at: instantOf(name.slice(prefix.length, -'.db'.length)),
    }))
    .filter((b): b is BackupFile => b.at !== null)
    .sort((a, b) => b.at - a.at);
}

/** Deletes all but the newest `keep` backups of `kind`; returns the files deleted. */
export function pruneBackups(dir: string, kind: BackupKind, keep: number): string[] {
  const old = listBackups(dir, kind).slice(keep);
  for (const { file } of old) fs.rmSync(file, { force: true });
  return old.map((b) => b.file);
}

/**
 * Writes a backup of `kind` into `dir` through `copyTo`, which must write a consistent copy of the
 * database to the file it is given (SQLite's online backup: `db.backup(file)`, never a copy of the
 * file, which a write in progress would tear). The copy is made under a name no listing matches,
 * made self-contained (rollback journal, no -wal beside it), read through once (`quick_check`)
 * unless `check` is false, and only then given its name, so a crash half way never leaves a file
 * that looks like a backup. An existing backup of the same second is never overwritten.
 */
export async function writeBackup(
  copyTo: (file: string) => Promise<unknown>,
  dir: string,
  kind: BackupKind,
  at: Date,
  { check = true }: { check?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupName(kind, at));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    await copyTo(partial);
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      const checked = check ? copy.pragma('quick_check', { simple: true }) : 'ok';
      if (checked !== 'ok') throw new Error(`the copy failed its check: ${String(checked)}`);
    } finally {
      copy.close();
    }
    if (fs.existsSync(file)) throw new Error(`${file} exists: one backup per second`);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return file;
}
