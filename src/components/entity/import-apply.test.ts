import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import type { Grant } from '@contract/access';
import type { ResourceDef } from '@contract/registry';
import type { LocalDb, LocalRow } from '@/data/db';
import { CUSTOMER, LOCATION, openTestDb, USER } from '@/data/testing/harness';
import { createLocalWriter } from '@/data/writes';
import type { SheetData } from '@/lib/spreadsheet';
import { applyImport, ImportWriteError } from './import-apply';
import { planImport } from './import-plan';
import { rowAccessRules } from './rowAccess';

/** A user limited to the test location, with the catalogue's write permission. */
const staff: Grant = {
  is_admin: false,
  modules: [2],
  permissions: ['catalogue.write'],
  location_id: LOCATION,
  allow_locations: [LOCATION],
};

let db: LocalDb | undefined;
afterEach(async () => {
  db?.close();
  db = undefined;
});

async function setup() {
  db = await openTestDb();
  const writer = createLocalWriter(db, {
    userId: USER,
    customerId: CUSTOMER,
    locationId: () => LOCATION,
  });
  return { db, writer };
}

const sheetOf = (headers: string[], rows: unknown[][]): SheetData => ({
  headers,
  rows: rows.map((cells, i) => ({
    line: i + 2,
    cells: cells as SheetData['rows'][number]['cells'],
  })),
});

const plan = async (db: LocalDb, sheet: SheetData) =>
  planImport({
    def: resources.brands,
    sheet,
    existing: await db.rows('brands').toArray(),
    matchBy: ['reference', 'name'],
  });

describe('applyImport on a real local store', () => {
  it('writes the good rows and nothing for the bad ones', async () => {
    const { db, writer } = await setup();
    const existing = await writer.create(resources.brands, { name: 'Burger Co', reference: 'BRG' });
    const outboxBefore = await db.outbox.count();

    const p = await plan(
      db,
      sheetOf(
        ['name', 'reference', 'color', 'sort_order'],
        [
          ['Burger Company', 'BRG', '#ff0000', 1],
          ['Bad colour', 'X1', 'red', 0],
          ['Tacos', 'TAC', '', 'seven'],
          ['Pizza', 'PIZ', '#00ff00', 2],
        ],
      ),
    );
    expect(p.rows.map((r) => r.status)).toEqual(['update', 'error', 'error', 'create']);

    const progress: number[] = [];
    const outcome = await applyImport(writer, resources.brands, p, (done) => progress.push(done));
    expect(outcome).toEqual({ created: 1, updated: 1, skipped: 2 });
    expect(progress.at(-1)).toBe(2);

    const rows = await db.rows('brands').toArray();
    expect(rows.map((r) => r.name).sort()).toEqual(['Burger Company', 'Pizza']);
    const updated = rows.find((r) => r.id === existing.id)!;
    expect(updated).toMatchObject({ color: '#ff0000', sort_order: 1, version: 2 });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.length - outboxBefore).toBe(2);
    expect(entries.slice(outboxBefore).map((e) => [e.op, e.body?.name])).toEqual([
      ['update', 'Burger Company'],
      ['create', 'Pizza'],
    ]);
    // Only the changed fields travel in an update.
    expect(Object.keys(entries[outboxBefore]!.body!).sort()).toEqual([
      'color',
      'name',
      'sort_order',
      'version',
    ]);
  });

  it('writes all good rows in one transaction: a refused write leaves nothing behind', async () => {
    const { db, writer } = await setup();
    const doomed = await writer.create(resources.brands, { name: 'Doomed', reference: 'D' });
    const p = await plan(
      db,
      sheetOf(
        ['name', 'reference'],
        [
          ['First new', 'N1'],
          ['Doomed renamed', 'D'],
          ['Second new', 'N2'],
        ],
      ),
    );
    expect(p.rows.map((r) => r.status)).toEqual(['create', 'update', 'create']);
    // The row goes away between the preview and the write (say a sync pull deleted it).
    await db.rows('brands').delete(doomed.id);
    const before = { rows: await db.rows('brands').count(), outbox: await db.outbox.count() };

    const failure = await applyImport(writer, resources.brands, p).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImportWriteError);
    expect((failure as ImportWriteError).line).toBe(3);
    expect(await db.rows('brands').count()).toBe(before.rows);
    expect(await db.outbox.count()).toBe(before.outbox);
  });

  it('for a location-limited user: new rows go to their location, shared rows are refused by row', async () => {
    const { db, writer } = await setup();
    const shared = await writer.create(resources.brands, { name: 'Shared', reference: 'SHR' });
    const access = rowAccessRules(
      staff,
      resources.brands as unknown as ResourceDef,
      false,
      LOCATION,
    );
    const p = planImport({
      def: resources.brands,
      sheet: sheetOf(
        ['name', 'reference'],
        [
          ['Shared renamed', 'SHR'],
          ['Ours', 'OUR'],
        ],
      ),
      existing: await db.rows('brands').toArray(),
      matchBy: ['reference', 'name'],
      refusedChanges: (row, changes) => access.refusedChanges(row as LocalRow, changes),
    });
    expect(p.rows.map((r) => [r.status, r.problems.map((x) => `${x.path} ${x.code}`)])).toEqual([
      ['error', ['name not_yours']],
      ['create', []],
    ]);

    await applyImport(writer, resources.brands, p, () => undefined, access.createLocation);
    const ours = (await db.rows('brands').toArray()).find((r) => r.name === 'Ours')!;
    expect(ours.location_id).toBe(LOCATION);
    expect((await db.rows('brands').get(shared.id))!.name).toBe('Shared');
    const queued = await db.outbox.orderBy('seq').last();
    expect(queued).toMatchObject({ op: 'create', body: { location_id: LOCATION } });
  });

  it('imports 5,000 new rows in one go', async () => {
    const { db, writer } = await setup();
    const rows = Array.from({ length: 5000 }, (_, i) => [`Brand ${i}`, `R${i}`, i % 2 === 0]);
    const p = await plan(db, sheetOf(['name', 'reference', 'is_active'], rows));
    expect(p.counts.create).toBe(5000);
    // How fast is bench/products-import.ts's to say: a timed assertion is no test on a busy machine.
    const outcome = await applyImport(writer, resources.brands, p);
    expect(outcome.created).toBe(5000);
    expect(await db.rows('brands').count()).toBe(5000);
    expect(await db.outbox.count()).toBe(5000);
  }, 240_000);
});
