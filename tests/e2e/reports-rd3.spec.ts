import fs from 'node:fs';
import type { z } from 'zod';
import type { categoryReply, stockValueReply, usageReply } from '../../contract/reports';
import type { ServerApi } from './support/api';
import { exportReport, firstSheetRows } from './support/exports';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

/**
 * The stock value, food cost and category screens of brief RD3 (issue 11), against what the server
 * answers for the demo's stock and sales: the screen must show the server's figures, named.
 */
type StockReply = z.infer<typeof stockValueReply>;
type UsageReply = z.infer<typeof usageReply>;
type CategoryReply = z.infer<typeof categoryReply>;

async function serverReport<T>(api: ServerApi, path: string, query: Record<string, string>) {
  const params = new URLSearchParams({ loc: api.user.location_id!, ...query });
  const { status, body } = await api.call<T>('GET', `${path}?${params}`);
  expect(status, `reading ${path}?${params}`).toBe(200);
  return body;
}

async function materialNames(api: ServerApi): Promise<Map<string, string>> {
  const reply = await api.call<{ data: { id: string; name: string }[] }>(
    'GET',
    '/materials?limit=1000',
  );
  expect(reply.status).toBe(200);
  return new Map(reply.body.data.map((row) => [row.id, row.name]));
}

const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

test.describe('the stock and food cost screens', () => {
  test('stock value shows the server figures by material and category, sorts, and exports', async ({
    app,
    adminApi,
  }) => {
    const { page } = app;
    const loc = adminApi.user.location_id!;
    const stock = await serverReport<StockReply>(adminApi, '/materials-report', {
      view: 'stock',
      limit: '5000',
      sort: 'quantity',
      dir: 'desc',
    });
    expect(stock.items.length).toBeGreaterThan(1);
    const names = await materialNames(adminApi);
    const total = stock.totals!.value!;
    const rows = page.getByTestId('report-row');

    await app.open(`/dashboard/reporting/inventory?loc=${loc}`);
    await expect(page.getByTestId('stock-at')).toContainText(money(total));
    await expect(page.getByTestId('report-totals').locator('td[data-column="value"]')).toHaveText(
      money(total),
    );
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await page.getByTestId('sort-quantity').click();
    await expect(page).toHaveURL(/[?&]sort=quantity/);
    const top = stock.items[0]!;
    await expect(rows.first().locator('[data-column="material_id"]')).toHaveText(
      names.get(top.material_id)!,
    );
    await expect(rows.first().locator('[data-column="value"]')).toHaveText(money(top.value));

    const xlsx = await exportReport(page, 'xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/^stock-value-report-.*\.xlsx$/);
    const cells = await firstSheetRows(xlsx);
    const line = cells.find((row) => row[0] === names.get(top.material_id));
    expect(line?.slice(-3)).toEqual([top.quantity, top.unit_cost, top.value]);

    const pdf = await exportReport(page, 'pdf');
    expect(pdf.suggestedFilename()).toMatch(/^stock-value-report-.*\.pdf$/);
    const bytes = fs.readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(0);
  });

  test('food cost shows actual against theoretical per category, and reads between counts on demand', async ({
    app,
    adminApi,
  }) => {
    const { page } = app;
    const loc = adminApi.user.location_id!;
    const usage = await serverReport<UsageReply>(adminApi, '/materials-report', {
      view: 'usage',
      limit: '1',
    });
    const { from, to } = usage.period;
    await app.open(`/dashboard/reporting/material?loc=${loc}&period=custom&from=${from}&to=${to}`);
    await expect(page.getByTestId('figure-net_sales')).toHaveText(money(usage.net_sales));
    await expect(page.getByTestId('figure-actual_cost')).toHaveText(
      money(usage.totals!.actual_cost!),
    );
    await expect(page.getByTestId('food-cost-category')).toHaveCount(usage.by_category.length);
    await expect(page.getByTestId('report-row').first()).toBeVisible();

    await page.getByTestId('food-cost-basis').getByText('Two approved counts').click();
    await expect(page).toHaveURL(/[?&]basis=counts/);
    await expect(
      page.getByTestId('food-cost-counts').or(page.getByTestId('food-cost-no-counts')).first(),
    ).toBeVisible();
  });

  test('category sales show each category and its share of net sales', async ({
    app,
    adminApi,
  }) => {
    const { page } = app;
    const loc = adminApi.user.location_id!;
    const categories = await serverReport<CategoryReply>(adminApi, '/categoryReports', {
      limit: '1',
    });
    const { from, to } = categories.period;
    const week = await serverReport<CategoryReply>(adminApi, '/categoryReports', {
      from: addDays(from, -6),
      to,
      limit: '1',
    });
    await app.open(
      `/dashboard/reporting/category?loc=${loc}&period=custom&from=${addDays(from, -6)}&to=${to}`,
    );
    await expect(
      page.getByTestId('report-totals').locator('td[data-column="net_sales"]'),
    ).toHaveText(money(week.totals!.net_sales!));
    await expect(page.getByTestId('report-row')).toHaveCount(Math.min(week.total, 25));
    await page.getByTestId('sort-quantity').click();
    await expect(page).toHaveURL(/[?&]sort=quantity/);
  });
});

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const screens = [
  '/dashboard/reporting/category',
  '/dashboard/reporting/inventory',
  '/dashboard/reporting/material',
] as const;

for (const language of ['en', 'ar'] as const) {
  test.describe(`the stock and category screens in ${language}`, () => {
    test.use({ appLanguage: language });
    test(`${screens.join(', ')} render translated, without overflowing text`, async ({ app }) => {
      const { page } = app;
      await sweepScreens(app, screens);
      await expect(page.getByTestId('report-row').first()).toBeVisible();
    });
  });
}
