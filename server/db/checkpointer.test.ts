import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAL_BACKSTOP_PAGES } from './checkpointer';
import { openSqlite, type DatabaseHandle } from './database';

/**
 * What SQLite's shared WAL index says (https://sqlite.org/walformat.html): frames in the log
 * (`mxFrame`, in the header at byte 16) and frames already copied into the database file
 * (`nBackfill`, first field of the checkpoint information after the header's two copies, byte 96).
 * Read from the file, so that looking does not checkpoint.
 */
function walIndex(file: string): { frames: number; backfilled: number } {
  const shm = fs.readFileSync(`${file}-shm`);
  return { frames: shm.readUInt32LE(16), backfilled: shm.readUInt32LE(96) };
}

describe('checkpoints of an SQLite database on disk', () => {
  let dir = '';
  let database: DatabaseHandle | null = null;

  afterEach(async () => {
    await database?.close();
    database = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('run on their own thread, not on the commit, and the close leaves no log behind', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-checkpoint-'));
    const file = path.join(dir, 'backhouse.db');
    database = openSqlite(file);
    const { db } = database;

    // The server's own connection only checkpoints past the backstop.
    const { rows } = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0]!.wal_autocheckpoint).toBe(WAL_BACKSTOP_PAGES);

    // About 2 MB in one commit: some 500 pages, under the backstop and under SQLite's default of
    // 1,000 pages, so the server's connection copies none of them into the file itself.
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < 2_000; i++) {
        await sql`insert into notes (body) values (${'x'.repeat(1_000)})`.execute(tx);
      }
    });
    const written = walIndex(file);
    expect(written.frames).toBeGreaterThan(400);

    // The checkpointer's connection copies them, with no request of the server's in between.
    await vi.waitFor(
      () => {
        const now = walIndex(file);
        expect(now.frames).toBeGreaterThanOrEqual(written.frames);
        expect(now.backfilled).toBe(now.frames);
      },
      { timeout: 30_000, interval: 50 },
    );
    const copied = fs.statSync(file).size;
    expect(copied).toBeGreaterThan(2_000 * 1_000);

    // Closing stops the checkpointer before the server's connection, which, the last one open,
    // folds the log into the file and removes it.
    await database.close();
    database = null;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = openSqlite(file);
    try {
      const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(reopened.db);
      expect(count.rows[0]!.n).toBe(2_000);
    } finally {
      await reopened.close();
    }
  });
});
