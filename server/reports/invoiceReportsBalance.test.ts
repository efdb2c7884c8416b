import type { InvoiceBody } from '@contract/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { getter } from './invoiceReportsTesting';
import { leastOwed } from './invoiceReportsBalance';

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);
const get = getter(admin);

/** A day of its own, far from the demo's sales. */
const DAY = '2024-02-14';
const range = `from=${DAY}&to=${DAY}`;

describe('what a sale must owe to be outstanding', () => {
  it('is half the smallest unit of the money, as roundMoney rounds', () => {
    expect([0, 1, 2, 3].map(leastOwed)).toEqual([500, 50, 5, 1]);
  });
});

describe('the balance report', () => {
  beforeAll(async () => {
    const { dubai, soho, abuDhabi } = fx();
    // Dubai writes cents (the demo's 2 decimals); Soho three decimals, Abu Dhabi none.
    for (const [loc, decimals] of [
      [soho, '3'],
      [abuDhabi, '0'],
    ] as const) {
      const set = await admin('POST', `/config?loc=${loc}`, {
        name: 'decimal_points',
        value: decimals,
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    /** A completed sale of 10 with `tax`, paid `paid`: a till's rounding leaves it short. */
    const sale = (number: string, location_id: string, tax: number, paid: number): InvoiceBody => {
      const base = fx().invoice({ number, location_id, created_at: `${DAY}T12:00:00Z` });
      return {
        ...base,
        lines: base.lines.map((line) => ({ ...line, tax })),
        payments: base.payments.map((payment) => ({ ...payment, amount: paid })),
      };
    };
    const invoices = [
      sale('D-0.004', dubai, 0.504, 10.5),
      sale('D-0.005', dubai, 0.505, 10.5),
      sale('D-0.01', dubai, 0.5, 10.49),
      sale('S-0.001', soho, 0.501, 10.5),
      sale('S-0', soho, 0.5, 10.5),
      sale('A-0.4', abuDhabi, 0.4, 10),
      sale('A-0.5', abuDhabi, 0.5, 10),
    ];
    const batch = await admin('POST', '/invoices/batch', { invoices });
    for (const result of batch.json().results) expect(result.status, batch.body).toBe(201);
  });

  it('leaves out sales short by less than half the location’s smallest unit', async () => {
    const report = await get(`/balance-report?${range}&loc=all&sort=number&dir=asc`);
    expect(report.items.map((r: { number: string }) => r.number)).toEqual([
      'A-0.5',
      'D-0.005',
      'D-0.01',
      'S-0.001',
    ]);
    expect(report.total).toBe(4);
    expect(report.totals).toEqual({ total: 42.006, paid: 41.49, balance: 0.516 });
  });

  it('holds one location to its own decimals, and each location’s total to the same sales', async () => {
    const { dubai, soho, abuDhabi } = fx();
    const one = await get(`/balance-report?${range}&loc=${dubai}`);
    expect(one.items.map((r: { number: string }) => r.number).sort()).toEqual([
      'D-0.005',
      'D-0.01',
    ]);
    expect(one.totals.balance).toBe(0.015);
    const perLocation = await get(`/total-balance?${range}&loc=all`);
    const owed = Object.fromEntries(
      perLocation.items.map((r: { location_id: string; invoices: number; balance: number }) => [
        r.location_id,
        [r.invoices, r.balance],
      ]),
    );
    expect(owed).toMatchObject({ [dubai]: [2, 0.015], [soho]: [1, 0.001], [abuDhabi]: [1, 0.5] });
    expect(perLocation.totals).toMatchObject({ invoices: 4, balance: 0.516 });
  });
});
