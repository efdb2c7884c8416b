import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedDemo } from '../demo';
import { salesFixture } from '../sales/testing';
import { caller, createTestDatabase, signIn, testConfig, type Caller } from '../testing/harness';
import { getter, invoiceReportsData, range } from './invoiceReportsTesting';

/**
 * Every query the invoice reports send is explained on the database under test: none may read a
 * whole table of invoices, their lines, payments or status changes, or an aggregate. The app runs
 * on a connection that records what it sends.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let drop: () => Promise<void>;
let recording = false;
const sent: CompiledQuery[] = [];
const tokens: Record<'admin' | 'staff', string> = { admin: '', staff: '' };
let staffLocation = '';

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedDemo(database);
  const executor = database.db.getExecutor();
  const record: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (recording) sent.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  app = await buildApp({
    database: { ...database, db: database.db.withPlugin(record) },
    config: testConfig(),
  });
  await app.ready();
  tokens.admin = await signIn(app, 'admin');
  tokens.staff = await signIn(app, 'staff');
  staffLocation = (await caller(app, tokens.staff)('GET', '/user-find/current')).json().location_id;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const as =
  (who: 'admin' | 'staff'): Caller =>
  (...call) =>
    caller(app, tokens[who])(...call);
const admin = as('admin');
const fx = salesFixture(admin);
const data = invoiceReportsData(admin, as('staff'), () => staffLocation, fx);

const tables = /\b(invoices|invoice_lines|invoice_payments|invoice_status_changes|sales_\w+)\b/;

/** What the database would do for a query: the lines of its plan that read a table whole. */
async function wholeTableReads(query: CompiledQuery): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    // SQLite names a read of the whole table, or of a whole index, "SCAN <table>".
    return plan.rows.map((r) => r.detail).filter((d) => /^SCAN /.test(d) && tables.test(d));
  }
  // PostgreSQL scans small tables whole by choice: forbid it, and see whether an index serves.
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    return lines.filter(
      (line, i) =>
        tables.test(line) &&
        (/Seq Scan/.test(line) ||
          // An index scan without a condition walks the whole index.
          (/Index (Only )?Scan/.test(line) && !/Index Cond/.test(lines[i + 1] ?? ''))),
    );
  });
}

describe('the invoice reports read through indexes', () => {
  it('no query of any report reads a table whole, whatever the sort and filters', async () => {
    const { X } = data();
    const { cash, dineIn } = fx();
    const get = getter(admin);
    const calls = [
      `/invoices-sales-report/v2?${range}&loc=all`,
      `/invoices-sales-report/v3?${range}&loc=all&page=2&limit=2`,
      `/invoices-sales-report/v3?${range}&loc=all&sort=net_sales&cashier_id=${X}`,
      `/invoices-sales-report/v2?${range}&loc=all&sort=items&payment_method_id=${cash}`,
      `/invoices-sales-report/v2?from=1900-01-01&to=2099-12-31&loc=all&order_type_id=${dineIn}`,
      `/orders-report?${range}&loc=all`,
      `/orders-report?${range}&loc=all&status=void&sort=total&dir=asc`,
      `/orders-report?${range}&loc=all&cashier_id=${X}&payment_method_id=${cash}`,
      `/orders-summary?${range}&loc=all`,
      `/orders-summary?${range}&loc=all&order_type_id=${dineIn}`,
      `/balance-report?${range}&loc=all`,
      `/balance-report?${range}&loc=all&sort=created_at`,
      `/total-balance?from=1900-01-01&to=2099-12-31&loc=all`,
    ];
    // The check itself sees a read of every invoice.
    const everyInvoice = database.db
      .selectFrom('invoices')
      .select('id')
      .where('gross', '>', 0)
      .compile();
    expect(await wholeTableReads(everyInvoice)).not.toEqual([]);
    for (const path of calls) {
      sent.length = 0;
      recording = true;
      await get(path);
      recording = false;
      const reads = sent.filter((q) => tables.test(q.sql));
      expect(reads.length, path).toBeGreaterThan(0);
      for (const query of reads) {
        expect(await wholeTableReads(query), `${path}\n${query.sql}`).toEqual([]);
      }
    }
  });

  it('reads a page after a cursor on from the cursor in the index, never by skipping rows', async () => {
    const { A } = data();
    const get = getter(admin);
    const allTime = 'from=1900-01-01&to=2099-12-31';
    const calls: Array<[string, 'desc' | 'asc']> = [
      [`/invoices-sales-report/v2?${allTime}&loc=all`, 'desc'],
      [`/invoices-sales-report/v3?${allTime}&loc=${A}`, 'desc'],
      [`/orders-report?${allTime}&loc=all&dir=asc`, 'asc'],
      [`/orders-report?${allTime}&loc=${A}&dir=asc&status=completed`, 'asc'],
      [`/reports-v2/advanced-payments/transactions?${allTime}&loc=all`, 'desc'],
    ];
    for (const [path, dir] of calls) {
      const first = await get(`${path}&limit=2`);
      expect(first.next, path).toEqual(expect.any(String));
      sent.length = 0;
      recording = true;
      const next = await get(`${path}&limit=2&after=${first.next}`);
      recording = false;
      expect(next.items.length, path).toBeGreaterThan(0);
      // The page's query, and its parts on their own (the recording sees subqueries too).
      const pages = sent.filter((q) => /\blimit (\?|\$\d+)/.test(q.sql) && tables.test(q.sql));
      expect(pages.filter((q) => /\boffset (\?|\$\d+)$/.test(q.sql)).length, path).toBe(1);
      for (const query of pages) {
        expect(await wholeTableReads(query), `${path}\n${query.sql}`).toEqual([]);
        // No row before the cursor is read to be skipped: the offset is nought...
        if (/\boffset (\?|\$\d+)$/.test(query.sql)) {
          expect(query.parameters.at(-1), `${path}\n${query.sql}`).toBe(0);
        }
        // ...and by time the read starts at the cursor's date, not at the period's end.
        if (!path.includes('transactions')) {
          expect(query.parameters, path).not.toContain(
            dir === 'desc' ? '2099-12-31' : '1900-01-01',
          );
        }
      }
      // Payments by time: their invoices from the cursor's instant on, in `invoices_recent`.
      if (path.includes('transactions') && database.dialect === 'sqlite') {
        const plan = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${pages[0]!.sql}`, [...pages[0]!.parameters]),
        );
        expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(
          /USING INDEX invoices_recent \(customer_id=\? AND created_at<\?\)/,
        );
      }
    }
  });

  // PostgreSQL picks among usable indexes by their statistics; SQLite has none to go by.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'balances and the statuses that are not completed read their partial indexes alone',
    async () => {
      const get = getter(admin);
      const plans = async (path: string, marker: string) => {
        sent.length = 0;
        recording = true;
        await get(path);
        recording = false;
        const reads = sent.filter((q) => q.sql.includes(marker));
        expect(reads.length, path).toBeGreaterThan(0);
        return Promise.all(
          reads.map(async (q) =>
            (
              await database.db.executeQuery<{ detail: string }>(
                CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
              )
            ).rows
              .map((r) => r.detail)
              .join(' | '),
          ),
        );
      };
      for (const plan of await plans(`/balance-report?${range}&loc=all`, 'due > invoices.paid')) {
        expect(plan).toMatch(/USING INDEX invoices_unpaid /);
      }
      for (const plan of await plans(`/orders-report?${range}&loc=all`, "<> 'completed'")) {
        expect(plan).toMatch(/USING INDEX invoices_not_completed /);
      }
    },
  );
});
