import { sql, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { workOrderDates } from '../../db/migrations/20261127T100000_work_order_dates';
import { createTestDatabase } from '../../testing/harness';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** A work order as the table held it before it had a planned day. */
const before = (customerId: string, locationId: string, createdAt: string) => ({
  id: uuidv7(),
  customer_id: customerId,
  location_id: locationId,
  number: `WO-${uuidv7().slice(-6)}`,
  kind: 'production',
  status: 'planned',
  material_id: uuidv7(),
  planned_quantity: 1,
  inputs: '[]',
  batch_code: '',
  note: '',
  version: 1,
  created_at: createdAt,
  updated_at: createdAt,
});

describe('20261127T100000_work_order_dates', () => {
  it('gives work orders made before it their creation date, and devices pull them again', async () => {
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    // The table as the previous migration left it: no planned day yet.
    await db.schema.dropIndex('work_orders_planned_for').execute();
    await db.schema.alterTable('work_orders').dropColumn('planned_for').execute();
    const [customer, place] = [uuidv7(), uuidv7()];
    const rows = [
      before(customer, place, '2026-11-20T23:30:00.000Z'),
      before(customer, place, '2026-11-26T08:15:00.000Z'),
    ];
    await db.insertInto('work_orders').values(rows).execute();
    await db
      .insertInto('changes')
      .values({
        customer_id: customer,
        collection: 'workOrders',
        row_id: rows[0]!.id,
        location_id: place,
        changed_at: rows[0]!.created_at,
        moved_away: 0,
      })
      .execute();
    const { seq: lastSeq } = (await db
      .selectFrom('changes')
      .select(sql<number>`max(seq)`.as('seq'))
      .executeTakeFirstOrThrow()) as { seq: number };

    await workOrderDates().up(database.db);

    const migrated = await db
      .selectFrom('work_orders')
      .select(['id', 'planned_for'])
      .orderBy('created_at')
      .execute();
    expect(migrated).toEqual([
      { id: rows[0]!.id, planned_for: '2026-11-20' },
      { id: rows[1]!.id, planned_for: '2026-11-26' },
    ]);
    const logged = await db
      .selectFrom('changes')
      .select(['row_id', 'seq'])
      .where('collection', '=', 'workOrders')
      .execute();
    expect(logged.map((c) => c.row_id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(logged.every((c) => Number(c.seq) > Number(lastSeq))).toBe(true);
  });
});
