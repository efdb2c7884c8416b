/**
 * The data of the count benchmark (bench/count-review.ts): materials received before the cut-offs
 * and partly used after them, count sheets of 1,000-material areas, and counts made on demand with
 * every material entered twice, all written straight to the database.
 */
import { resources } from '@contract/registry';
import { v4 as uuidv4 } from 'uuid';
import { writeTransaction } from '../../server/db/changes';
import type { DatabaseHandle } from '../../server/db/database';
import { nowIso } from '../../server/db/rows';
import { DEMO_CUSTOMER_ID, demoCredentials } from '../../server/demo';
import { postMovements } from '../../server/inventory/ledger';
import { insertRows, resourceDb } from '../../server/resources/store';
import { toMilli } from '../../server/sales/figures';

export const MATERIALS = 5_000;
export const AREA_SIZE = 1_000;

/** Materials, stock before the cut-offs and use after them, and sheets; counts made on demand. */
export async function prepareCounts(database: DatabaseHandle) {
  const customerId = DEMO_CUSTOMER_ID;
  const { id: locationId } = await resourceDb(database.db)
    .selectFrom(resources.locations.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoCredentials.admin.email)
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const base = Date.now() - 10 * 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  const materialIds = Array.from({ length: MATERIALS }, () => uuidv4());
  const sheets: string[] = [];
  const areasOf = new Map<string, Array<{ id: string; material_ids: string[] }>>();
  await writeTransaction(database, customerId, async (trx) => {
    const meta = {
      customer_id: customerId,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await insertRows(
      trx,
      database.dialect,
      resources.materials,
      materialIds.map((id, i) => ({
        ...resources.materials.fields.parse({ name: `Bench material ${i}`, unit: 'g', cost: 0.01 }),
        ...meta,
        id,
        location_id: null,
      })),
    );
    const areas = [];
    for (let i = 0; i < MATERIALS; i += AREA_SIZE) {
      areas.push({
        id: uuidv4(),
        name: `Area ${i / AREA_SIZE + 1}`,
        material_ids: materialIds.slice(i, i + AREA_SIZE),
      });
    }
    const sheetRows = areas.map((area, i) => ({
      ...resources.countSheets.fields.parse({ name: `Bench sheet ${i + 1}`, areas: [area] }),
      ...meta,
      id: uuidv4(),
      location_id: locationId,
    }));
    await insertRows(trx, database.dialect, resources.countSheets, sheetRows);
    for (const sheet of sheetRows) {
      sheets.push(sheet.id);
      areasOf.set(sheet.id, sheet.areas);
    }
    await postMovements(
      trx,
      customerId,
      materialIds.flatMap((id, i) => [
        {
          id: uuidv4(),
          location_id: locationId,
          material_id: id,
          kind: 'receipt' as const,
          quantity: 1_000 + (i % 50),
          unit_cost: 0.01,
          occurred_at: at(-60),
          user_id: null,
          document_kind: 'receipt' as const,
          document_id: 'bench-receipt',
        },
        ...(i % 3 === 0
          ? [
              {
                id: uuidv4(),
                location_id: locationId,
                material_id: id,
                kind: 'wastage' as const,
                quantity: -10,
                occurred_at: at(5 + (i % 20)),
                user_id: null,
                document_kind: 'wastage' as const,
                document_id: 'bench-wastage',
              },
            ]
          : []),
      ]),
    );
  });

  /** A count of the given sheets at the n-th cut-off, every material entered twice. */
  const count = async (sheetIds: string[], n: number): Promise<string> => {
    const id = uuidv4();
    const cutoff = at(n * 60);
    const created = nowIso();
    const entries = sheetIds.flatMap((sheetId) =>
      areasOf.get(sheetId)!.flatMap((area) =>
        area.material_ids.flatMap((materialId, i) =>
          [0, 1].map((k) => ({
            id: uuidv4(),
            customer_id: customerId,
            location_id: locationId,
            count_id: id,
            material_id: materialId,
            area_id: area.id,
            parts: JSON.stringify([{ unit: '', factor: 1, quantity: 500 + (i % 7) }]),
            mode: 'add',
            quantity: toMilli(500 + (i % 7)),
            device_id: 'bench',
            counted_at: at(n * 60 + 30 + k),
            counted_by: admin.id,
            deleted_by: null,
            version: 1,
            created_at: created,
            updated_at: created,
            deleted_at: null,
          })),
        ),
      ),
    );
    await writeTransaction(database, customerId, async (trx) => {
      await trx
        .insertInto('inventory_counts')
        .values({
          id,
          customer_id: customerId,
          location_id: locationId,
          name: `Bench count ${n}`,
          sheet_ids: JSON.stringify(sheetIds),
          cutoff_at: cutoff,
          status: 'submitted',
          uncounted: 'unchanged',
          note: '',
          review_note: '',
          resolutions: '[]',
          created_by: admin.id,
          submitted_at: created,
          submitted_by: admin.id,
          approved_at: null,
          approved_by: null,
          adjustment_value: null,
          version: 1,
          created_at: created,
          updated_at: created,
          deleted_at: null,
        })
        .execute();
      for (let i = 0; i < entries.length; i += 500) {
        await trx
          .insertInto('count_entries')
          .values(entries.slice(i, i + 500))
          .execute();
      }
    });
    return id;
  };
  return { sheets, count };
}
