import {
  verifyKinds,
  type VerifyDifference,
  type VerifyKind,
  type VerifyReport,
} from '@contract/verify';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../demo';
import { topUpDemoSales } from '../demo/sales';
import { monthOf } from '../sales/aggregates';
import { caller, demoServer, errorOf } from '../testing/harness';
import { printedReport } from './print';
import { verify } from './verify';

const demo = demoServer();
const db = () => demo.server.database.db;

/** A day of the demo's sales and stock, up to a fixed instant (as server/demo/sales.test.ts). */
const NOW = new Date('2026-11-20T12:45:00Z');
beforeAll(async () => {
  const made = await topUpDemoSales(demo.server.database, NOW, { days: 1 });
  expect(made.problems).toEqual([]);
});

const kindOf = (report: VerifyReport, kind: VerifyKind) => {
  const business = report.businesses.find((b) => b.customer_id === DEMO_CUSTOMER_ID)!;
  return business.kinds.find((k) => k.kind === kind)!;
};

describe('the self-audit of the demo business', () => {
  it('finds every precomputed figure equal to its recomputation, and checks rows of each kind', async () => {
    const report = await verify(demo.server.database, { customerId: DEMO_CUSTOMER_ID });
    expect(report.clean, printedReport(report)).toBe(true);
    expect(report.businesses.map((b) => b.customer_id)).toEqual([DEMO_CUSTOMER_ID]);
    for (const kind of verifyKinds)
      expect(kindOf(report, kind).rows_checked, kind).toBeGreaterThan(0);
  });
});

describe('GET /admin/verify', () => {
  it("answers the caller's business only, to an administrator", async () => {
    const reply = await demo.admin('GET', '/admin/verify');
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as VerifyReport;
    expect(report.clean).toBe(true);
    expect(report.businesses.map((b) => b.customer_id)).toEqual([DEMO_CUSTOMER_ID]);
  });

  it("never shows another business's figures to its administrator", async () => {
    const registered = await caller(demo.server.app, null)('POST', '/auth/register', {
      business_name: 'Audit Other Ltd',
      location_name: 'Elsewhere',
      username: 'audit-other',
      email: 'owner@audit-other.test',
      password: 'audit-other-password',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const other = caller(demo.server.app, registered.json().token);
    const reply = await other('GET', '/admin/verify');
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as VerifyReport;
    expect(report.businesses).toHaveLength(1);
    expect(report.businesses[0]!.customer_id).not.toBe(DEMO_CUSTOMER_ID);
    expect(report.businesses[0]!.kinds.every((k) => k.rows_checked === 0)).toBe(true);
    expect(reply.body).not.toContain(DEMO_CUSTOMER_ID);
  });

  it('refuses a user without the administrative permission', async () => {
    const reply = await demo.staff('GET', '/admin/verify');
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).permission).toBe('sync.admin');
  });
});

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** One stored row of a kind and how a test spoils it: the column, by how much, and its key. */
interface Spoiled {
  kind: VerifyKind;
  table: string;
  /** The columns that find the row (its primary key). */
  where: string[];
  column: string;
  by: number;
  /** The key the report names the row by, from the row. */
  key: (row: Record<string, unknown>) => VerifyDifference['key'];
  /**
   * A daily aggregate's monthly twin is spoiled alike, so only the daily row differs from the
   * invoices and the twin still agrees with its days.
   */
  twin?: boolean;
}

const aggregateKey =
  (...dimensions: string[]) =>
  (row: Record<string, unknown>) => ({
    business_date: String(row.business_date),
    ...Object.fromEntries(
      dimensions.map((d) => [d, d === 'local_hour' ? Number(row[d]) : String(row[d])]),
    ),
  });
const aggregate = (
  kind: VerifyKind,
  dimensions: string[],
  column: string,
  by: number,
): Spoiled => ({
  kind,
  table: kind,
  where: ['customer_id', 'location_id', 'business_date', ...dimensions],
  column,
  by,
  key: aggregateKey(...dimensions),
  twin: kind.startsWith('sales_'),
});

