import { resources, type ResourceDef } from '@contract/registry';
import { runAs } from '../audit/context';
import { findRow, replaceRow, resourceDb } from '../resources/store';
import type { DemoWriter } from './writer';

const HOUR_MS = 3_600_000;

/** One change a demo user made from one of their devices, some hours before the seeding. */
interface DemoEdit {
  username: string;
  device: string;
  hoursAgo: number;
  def: ResourceDef;
  /** Which row: the first by name (or the one named) of the demo's. */
  named?: string;
  changes: Record<string, unknown>;
}

/**
 * A week of the kind of changes the audit log is read for, made by the demo's people from their own
 * devices, so the log has something to show on a first start. Each is a real write through the
 * registry's store (so its before and after are what the log keeps), on fields no sale, stock figure
 * or report reads: the demo's figures are the same with or without them.
 */
const edits: DemoEdit[] = [
  {
    username: 'owner',
    device: 'Safari 18 · macOS #demo-office-mac (10.0.0.8)',
    hoursAgo: 122,
    def: resources.roles,
    named: 'Cashier',
    changes: { description: 'Works the till: records sales and looks guests up for them' },
  },
  {
    username: 'warehouse',
    device: 'Chrome 131 · Android #demo-store-tablet (10.0.2.14)',
    hoursAgo: 50,
    def: resources.suppliers,
    changes: { notes: 'Deliveries at the back door before 10:00; call the store on arrival' },
  },
  {
    username: 'manager',
    device: 'Safari 17 · iPad #demo-bar-ipad (10.0.4.21)',
    hoursAgo: 30,
    def: resources.products,
    named: 'Ribeye 300g',
    changes: { description: 'Ask the guest how they like it cooked; allergens on the menu card' },
  },
  {
    username: 'manager',
    device: 'Safari 17 · iPad #demo-bar-ipad (10.0.4.21)',
    hoursAgo: 8,
    def: resources.menus,
    named: 'Grill dinner',
    changes: { description: 'From 18:00; the grill closes half an hour before the kitchen' },
  },
  {
    username: 'admin',
    device: 'Chrome 131 · Windows (10.0.0.5)',
    hoursAgo: 3,
    def: resources.brands,
    changes: { description: 'Charcoal grill and mezze, cooked to order' },
  },
];

export async function seedAuditHistory(w: DemoWriter, now = Date.now()): Promise<void> {
  const users = new Map(
    (
      await w.trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('customer_id', '=', w.customerId)
        .execute()
    ).map((u) => [u.username, u.id] as const),
  );
  for (const edit of edits) {
    const userId = users.get(edit.username);
    let pick = resourceDb(w.trx)
      .selectFrom(edit.def.table)
      .select('id')
      .where('customer_id', '=', w.customerId)
      .where('deleted_at', 'is', null);
    if (edit.named) pick = pick.where('name', '=', edit.named);
    const target = await pick.orderBy('name').orderBy('id').limit(1).executeTakeFirst();
    if (!userId || !target) continue;
    const row = await findRow(w.trx, edit.def, w.customerId, String(target.id));
    if (!row) continue;
    const at = new Date(now - edit.hoursAgo * HOUR_MS).toISOString();
    await runAs({ userId, device: edit.device }, () =>
      replaceRow(
        w.trx,
        w.dialect,
        edit.def,
        { ...row, ...edit.changes, version: row.version + 1, updated_at: at },
        row.version,
      ),
    );
    // The entry is written now; it says when the demo's person made the change.
    await w.trx
      .updateTable('audit_log')
      .set({ at })
      .where('customer_id', '=', w.customerId)
      .where('collection', '=', edit.def.collection)
      .where('row_id', '=', row.id)
      .execute();
  }
}
