import type { Page } from '@playwright/test';
import { exportReport, firstSheetRows } from './support/exports';
import { expect, test } from './support/fixtures';
import { idsByName, postSalesDay } from './support/sales';

/**
 * What the report frame gives every report (issue 11): columns that come from the reply with their
 * totals, a grouping the call reads under a name of its own, a single day for a report of one day,
 * the materials' categories as a filter, tables that fit a phone, and the columns a user chooses
 * (issue 22), kept across a reload and exported as shown. A day of its own at its store, so the
 * figures are this journey's alone.
 */
const day = '2025-03-11';
const store = 'Backhouse Grill Dubai Marina';

const money = (amount: string) => new RegExp(`^AED\\s${amount.replace('.', '\\.')}$`);
const onDay = (path: string, loc: string) =>
  `/dashboard/reporting/${path}?loc=${loc}&period=custom&from=${day}&to=${day}`;

/** How far the table's card scrolls sideways beyond what it shows. */
const overflowOf = (page: Page) =>
  page.getByTestId('report-table').evaluate((box) => box.scrollWidth - box.clientWidth);

test('reports take columns, groupings and days from the frame, and fit a phone', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  // Card took 105.50 and cash 57.75; 52.50 went back by card (see postSalesDay).
  const dubai = await postSalesDay(adminApi, { day, store, tag });
  const [card, cash] = await idsByName(adminApi, '/payment-methods', ['Card', 'Cash']);
  const rows = page.getByTestId('report-row');
  const total = (column: string) =>
    page.getByTestId('report-totals').locator(`td[data-column="${column}"]`);

  // A column per payment method of the reply, headed by its name, with its total.
  await app.open(onDay('daily-sales-cash-flow', dubai));
  await expect(rows).toHaveCount(1);
  const head = page.getByTestId('report-table').locator('thead th');
  await expect(head.filter({ hasText: /^Card$/ })).toHaveCount(1);
  await expect(total(`method_${card}`)).toHaveText(money('105.50'));
  await expect(total(`method_${cash}`)).toHaveText(money('57.75'));
  await expect(total('refunded')).toHaveText(money('52.50'));

  // The trend's call takes the grouping as its interval: a week is named by its Monday.
  await app.open(onDay('sales-trend-analysis', dubai));
  await page.getByTestId('report-group').getByText('Week').click();
  await expect(page).toHaveURL(/group=week/);
  await expect(rows.first().locator('td').first()).toHaveText('Week of Mar 10, 2025');
  await expect(total('net_sales')).toHaveText(money('105.00'));

  // Stock is of one day: yesterday is a click away, and the materials' categories filter it.
  await app.open(`/dashboard/reporting/inventory?loc=${dubai}`);
  await expect(page.getByTestId('stock-at')).toBeVisible();
  await page.getByTestId('report-day').click();
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/period=yesterday/);
  const [coffee] = await idsByName(adminApi, '/materials-categories', ['Coffee & tea']);
  // The filtered read is held back: until it arrives, the unfiltered rows stay in view, busy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const filtered = /\/api\/materials-report\?.*category_id=/;
  await page.route(filtered, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('filter-material_category').click();
  await page.getByRole('option', { name: 'Coffee & tea' }).click();
  await expect(page).toHaveURL(new RegExp(`category_id=${coffee}`));
  const figures = page.getByTestId('report-figures');
  await expect(figures).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(figures).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(filtered);
  await expect
    .poll(async () => new Set(await rows.locator('[data-column="category_id"]').allInnerTexts()))
    .toEqual(new Set(['Coffee & tea']));

  // On a phone, three columns fit; a sale's many scroll, its number staying in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open(onDay('complementary-report', dubai));
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('report-table')).toHaveAttribute('data-layout', 'fit');
  expect(await overflowOf(page)).toBe(0);

  // A sale shows its number and the figures a manager reads first, and fits.
  await app.open(onDay('sale', dubai));
  await expect(rows).toHaveCount(3);
  const table = page.getByTestId('report-table');
  await expect(table.locator('thead th')).toHaveText(['Number', 'Net sales']);
  expect(await overflowOf(page)).toBe(0);

  // A desktop shows more of it, still without scrolling. The column chooser (keyboard first)
  // shows the tips and hides the cashier; the choice holds after a reload, and the file exported
  // holds the columns shown, in their order.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(table.locator('thead th')).toHaveCount(8);
  await expect.poll(() => overflowOf(page)).toBe(0);
  await page.getByTestId('report-columns').focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('group', { name: 'Columns shown' });
  await expect(chooser).toBeVisible();
  await expect(page.getByTestId('report-column-net_sales')).toBeDisabled();
  await page.getByTestId('report-column-tips').press('Space');
  await page.getByTestId('report-column-cashier_id').uncheck();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  const chosen = [
    'Number',
    'Date and time',
    'Gross sales',
    'Discounts',
    'Refunds',
    'Net sales',
    'Tips',
    'Total sales',
  ];
  await expect(table.locator('thead th')).toHaveText(chosen);
  await expect(page.getByTestId('report-columns')).toHaveAttribute('data-saved', 'true');
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(table.locator('thead th')).toHaveText(chosen);
  // The first column stays in view, on the reading side.
  const number = rows.first().locator('[data-column="number"]');
  await expect(number).toHaveCSS('position', 'sticky');

  const xlsx = await exportReport(page, 'xlsx');
  const cells = await firstSheetRows(xlsx);
  expect(cells.find((row) => row[0] === 'Number')).toEqual(chosen);
});
