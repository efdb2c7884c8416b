import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How many pages of write-ahead log the server's own connection lets pile up before it checkpoints
 * them itself, on the request that commits (SQLite's default is 1,000, about 4 MB). Only a fallback:
 * the checkpointer below keeps the log well under it, unless it has died or the disk cannot keep up.
 */
export const WAL_BACKSTOP_PAGES = 10_000;

/** How often the checkpointer copies what the log holds into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/** How long after the database opens the checkpointer starts. */
const START_AFTER_MS = 1_000;

/**
 * The checkpointer's thread: its own connection to the database, which every `CHECKPOINT_EVERY_MS`
 * runs a passive checkpoint (it waits for no reader or writer, and does nothing when the log holds
 * nothing new). CommonJS evaluated in the worker, given the driver's resolved path, so that it runs
 * the same from the sources and from the server's bundle.
 */
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
// A checkpoint copies log frames into the file through its own reads: no page cache to keep.
db.pragma('cache_size = -64');
let failures = 0;
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
  } catch (error) {
    // Busy or short of disk this time: the next round tries again; the server's own connection
    // checkpoints past its backstop meanwhile. Said once per run of failures.
    if (failures++ === 0) parentPort.postMessage({ warn: String(error && error.message) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage({ stopped: true });
});
`;

export interface Checkpointer {
  /** Closes the checkpointer's connection and ends its thread (before the server's own closes). */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's checkpoints off the server's thread. In WAL mode every commit appends to the log,
 * and by default the commit that takes the log past 1,000 pages copies them all into the database
 * file and syncs it before it returns: on a till's batch of 500 invoices that was a third of the
 * request (bench/sales-ingest.ts). Here a worker thread with a connection of its own checkpoints
 * a few times a second, on the other core, while the server's connection only does so past
 * `WAL_BACKSTOP_PAGES`. SQLite's documentation suggests this arrangement for busy writers
 * (https://sqlite.org/wal.html#application_initiated_checkpoints).
 */
export function startCheckpointer(
  file: string,
  warn: (message: string) => void = (message) => console.warn(`[db] checkpoint: ${message}`),
): Checkpointer {
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  // A second after the database opens: the thread's own start (Node, the driver) stays out of the
  // server's, and until then the server's connection checkpoints past its backstop as ever.
  const later = setTimeout(() => {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const thread = new Worker(checkpointerSource, {
      eval: true,
      workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS },
    });
    // Never what keeps the process alive; a server stopping closes it first.
    thread.unref();
    exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    thread.on('message', (message: { warn?: string }) => {
      if (message.warn) warn(message.warn);
    });
    thread.on('error', (error) => warn(`the checkpointer stopped: ${error.message}`));
    worker = thread;
  }, START_AFTER_MS);
  later.unref();
  return {
    async stop() {
      clearTimeout(later);
      const thread = worker;
      if (!thread) return;
      worker = null;
      const stopped = new Promise<void>((resolve) =>
        thread.on('message', (message: { stopped?: boolean }) => {
          if (message.stopped) resolve();
        }),
      );
      thread.postMessage('stop');
      await Promise.race([stopped, exited]);
      await thread.terminate();
      await exited;
    },
  };
}
