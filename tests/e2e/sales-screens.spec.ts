import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { demoStaff } from './support/api';
import { expect, test } from './support/fixtures';
import { postSalesDay } from './support/sales';

/**
 * A day long before the demo's 90 days of sales, so the figures on screen are only this journey's.
 * (A journey that fails starts again in a new worker, from a fresh copy of the database.)
 */
const day = '2025-06-10';
const store = 'Backhouse Grill Dubai Marina';

const money = (amount: string) => new RegExp(`^AED\\s${amount.replace('.', '\\.')}$`);

test.describe('the sales screens', () => {
  test('sales items show what the tills sold on a day, modifiers apart, sort, and export the same figures to .xlsx', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    // Burger: 3 sold, 1 back, 105 net. Cheddar: 2, 10 net. Fries: 1, 23.50 given free, 0 net.
    // In all 198.50 - 10 - 23.50 - 50 = 115 net.
    const dubai = await postSalesDay(adminApi, { day, store, tag, cheddar: true });
    await app.open(`/dashboard/sales/items?loc=${dubai}&period=custom&from=${day}&to=${day}`);

    await expect(page.getByTestId('sales-showing')).toContainText('Jun 10, 2025');
    const table = page.getByTestId('items-table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const row = (name: string) => rows.filter({ hasText: name });
    const cell = (name: string, column: string) => row(name).locator(`td[data-column="${column}"]`);

    await expect(cell('Classic beef burger', 'quantity')).toHaveText('3');
    await expect(cell('Classic beef burger', 'refunded_quantity')).toHaveText('1');
    await expect(cell('Classic beef burger', 'net_sales')).toHaveText(money('105.00'));
    await expect(row('Cheddar')).toHaveAttribute('data-kind', 'modifier');
    await expect(cell('Cheddar', 'name')).toContainText('Modifier');
    await expect(cell('Cheddar', 'quantity')).toHaveText('2');
    await expect(cell('Cheddar', 'net_sales')).toHaveText(money('10.00'));
    await expect(cell('French fries', 'complimentary')).toHaveText(money('23.50'));
    await expect(cell('French fries', 'net_sales')).toHaveText(money('0.00'));
    const totals = page.getByTestId('totals-row');
    await expect(totals.locator('td[data-column="net_sales"]')).toHaveText(money('115.00'));
    await expect(totals.locator('td[data-column="quantity"]')).toHaveText('4');
    await expect(page.getByTestId('figure-net_sales')).toContainText(/AED\s115\.00/);

    // Net sales low to high after two clicks, and the choice is in the URL.
    await page.getByTestId('sort-net_sales').click();
    await expect(rows.first()).toContainText('Classic beef burger');
    await page.getByTestId('sort-net_sales').click();
    await expect(rows.first()).toContainText('French fries');
    await expect(page).toHaveURL(/[?&]sort=net_sales/);
    await expect(page).toHaveURL(/[?&]dir=asc/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sales-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^sales-items-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.xlsx$/,
    );
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    // The rows in the order shown, then the totals: items sold are products (1 + 3), a modifier
    // is not an item of its own; its money counts.
    expect(sheet.map((r) => [r.Item, r.Kind, r.Sold, r['Net sales (AED)']])).toEqual([
      ['French fries', 'Product', 1, 0],
      ['Cheddar', 'Modifier', 2, 10],
      ['Classic beef burger', 'Product', 3, 105],
      ['Grand total', undefined, 4, 115],
    ]);
    expect(sheet[2]).toMatchObject({ Refunded: 1, 'Gross sales (AED)': 165, 'Refunds (AED)': 50 });
  });

  test.describe('for a user without sales.read', () => {
    test.use({ appUser: demoStaff });

    test('they are not in the menu, and opening one says why there is nothing to see', async ({
      app,
    }) => {
      const { page } = app;
      await app.open('/dashboard/sales/payment-account');
      await expect(page.getByTestId('sales-no-access')).toBeVisible();
      await expect(page.getByTestId('page-title')).toHaveText('Payment account');
      await expect(page.getByTestId('nav-/dashboard/products/products')).toBeVisible();
      await expect(page.locator('[data-testid^="nav-/dashboard/sales"]')).toHaveCount(0);
    });
  });
});
