import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readConfig, type ServerConfig } from '../config';
import { caller, type Caller } from '../testing/harness';
import { startServer, type RunningServer } from '../start';
import { backupCommand, CommandRefused, restoreCommand } from './commands';
import { listBackups } from './files';
import { RestoreRefused } from './restore';

/**
 * `npm run backup` and `npm run restore` (their commands, in process) against a real server on a
 * SQLite file, and the nightly backup the server takes when BACKHOUSE_BACKUP_DIR is set.
 */

const AT = new Date('2026-12-04T03:15:00Z');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-backup-'));
const dataDir = path.join(scratch, 'data');
const nightlyDir = path.join(scratch, 'nightly');

async function config(): Promise<ServerConfig> {
  return readConfig({
    BACKHOUSE_DATA_DIR: dataDir,
    BACKHOUSE_BACKUP_DIR: nightlyDir,
    BACKHOUSE_DEMO: 'off',
    PORT: '0',
    HOST: '127.0.0.1',
    CARD_SERVICE_PORT: 'off',
    BACKHOUSE_DAILY_SYNC: 'off',
    LOG_LEVEL: 'silent',
  });
}

/** The names of the brands stored in a database file, read straight from it. */
function brandsIn(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.prepare<[], { name: string }>('select name from brands').all();
    return rows.map((r) => r.name).sort();
  } finally {
    sqlite.close();
  }
}

test('backups go beside the database unless BACKHOUSE_BACKUP_DIR says where; nightly only then', () => {
  expect(readConfig({ BACKHOUSE_DATA_DIR: '/srv/bh' }, '/').backups).toEqual({
    dir: '/srv/bh/backups',
    keep: 7,
    nightly: false,
  });
  const given = { BACKHOUSE_BACKUP_DIR: 'saved', BACKHOUSE_BACKUP_KEEP: '30' };
  expect(readConfig(given, '/srv').backups).toEqual({ dir: '/srv/saved', keep: 30, nightly: true });
  expect(() => readConfig({ BACKHOUSE_BACKUP_KEEP: '0' })).toThrow(/BACKHOUSE_BACKUP_KEEP/);
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backups of a SQLite database', () => {
  let server: RunningServer | null = null;
  let admin: Caller;
  let backup = '';

  const brands = async (): Promise<string[]> =>
    ((await admin('GET', '/brands?limit=1000')).json().data as { name: string }[])
      .map((b) => b.name)
      .sort();

  beforeAll(async () => {
    server = await startServer(await config());
    const registered = await caller(server.app, null)('POST', '/auth/register', {
      business_name: 'Backup bistro',
      location_name: 'Harbour',
      username: 'owner',
      email: 'owner@backup.test',
      password: 'backup-password',
    });
    admin = caller(server.app, registered.json().token as string);
    for (const name of ['Breakfast', 'Lunch']) await admin('POST', '/brands', { name });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  test('the server takes its nightly backup at start when it has none since 03:00', async () => {
    await vi.waitFor(() => expect(listBackups(nightlyDir, 'nightly')).toHaveLength(1), {
      timeout: 30_000,
    });
  });

  test('npm run backup copies the live database while the server writes, into a dated file', async () => {
    const before = await brands();
    const writes = Array.from({ length: 20 }, (_, i) =>
      admin('POST', '/brands', { name: `During ${String(i).padStart(2, '0')}` }),
    );
    backup = await backupCommand(await config(), AT);
    const replies = await Promise.all(writes);
    expect(replies.every((r) => r.statusCode === 201)).toBe(true);

    expect(path.basename(backup)).toBe('backhouse-2026-12-04T031500Z.db');
    expect(path.dirname(backup)).toBe(nightlyDir);
    // A backup by hand is not one of the nightly run's, which it keeps or deletes.
    expect(listBackups(nightlyDir, 'nightly')).toHaveLength(1);
    // A consistent copy: whole, self-contained, holding everything committed before it began.
    expect(fs.existsSync(`${backup}-wal`)).toBe(false);
    const copy = new SQLite(backup, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    const saved = brandsIn(backup);
    expect(saved).toEqual(expect.arrayContaining(before));
    expect(saved.length).toBeLessThanOrEqual(before.length + 20);
  });

  test('restore refuses while the server runs on the database, and changes nothing', async () => {
    const running = await brands();
    await expect(restoreCommand(await config(), backup, AT)).rejects.toThrow(/in use/);
    expect(await brands()).toEqual(running);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('replaced'))).toEqual([]);
  });

  test('restore puts the backup in place, keeps the old database, and the server starts on it', async () => {
    await server!.stop();
    server = null;
    const replaced = brandsIn(path.join(dataDir, 'backhouse.db'));
    const saved = brandsIn(backup);

    const done = await restoreCommand(await config(), backup, new Date('2026-12-05T10:00:00Z'));
    const kept = path.join(dataDir, 'backhouse.replaced-2026-12-05T100000Z.db');
    expect(done).toContain(kept);
    expect(brandsIn(kept)).toEqual(replaced);
    expect(fs.readdirSync(dataDir).filter((f) => /-(wal|shm)$|restoring/.test(f))).toEqual([]);

    server = await startServer(await config());
    const login = await caller(server.app, null)('POST', '/auth/login', {
      email: 'owner@backup.test',
      password: 'backup-password',
    });
    admin = caller(server.app, login.json().token as string);
    expect(await brands()).toEqual(saved);
  });

  test('restore refuses what is not a sound Backhouse backup, and leaves the database alone', async () => {
    await server?.stop();
    server = null;
    const database = path.join(dataDir, 'backhouse.db');
    const current = brandsIn(database);
    const bad = (name: string) => path.join(scratch, name);

    fs.writeFileSync(bad('notes.db'), 'not a database at all, just words '.repeat(200));
    const other = new SQLite(bad('other.db'));
    other.exec('create table things (id integer primary key)');
    other.close();
    // A backup of a later release: a migration this one does not know.
    fs.copyFileSync(backup, bad('newer.db'));
    const newer = new SQLite(bad('newer.db'));
    newer
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('29991231T000000_from_the_future', new Date().toISOString());
    newer.pragma('journal_mode = DELETE');
    newer.close();
    // Damaged: a page in the middle overwritten.
    fs.copyFileSync(backup, bad('damaged.db'));
    const damaged = fs.openSync(bad('damaged.db'), 'r+');
    fs.writeSync(damaged, Buffer.alloc(4096, 0x5a), 0, 4096, 8 * 4096);
    fs.closeSync(damaged);

    const refusals: Record<string, RegExp> = {
      'missing.db': /is not a file/,
      'notes.db': /not a SQLite database/,
      'other.db': /not a Backhouse database/,
      'newer.db': /does not migrate to this release's schema/,
      'damaged.db': /damaged|not a SQLite database/,
    };
    for (const [name, message] of Object.entries(refusals)) {
      const refused = restoreCommand(await config(), bad(name), AT);
      await expect(refused, name).rejects.toThrow(RestoreRefused);
      await expect(refused, name).rejects.toThrow(message);
    }
    expect(brandsIn(database)).toEqual(current);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('restoring'))).toEqual([]);
  });

  test('with DATABASE_URL both say to use PostgreSQL’s own tools', async () => {
    const postgres = { ...(await config()), databaseUrl: 'postgres://backhouse@db/backhouse' };
    await expect(backupCommand(postgres, AT)).rejects.toThrow(CommandRefused);
    await expect(backupCommand(postgres, AT)).rejects.toThrow(/pg_dump/);
    await expect(restoreCommand(postgres, backup, AT)).rejects.toThrow(/pg_restore/);
  });
});
