import { addDays } from '@contract/businessDay';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../demo';
import { topUpDemoSales } from '../demo/sales';
import { demoServer } from '../testing/harness';
import { addSums, fromMilli, netSalesMilli, zeroSums, type FigureSums } from './figures';
import { salesFixture } from './testing';
import { readGrouped, readPayments, readSums, readSumsBy, splitByMonth } from './read';
import { storePerformance, sumsPerDate } from './reports';
import { systemScope, type SalesScope } from './scope';

describe('a read split by month', () => {
  const split = (from: string, to: string) => splitByMonth([{ ids: ['a'], from, to }]);
  const at = (from: string, to: string) => ({ ids: ['a'], from, to });

  it('reads a month that the period holds less than half of by its own days', () => {
    expect(split('2026-10-05', '2026-10-19')).toEqual({
      days: [at('2026-10-05', '2026-10-19')],
      months: [],
      minus: [],
    });
    expect(split('2026-10-20', '2026-11-03')).toEqual({
      days: [at('2026-10-20', '2026-10-31'), at('2026-11-01', '2026-11-03')],
      months: [],
      minus: [],
    });
  });

  it('reads a month the period holds most of as its row less the days outside the period', () => {
    // The last 30 days to the 22nd: October's last 8 days, and November less its 8 to come.
    expect(split('2026-10-24', '2026-11-22')).toEqual({
      days: [at('2026-10-24', '2026-10-31')],
      months: [at('2026-11-01', '2026-11-30')],
      minus: [at('2026-11-23', '2026-11-30')],
    });
    // Within one month, the days on either side are taken away.
    expect(split('2026-10-03', '2026-10-28')).toEqual({
      days: [],
      months: [at('2026-10-01', '2026-10-31')],
      minus: [at('2026-10-01', '2026-10-02'), at('2026-10-29', '2026-10-31')],
    });
    expect(split('2026-10-02', '2026-11-29')).toEqual({
      days: [],
      months: [at('2026-10-01', '2026-11-30')],
      minus: [at('2026-10-01', '2026-10-01'), at('2026-11-30', '2026-11-30')],
    });
  });

  it('reads whole months from the twins and the days at either end from the daily rows', () => {
    expect(split('2026-09-28', '2027-02-03')).toEqual({
      months: [at('2026-10-01', '2027-01-31')],
      days: [at('2026-09-28', '2026-09-30'), at('2027-02-01', '2027-02-03')],
      minus: [],
    });
    // A leap February's last day ends its month; a period of whole months reads no day.
    expect(split('2028-02-01', '2028-02-29')).toEqual({
      months: [at('2028-02-01', '2028-02-29')],
      days: [],
      minus: [],
    });
    expect(split('1900-01-01', '2099-12-31')).toEqual({
      months: [at('1900-01-01', '2099-12-31')],
      days: [],
      minus: [],
    });
    // From the 15th: a leap February holds 15 days of 29 (the month less 14); a common one 14 of 28.
    expect(split('2028-02-15', '2028-02-29').minus).toEqual([at('2028-02-01', '2028-02-14')]);
    expect(split('2027-02-15', '2027-02-28').days).toEqual([at('2027-02-15', '2027-02-28')]);
  });
});

/** 40 days of the demo's sales up to a fixed instant, spanning the whole of October 2026. */
const NOW = new Date('2026-11-05T12:45:00Z');
const demo = demoServer();
const db = () => demo.server.database.db;
const fx = salesFixture(demo.admin);
beforeAll(async () => {
  const made = await topUpDemoSales(demo.server.database, NOW, { days: 40 });
  expect(made.problems).toEqual([]);
});

/** The scope's locations each over its own dates: the first two as given, the rest a day later. */
async function scopeOf(from: string, to: string): Promise<SalesScope> {
  const scope = await systemScope(db(), DEMO_CUSTOMER_ID, 'all', from, to);
  return {
    ...scope,
    locations: scope.locations.map((l, i) =>
      i < 2 ? l : { ...l, from: addDays(from, 1), to: addDays(to, 1) },
    ),
  };
}

