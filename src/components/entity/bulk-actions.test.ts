import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import type { LocalDb } from '@/data/db';
import { CUSTOMER, LOCATION, openTestDb, USER } from '@/data/testing/harness';
import { createLocalWriter } from '@/data/writes';
import { activateRows, builtInBulkActions, deactivateRows, deleteRows } from './bulk-actions';

let db: LocalDb | undefined;
afterEach(() => {
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
  const def = resources.brands;
  const a = await writer.create(def, { name: 'A', is_active: true });
  const b = await writer.create(def, { name: 'B', is_active: false });
  const c = await writer.create(def, { name: 'C', is_active: true });
  await db.outbox.clear();
  return { db, writer, def, rows: [a, b, c] };
}

describe('built-in bulk actions', () => {
  it('deactivates only the rows that are active, queuing one change each', async () => {
    const { db, writer, def, rows } = await setup();
    expect(await deactivateRows.perform({ def, rows, writer })).toBe('entity:bulk.deactivated');
    expect((await db.rows('brands').toArray()).map((r) => r.is_active)).toEqual([
      false,
      false,
      false,
    ]);
    expect((await db.outbox.toArray()).map((e) => e.rowId)).toEqual([rows[0]!.id, rows[2]!.id]);
    await activateRows.perform({ def, rows: [rows[1]!], writer });
    expect((await db.rows('brands').get(rows[1]!.id))!.is_active).toBe(true);
  });

  it('deletes every selected row', async () => {
    const { db, writer, def, rows } = await setup();
    await deleteRows.perform({ def, rows: rows.slice(0, 2), writer });
    expect((await db.rows('brands').toArray()).map((r) => r.name)).toEqual(['C']);
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['delete', 'delete']);
  });

  it('offers activate and deactivate only where the resource has an active flag', () => {
    const offered = (def: (typeof resources)[keyof typeof resources]) =>
      builtInBulkActions.filter((a) => a.appliesTo?.(def) ?? true).map((a) => a.id);
    expect(offered(resources.brands)).toEqual(['activate', 'deactivate', 'delete']);
    expect(offered(resources.roles)).toEqual(['delete']);
  });
});
