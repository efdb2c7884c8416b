import { resources } from '@contract/registry';
import type { InvoiceBody, InvoiceStatus } from '@contract/sales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { listSettings } from '../resources/settings';
import { resourceDb } from '../resources/store';
import { toMilli } from './figures';
import type { InvoiceLocation, InvoiceReferences, LineProduct, RefundTarget } from './invoiceRules';

/** Ids per `in (...)` list: within every driver's parameter limit. */
const CHUNK = 900;

async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>) {
  const unique = [...new Set(ids)];
  const out: T[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    out.push(...(await read(unique.slice(start, start + CHUNK))));
  }
  return out;
}

const locationSettings = [
  'time_zone',
  'opening_hour',
  'closing_hour',
  'decimal_points',
  'currency',
];

/** Locations of the business with the settings that decide their business day and money. */
export async function loadInvoiceLocations(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, InvoiceLocation>> {
  const rows = await inChunks(ids, (chunk) =>
    resourceDb(db)
      .selectFrom(resources.locations.table)
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const settings = await listSettings(
    db,
    customerId,
    rows.map((r) => r.id),
    locationSettings,
  );
  const out = new Map<string, InvoiceLocation>();
  for (const { id } of rows) {
    const of = (name: string) =>
      settings.find((s) => s.location_id === id && s.name === name)?.value ?? null;
    const decimals = Number.parseInt(of('decimal_points') ?? '', 10);
    out.set(id, {
      id,
      time_zone: of('time_zone'),
      opening_hour: of('opening_hour'),
      closing_hour: of('closing_hour'),
      decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 3 ? decimals : 2,
      currency: of('currency')?.trim() || null,
    });
  }
  return out;
}

/** Ids of rows of a registry table that exist in the business (tombstones too: a sale may be older). */
async function existing(
  db: Kysely<Database>,
  table: string,
  customerId: string,
  ids: readonly string[],
  withLocation = false,
): Promise<Map<string, string | null>> {
  const rows = await inChunks(ids, (chunk) =>
    resourceDb(db)
      .selectFrom(table)
      .select(withLocation ? ['id', 'location_id'] : ['id'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(
    rows.map((r) => [r.id, (r as { location_id?: string | null }).location_id ?? null]),
  );
}

/** The share of each tax group's tax that is VAT, by the rates of its taxes. */
async function vatShares(
  db: Kysely<Database>,
  customerId: string,
  groupIds: readonly string[],
): Promise<Map<string, number>> {
  const groups = await inChunks(groupIds, (chunk) =>
    resourceDb(db)
      .selectFrom(resources.taxGroups.table)
      .select(['id', 'tax_ids'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const taxIdsOf = new Map(
    groups.map((g) => [g.id, JSON.parse(String(g.tax_ids ?? '[]')) as string[]]),
  );
  const taxes = await inChunks([...taxIdsOf.values()].flat(), (chunk) =>
    resourceDb(db)
      .selectFrom(resources.taxes.table)
      .select(['id', 'rate', 'is_vat'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const taxById = new Map(
    taxes.map((t) => [t.id, { rate: Number(t.rate), vat: Boolean(Number(t.is_vat)) }]),
  );
  const shares = new Map<string, number>();
  for (const [groupId, taxIds] of taxIdsOf) {
    const own = taxIds.flatMap((id) => taxById.get(id) ?? []);
    const total = own.reduce((sum, t) => sum + t.rate, 0);
    const vat = own.filter((t) => t.vat).reduce((sum, t) => sum + t.rate, 0);
    // All-zero rates split nothing; a group whose taxes are all VAT is VAT whatever its rates.
    shares.set(
      groupId,
      total > 0 ? vat / total : own.length > 0 && own.every((t) => t.vat) ? 1 : 0,
    );
  }
  return shares;
}

/** The invoices as stored, by id (an invoice id is the till's, unique across the server). */
export async function storedInvoices(db: Kysely<Database>, ids: readonly string[]) {
  return inChunks(ids, (chunk) =>
    db.selectFrom('invoices').selectAll().where('id', 'in', chunk).execute(),
  );
}

/** Sales that refunds name, with what is left of each to refund, by product. */
async function refundTargets(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, RefundTarget>> {
  const sales = await inChunks(ids, (chunk) =>
    db
      .selectFrom('invoices')
      .select(['id', 'location_id', 'kind', 'status', 'due'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const targets = new Map<string, RefundTarget>();
  for (const sale of sales) {
    targets.set(sale.id, {
      id: sale.id,
      location_id: sale.location_id,
      kind: sale.kind as 'sale' | 'refund',
      status: sale.status as InvoiceStatus,
      refundable: new Map(),
      dueLeft: Number(sale.due),
    });
  }
  const refunds = await inChunks([...targets.keys()], (chunk) =>
    db
      .selectFrom('invoices')
      .select(['refund_of', 'due'])
      .where('customer_id', '=', customerId)
      .where('refund_of', 'in', chunk)
      .where('status', '=', 'completed')
      .execute(),
  );
  for (const refund of refunds) {
    const target = targets.get(refund.refund_of ?? '');
    if (target) target.dueLeft -= Number(refund.due);
  }
  const sold = await inChunks([...targets.keys()], (chunk) =>
    db
      .selectFrom('invoice_lines')
      .select(['invoice_id', 'product_id', 'quantity'])
      .where('invoice_id', 'in', chunk)
      .execute(),
  );
  const refunded = await inChunks([...targets.keys()], (chunk) =>
    db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select(['i.refund_of', 'l.product_id', 'l.quantity'])
      .where('i.customer_id', '=', customerId)
      .where('i.refund_of', 'in', chunk)
      .where('i.status', '=', 'completed')
      .execute(),
  );
  const add = (saleId: string | null, productId: string, quantity: number, sign: 1 | -1) => {
    const refundable = targets.get(saleId ?? '')?.refundable as Map<string, number> | undefined;
    if (refundable) {
      refundable.set(productId, (refundable.get(productId) ?? 0) + sign * toMilli(quantity));
    }
  };
  for (const line of sold) add(line.invoice_id, line.product_id, line.quantity, 1);
  for (const line of refunded) add(line.refund_of, line.product_id, line.quantity, -1);
  return targets;
}

/** Everything a batch of invoices refers to, read once for the whole batch. */
export interface BatchReferences {
  locations: Map<string, InvoiceLocation>;
  products: Map<string, LineProduct>;
  modifierItems: Map<string, string | null>;
  paymentMethods: Set<string>;
  channels: Set<string>;
  orderTypes: Set<string>;
  tables: Map<string, string>;
  users: Set<string>;
  refundTargets: Map<string, RefundTarget>;
}

export async function loadBatchReferences(
  db: Kysely<Database>,
  customerId: string,
  bodies: readonly InvoiceBody[],
): Promise<BatchReferences> {
  const all = <T>(pick: (b: InvoiceBody) => T[]) => bodies.flatMap(pick);
  const present = (v: string | null | undefined): string[] => (v ? [v] : []);

  const productRows = await inChunks(
    all((b) => b.lines.map((l) => l.product_id)),
    (chunk) =>
      resourceDb(db)
        .selectFrom(resources.products.table)
        .select(['id', 'location_id', 'category_id', 'tax_group_id'])
        .where('customer_id', '=', customerId)
        .where('id', 'in', chunk)
        .execute(),
  );
  const shares = await vatShares(
    db,
    customerId,
    productRows.flatMap((p) => present(p.tax_group_id as string | null)),
  );
  const products = new Map<string, LineProduct>(
    productRows.map((p) => [
      p.id,
      {
        location_id: p.location_id,
        category_id: (p.category_id as string | null) ?? null,
        vat_share: shares.get((p.tax_group_id as string | null) ?? '') ?? 0,
      },
    ]),
  );
  const ids = (map: Map<string, string | null>) => new Set(map.keys());
  const users = await inChunks(
    all((b) => present(b.cashier_id)),
    (chunk) =>
      db
        .selectFrom('users')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', 'in', chunk)
        .execute(),
  );
  const tables = await existing(
    db,
    resources.tables.table,
    customerId,
    all((b) => present(b.table_id)),
    true,
  );
  return {
    locations: await loadInvoiceLocations(
      db,
      customerId,
      bodies.map((b) => b.location_id),
    ),
    products,
    modifierItems: await existing(
      db,
      resources.modifierItems.table,
      customerId,
      all((b) => b.lines.flatMap((l) => l.modifiers.map((m) => m.modifier_item_id))),
      true,
    ),
    paymentMethods: ids(
      await existing(
        db,
        resources.paymentMethods.table,
        customerId,
        all((b) => b.payments.map((p) => p.payment_method_id)),
      ),
    ),
    channels: ids(
      await existing(
        db,
        resources.channels.table,
        customerId,
        all((b) => present(b.channel_id)),
      ),
    ),
    orderTypes: ids(
      await existing(
        db,
        resources.orderTypes.table,
        customerId,
        all((b) => present(b.order_type_id)),
      ),
    ),
    tables: new Map([...tables].map(([id, at]) => [id, at ?? ''])),
    users: new Set(users.map((u) => u.id)),
    refundTargets: await refundTargets(
      db,
      customerId,
      all((b) => present(b.refund_of)),
    ),
  };
}

/** The references of one invoice, out of those loaded for its batch. */
export function referencesOf(body: InvoiceBody, batch: BatchReferences): InvoiceReferences {
  return {
    location: batch.locations.get(body.location_id),
    products: batch.products,
    modifierItems: batch.modifierItems,
    paymentMethods: batch.paymentMethods,
    channels: batch.channels,
    orderTypes: batch.orderTypes,
    tables: batch.tables,
    users: batch.users,
    refundTarget: body.refund_of ? batch.refundTargets.get(body.refund_of) : undefined,
  };
}
