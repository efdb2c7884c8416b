import { describe, expect, it, beforeAll } from 'vitest';
import { demoServer } from '../../testing/harness';
import { salesFixture } from '../testing';

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);

/** A day the demo business has no sales on, at the Dubai grill (UTC+4). */
const day = '2025-03-10';
const query = () => `from=${day}&to=${day}&loc=${fx().dubai}`;

beforeAll(async () => {
  // Two sales in the evening: 10 and 20, tax excluded.
  const evening = fx().invoice({ created_at: `${day}T21:10:00+04:00` });
  const later = fx().invoice({
    created_at: `${day}T21:40:00+04:00`,
    lines: [{ ...evening.lines[0]!, quantity: 2, tax: 1 }],
    payments: [{ payment_method_id: fx().card, amount: 21, tip: 0 }],
  });
  for (const invoice of [evening, later]) {
    expect((await admin('POST', '/invoices', invoice)).statusCode).toBe(201);
  }
  // After closing, the second sale is paid back in full: hour 23 has a refund and no sales.
  const refund = fx().invoice({
    created_at: `${day}T23:30:00+04:00`,
    refund_of: later.id,
    lines: later.lines,
    payments: later.payments,
  });
  expect((await admin('POST', '/invoices', refund)).statusCode).toBe(201);
});

const get = async (path: string) => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};

interface Bucket {
  hour: number | null;
  block: string | null;
  net_sales: number;
  refunds: number;
  transactions: number;
}

describe('sales by time', () => {
  it('names the refunds of each hour, so an hour after closing explains its net below zero', async () => {
    const hours = (await get(`/reports-v2/sales/sales-by-time?${query()}&by=hour`))
      .data as Bucket[];
    expect(hours).toHaveLength(24);
    expect(hours[21]).toMatchObject({ net_sales: 30, refunds: 0, transactions: 2 });
    // The refund counts in the hour it was made, not in the hour of the sale it paid back.
    expect(hours[23]).toMatchObject({ net_sales: -20, refunds: 20, transactions: 0 });
    expect(hours.filter((h) => h.hour !== 21 && h.hour !== 23).every((h) => h.refunds === 0)).toBe(
      true,
    );

    // One definition: the hours' refunds add up to the period's, as the summary reads them.
    const summary = await get(`/reports-v2/sales/summary-metrics?${query()}`);
    expect(summary).toMatchObject({ refunds: 20, net_sales: 10 });
    expect(hours.reduce((sum, h) => sum + h.refunds, 0)).toBe(summary.refunds);

    // The till's chart of hours is the same read.
    expect((await get(`/sales-hours-chart?${query()}`)).data).toEqual(hours);
  });

  it('a time block carries the refunds of its hours', async () => {
    const blocks = (await get(`/reports-v2/sales/sales-by-time?${query()}&by=block`))
      .data as Bucket[];
    expect(blocks.map((b) => [b.block, b.net_sales, b.refunds])).toEqual([
      ['morning', 0, 0],
      ['afternoon', 0, 0],
      ['evening', 30, 0],
      ['night', -20, 20],
    ]);
  });
});