describe('sales reads over whole months', () => {
  it('give what the daily rows give, for every aggregate and grouping', async () => {
    for (const [from, to] of [
      ['2026-09-28', '2026-11-03'],
      ['2026-10-01', '2026-10-31'],
      ['2026-09-30', '2026-10-31'],
      // October as its row less days taken away: at its start, at both ends, at its end.
      ['2026-10-10', '2026-11-03'],
      ['2026-10-03', '2026-10-28'],
      ['2026-09-05', '2026-10-20'],
    ] as const) {
      const scope = await scopeOf(from, to);
      // Grouped by business date, a read takes the daily rows only: the reference.
      const byDay = await readSumsBy(db(), scope, 'business_date');
      const total = zeroSums();
      for (const sums of byDay.values()) addSums(total, sums);
      expect(total.sales_count, `${from}..${to}`).toBeGreaterThan(0);
      expect(await readSums(db(), scope), `${from}..${to}`).toEqual(total);

      const items = await readGrouped(
        db(),
        scope,
        'sales_by_item',
        ['business_date', 'item_kind', 'item_id'],
        ['quantity'],
      );
      const itemsByDay = new Map<string, { sums: FigureSums; quantity: number }>();
      for (const r of items) {
        const key = `${r.key.item_kind}|${r.key.item_id}`;
        const into = itemsByDay.get(key) ?? { sums: zeroSums(), quantity: 0 };
        addSums(into.sums, r.sums);
        into.quantity += r.extra.quantity!;
        itemsByDay.set(key, into);
      }
      const byItem = await readGrouped(
        db(),
        scope,
        'sales_by_item',
        ['item_kind', 'item_id'],
        ['quantity'],
      );
      expect(byItem.length).toBe(itemsByDay.size);
      for (const r of byItem) {
        const want = itemsByDay.get(`${r.key.item_kind}|${r.key.item_id}`)!;
        expect({ sums: r.sums, quantity: r.extra.quantity }).toEqual(want);
      }

      const payments = await readPayments(db(), scope, ['business_date', 'payment_method_id']);
      const paid = new Map<string, number[]>();
      for (const p of payments) {
        const into = paid.get(p.key.payment_method_id!) ?? [0, 0, 0, 0];
        [p.payments_count, p.amount, p.refunded, p.tips].forEach((v, i) => (into[i]! += v));
        paid.set(p.key.payment_method_id!, into);
      }
      const byMethod = await readPayments(db(), scope);
      expect(byMethod.length).toBeGreaterThan(0);
      expect(
        new Map(
          byMethod.map((p) => [
            p.key.payment_method_id!,
            [p.payments_count, p.amount, p.refunded, p.tips],
          ]),
        ),
      ).toEqual(paid);
    }
  });
});

describe('a month read as its row less the days outside the period', () => {
  it('leaves out what sold only on those days, and keeps what sold in the period', async () => {
    const sold = fx().invoice({ created_at: '2026-10-02T13:00:00+04:00' });
    const reply = await demo.admin('POST', '/invoices/batch', { invoices: [sold] });
    expect(reply.json().results[0].status).toBe(201);
    const burgers = async (from: string, to: string) =>
      (await readGrouped(db(), await scopeOf(from, to), 'sales_by_item', ['item_id'], ['quantity']))
        .filter((r) => r.key.item_id === fx().vatProduct)
        .map((r) => r.extra.quantity);
    // October less its first four days: the burger of the 2nd is not in it, not even as a zero.
    expect(splitByMonth([{ ids: [], from: '2026-10-05', to: '2026-10-31' }]).minus).toHaveLength(1);
    expect(await burgers('2026-10-05', '2026-10-31')).toEqual([]);
    expect(await burgers('2026-10-02', '2026-10-31')).toEqual([1000]);
    expect(await burgers('2026-10-01', '2026-10-31')).toEqual([1000]);
  });
});

describe('store performance', () => {
  it('gives each location what it gives that location read alone: figures, comparison, trend', async () => {
    // A day read on the day (compared up to the same minute of the day before), and a month.
    for (const [from, to] of [
      ['2026-11-05', '2026-11-05'],
      ['2026-10-01', '2026-10-31'],
    ] as const) {
      const scope = await systemScope(db(), DEMO_CUSTOMER_ID, 'all', from, to);
      expect(scope.locations.length).toBeGreaterThan(2);
      const all = await storePerformance(db(), scope, NOW.getTime());
      for (const location of scope.locations) {
        const alone = await storePerformance(
          db(),
          { ...scope, locations: [location] },
          NOW.getTime(),
        );
        expect(all.data.find((d) => d.location_id === location.id)).toEqual(alone.data[0]);
        // The trend is each date's net sales, as the full sums of the location's dates give it.
        const one = { ...scope, locations: [location], from: location.from, to: location.to };
        const perDate = await sumsPerDate(db(), one);
        expect(alone.data[0]!.trend).toEqual(
          perDate.map((p) => ({ date: p.date, net_sales: fromMilli(netSalesMilli(p.sums)) })),
        );
      }
      expect(all.data.some((d) => d.compare.transactions > 0)).toBe(true);
    }
  });
});
