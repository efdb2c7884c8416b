import type { DatabaseHandle } from '../db/database';
import { listBackups, pruneBackups, writeBackup } from './files';

/** How often the nightly run checks whether a backup is due. */
export const CHECK_INTERVAL_MS = 10 * 60_000;
/** The hour of the night, server local time, from which the day's backup is due. */
export const BACKUP_HOUR = 3;

export interface BackupLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface NightlyBackupOptions {
  /** `BACKHOUSE_BACKUP_DIR`. */
  dir: string;
  /** `BACKHOUSE_BACKUP_KEEP`: how many of its own backups the run keeps. */
  keep: number;
  log: BackupLog;
  now?: () => number;
  intervalMs?: number;
}

export interface NightlyBackups {
  /** One check now, after the one in progress (tests; a start runs one itself). */
  check(): Promise<void>;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

/** The latest 03:00 (server local time) at or before `at`: from then on, that night's backup is due. */
export function lastBackupHour(at: number): number {
  const hour = new Date(at);
  hour.setHours(BACKUP_HOUR, 0, 0, 0);
  if (hour.getTime() > at) hour.setDate(hour.getDate() - 1);
  return hour.getTime();
}

/**
 * The server's nightly backup of its SQLite database (`BACKHOUSE_BACKUP_DIR`). Every ten minutes it
 * checks whether its newest backup is older than the last 03:00 server time, and if so takes one and
 * deletes its own backups beyond the newest `keep`. Due from 03:00 rather than "24 hours after the
 * last": the backup stays in the quiet of the night instead of drifting to whenever the server was
 * first started, and because what is due is read from the files themselves, a server that was down
 * at 03:00 (or is restarted) takes the night's backup at its next check, and never a second one. A
 * failure (a full disk, a folder it may not write) is logged and tried again at the next check; it
 * never stops the server.
 */
export function startNightlyBackups(
  database: DatabaseHandle,
  options: NightlyBackupOptions,
): NightlyBackups {
  const { backup } = database;
  if (!backup) throw new Error('nightly backups are for SQLite; back up PostgreSQL with pg_dump');
  const now = options.now ?? Date.now;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = async () => {
    const at = now();
    const newest = listBackups(options.dir, 'nightly')[0];
    if (newest && newest.at >= lastBackupHour(at)) return;
    const started = performance.now();
    // Not read through again here: that holds the server's one thread for about a second per
    // 250 MB. Restore checks every backup before it is used; `npm run backup` checks its own.
    const file = await writeBackup(backup, options.dir, 'nightly', new Date(at), { check: false });
    const deleted = pruneBackups(options.dir, 'nightly', options.keep);
    const ms = Math.round(performance.now() - started);
    options.log.info({ file, ms, deleted }, 'nightly backup written');
  };
  const check = () => {
    if (stopped) return chain;
    chain = chain.then(run).catch((error: unknown) => {
      options.log.error({ err: error }, 'nightly backup failed: tried again at the next check');
    });
    return chain;
  };

  const timer = setInterval(() => void check(), options.intervalMs ?? CHECK_INTERVAL_MS);
  // The timer alone must not keep a process alive that has nothing else to do.
  timer.unref();
  void check();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