const spoiled: Spoiled[] = [
  aggregate('sales_hourly', ['local_hour'], 'gross', 7),
  aggregate('sales_by_channel', ['channel_id', 'order_type_id'], 'sales_count', 1),
  aggregate('sales_by_cashier', ['cashier_id'], 'tips', -3),
  aggregate('sales_by_item', ['item_kind', 'item_id', 'category_id'], 'quantity', 1000),
  aggregate('sales_by_payment', ['payment_method_id'], 'amount', -5),
  {
    kind: 'sales_monthly',
    table: 'sales_by_item_monthly',
    where: ['customer_id', 'location_id', 'business_date', 'item_kind', 'item_id', 'category_id'],
    column: 'gross',
    by: 9,
    key: (r) => ({
      table: 'sales_by_item',
      ...aggregateKey('item_kind', 'item_id', 'category_id')(r),
    }),
  },
  // `due` is only the invoice's own: no aggregate reads it.
  {
    kind: 'invoice_totals',
    table: 'invoices',
    where: ['id'],
    column: 'due',
    by: 11,
    key: (r) => ({
      business_date: String(r.business_date),
      number: String(r.number),
      invoice_id: String(r.id),
    }),
  },
  aggregate('stock_daily', ['material_id', 'kind'], 'value', 13),
  {
    kind: 'stock_balances',
    table: 'stock_balances',
    where: ['customer_id', 'location_id', 'material_id'],
    column: 'quantity',
    by: 17,
    key: (r) => ({ material_id: String(r.material_id) }),
  },
  {
    kind: 'supplier_orders',
    table: 'supplier_orders',
    where: ['id'],
    column: 'total',
    by: 1.5,
    key: (r) => ({ number: String(r.number), order_id: String(r.id) }),
  },
  // The total, not the subtotal: an approved invoice's subtotal is also its order's invoiced value.
  {
    kind: 'supplier_invoices',
    table: 'supplier_invoices',
    where: ['id'],
    column: 'total',
    by: 2,
    key: (r) => ({ number: String(r.number), invoice_id: String(r.id) }),
  },
];

async function bump(s: Spoiled, row: Record<string, unknown>, by: number): Promise<void> {
  let update = (db() as unknown as Loose)
    .updateTable(s.table)
    .set(s.column, sql`${sql.ref(s.column)} + ${by}`);
  for (const column of s.where) update = update.where(column, '=', row[column]);
  const [result] = await update.execute();
  expect(Number(result!.numUpdatedRows)).toBe(1);
  if (!s.twin) return;
  let twin = (db() as unknown as Loose)
    .updateTable(`${s.table}_monthly`)
    .set(s.column, sql`${sql.ref(s.column)} + ${by}`);
  for (const column of s.where)
    twin = twin.where(
      column,
      '=',
      column === 'business_date' ? monthOf(String(row[column])) : row[column],
    );
  const [twinned] = await twin.execute();
  expect(Number(twinned!.numUpdatedRows)).toBe(1);
}

describe('a spoiled stored figure', () => {
  it('is reported alone, with its key, stored and recomputed values, for each kind', async () => {
    const picked: Array<{ s: Spoiled; row: Record<string, unknown> }> = [];
    for (const s of spoiled) {
      let query = (db() as unknown as Loose)
        .selectFrom(s.table)
        .selectAll()
        .where('customer_id', '=', DEMO_CUSTOMER_ID);
      if (s.table === 'invoices') query = query.where('status', '=', 'completed');
      for (const column of s.where) query = query.orderBy(column);
      const row = await query.limit(1).executeTakeFirstOrThrow();
      await bump(s, row, s.by);
      picked.push({ s, row });
    }
    try {
      const report = await verify(demo.server.database, { customerId: DEMO_CUSTOMER_ID });
      expect(report.clean).toBe(false);
      for (const { s, row } of picked) {
        const found = kindOf(report, s.kind);
        expect(found.differing_rows, s.kind).toBe(1);
        expect(found.locations.map((l) => l.location_id)).toEqual([String(row.location_id)]);
        const [difference, ...more] = found.locations[0]!.differences;
        expect(more, s.kind).toEqual([]);
        const was = Number(row[s.column]);
        expect(difference, s.kind).toMatchObject({
          key: s.key(row),
          figure: s.column,
          recomputed: was,
        });
        expect(difference!.stored, s.kind).toBeCloseTo(was + s.by, 9);
        expect(difference!.difference, s.kind).toBeCloseTo(s.by, 9);
      }
      const printed = printedReport(report);
      expect(printed).toContain('sales_hourly: 1 of');
      expect(printed).toContain('stock_balances: 1 of');
    } finally {
      for (const { s, row } of picked) await bump(s, row, -s.by);
    }
    expect((await verify(demo.server.database, { customerId: DEMO_CUSTOMER_ID })).clean).toBe(true);
  });
});
