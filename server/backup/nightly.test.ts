import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/harness';
import { backupName, listBackups } from './files';
import { startNightlyBackups, type BackupLog } from './nightly';

/** Server local time, as the nightly run reads it (the machine's zone, whatever it is). */
const local = (day: number, hour: number, minute = 0) =>
  new Date(2026, 11, day, hour, minute).getTime();

function recordingLog() {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  const log: BackupLog = {
    info: (_object, message) => lines.push({ level: 'info', message }),
    error: (_object, message) => lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the nightly backup', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-nightly-'));
  let n = 0;
  /** A fresh folder per test. */
  const folder = () => path.join(scratch, String((n += 1)));

  beforeAll(async () => ({ database, drop } = await createTestDatabase('migrated')));
  afterAll(async () => {
    await drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** A scheduler on a clock the test moves; its timer never fires during a test. */
  function scheduler(dir: string, keep: number, start: number) {
    const clock = { now: start };
    const { log, lines } = recordingLog();
    const nightly = startNightlyBackups(database, {
      dir,
      keep,
      log,
      now: () => clock.now,
      intervalMs: 3_600_000,
    });
    return { nightly, clock, lines };
  }

  test('takes one backup a night from 03:00 server time, none twice, and keeps the last N', async () => {
    const dir = folder();
    fs.mkdirSync(dir);
    // Files the run must leave alone: a backup taken by hand, and anything else.
    const manual = path.join(dir, backupName('manual', new Date(local(1, 12))));
    const other = path.join(dir, 'notes.txt');
    fs.writeFileSync(manual, '');
    fs.writeFileSync(other, '');
    const { nightly, clock } = scheduler(dir, 2, local(4, 10));
    const taken = () => listBackups(dir, 'nightly').map((b) => b.at);
    try {
      // None yet since the last 03:00: the start takes one.
      await nightly.check();
      expect(taken()).toEqual([local(4, 10)]);
      for (const later of [local(4, 10, 10), local(4, 23, 59), local(5, 2, 59)]) {
        clock.now = later;
        await nightly.check();
      }
      expect(taken()).toEqual([local(4, 10)]);
      clock.now = local(5, 3);
      await nightly.check();
      clock.now = local(5, 3, 10);
      await nightly.check();
      expect(taken()).toEqual([local(5, 3), local(4, 10)]);
      // Down from the 6th to the 7th at noon: one backup for what it missed, then only two kept.
      clock.now = local(7, 12);
      await nightly.check();
      expect(taken()).toEqual([local(7, 12), local(5, 3)]);
      expect(fs.existsSync(manual) && fs.existsSync(other)).toBe(true);
    } finally {
      await nightly.stop();
    }
    const [newest] = listBackups(dir, 'nightly');
    const copy = new SQLite(newest!.file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const migrations = copy.prepare<[], { n: number }>(
      'select count(*) as n from kysely_migration',
    );
    expect(migrations.get()!.n).toBeGreaterThan(0);
    copy.close();
  });

  test('a failure is logged and tried again at the next check, never thrown', async () => {
    const dir = folder();
    // A file where the folder should be: no backup can be written there.
    fs.writeFileSync(dir, '');
    const { nightly, clock, lines } = scheduler(dir, 7, local(4, 10));
    try {
      await nightly.check();
      expect(lines.map((l) => l.level)).toContain('error');
      fs.rmSync(dir);
      clock.now = local(4, 10, 10);
      await nightly.check();
      expect(listBackups(dir, 'nightly')).toHaveLength(1);
      expect(lines.at(-1)?.level).toBe('info');
    } finally {
      await nightly.stop();
    }
  });

  test('stop waits for the backup in progress, which is then whole', async () => {
    const dir = folder();
    const { nightly } = scheduler(dir, 7, local(4, 10));
    // The start's own check is under way: stop lets it finish.
    await nightly.stop();
    expect(listBackups(dir, 'nightly')).toHaveLength(1);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
    // And a stopped run takes no more.
    await nightly.check();
    expect(listBackups(dir, 'nightly')).toHaveLength(1);
  });
});
