import fs from 'node:fs';
import { exportReport, firstSheetRows } from './support/exports';
import { expect, test } from './support/fixtures';
import { postSalesDay } from './support/sales';
import { sweepScreens } from './support/screens';

/**
 * The sales report screens of brief RD1 (issue 11): the sales trend, the daily cash flow, the
 * cashiers, the discounts and what was given free. A day long before the demo's 90 days of sales, so
 * the figures on screen are only this journey's.
 */
// Its own day: sales-screens.spec.ts sells on 2025-06-10 at the same store; figures would add up.
const day = '2025-04-08';
const store = 'Backhouse Grill Dubai Marina';

const money = (amount: string) => new RegExp(`AED\\s${amount.replace('.', '\\.')}`);
const onDay = (path: string, loc: string) =>
  `/dashboard/reporting/${path}?loc=${loc}&period=custom&from=${day}&to=${day}`;

test.describe('the sales report screens', () => {
  test("each shows the day's figures, sorts, and the free items export to .xlsx and PDF", async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    // Net sales 105, collected 163.25, refunded 52.50 (net cash flow 110.75), fries 23.50 free.
    const dubai = await postSalesDay(adminApi, { day, store, tag });
    const totals = page.getByTestId('report-totals');
    const total = (column: string) => totals.locator(`td[data-column="${column}"]`);
    const rows = page.getByTestId('report-row');

    await app.open(onDay('sales-trend-analysis', dubai));
    await expect(rows).toHaveCount(1);
    await expect(total('net_sales')).toHaveText(money('105.00'));
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await expect(page.getByTestId('trend-week')).toBeVisible();
    await expect(page.getByTestId('trend-month-row').first()).toBeVisible();

    await app.open(onDay('daily-sales-cash-flow', dubai));
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('report-table').locator('thead')).toContainText('Card');
    await expect(page.getByTestId('report-table').locator('thead')).toContainText('Cash');
    await expect(total('collected')).toHaveText(money('163.25'));
    await expect(total('refunded')).toHaveText(money('52.50'));
    await expect(total('net_cash_flow')).toHaveText(money('110.75'));
    await expect(page.getByTestId('cash-flow-net_cash_flow')).toHaveText(money('110.75'));

    await app.open(onDay('user', dubai));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('admin');
    await expect(total('net_sales')).toHaveText(money('105.00'));
    await expect(total('refund_count')).toHaveText('1');

    await app.open(onDay('discount', dubai));
    await expect(rows).toHaveCount(2);
    // Most discounted first; sorted by gross sales low to high, the free fries lead.
    await expect(rows.first()).toContainText('Classic beef burger');
    await page.getByTestId('sort-gross_sales').click();
    await page.getByTestId('sort-gross_sales').click();
    await expect(page).toHaveURL(/[?&]dir=asc/);
    await expect(rows.first()).toContainText('French fries');

    await app.open(onDay('complementary-report', dubai));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('French fries');
    await expect(total('value')).toHaveText(money('23.50'));
    await expect(page.getByTestId('complimentary-cashier')).toContainText('admin');

    const xlsx = await exportReport(page, 'xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/^complimentary-report-.*\.xlsx$/);
    const cells = await firstSheetRows(xlsx);
    const fries = cells.find((row) => row.includes('French fries'));
    expect(fries).toEqual(['French fries', 1, 23.5]);

    const pdf = await exportReport(page, 'pdf');
    expect(pdf.suggestedFilename()).toMatch(/^complimentary-report-.*\.pdf$/);
    const bytes = fs.readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(0);
  });
});

/** The five screens with the demo's sales, in two halves two workers can share. */
const screens = [
  [
    '/dashboard/reporting/sales-trend-analysis',
    '/dashboard/reporting/daily-sales-cash-flow',
    '/dashboard/reporting/user',
  ],
  ['/dashboard/reporting/discount', '/dashboard/reporting/complementary-report'],
] as const;

for (const language of ['en', 'ar'] as const) {
  test.describe(`the sales report screens in ${language}`, () => {
    test.use({ appLanguage: language });
    test.describe.configure({ mode: 'parallel' });
    for (const paths of screens) {
      test(`${paths.join(', ')} render with the demo's sales, translated, without overflowing text`, async ({
        app,
      }) => {
        const { page } = app;
        await sweepScreens(app, paths);
        await expect(page.getByTestId('report-row').first()).toBeVisible();
      });
    }
  });
}
