import type { Page } from '@playwright/test';
import type { z } from 'zod';
import type { productReply, salesReportReply, salesSummaryReply } from '../../contract/reports';
import type { ServerApi } from './support/api';
import { goOffline, readKept } from './support/app';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

type SalesReply = z.infer<typeof salesReportReply>;
type SummaryReply = z.infer<typeof salesSummaryReply>;
type ProductReply = z.infer<typeof productReply>;

/** Reads a report straight from the server, as the admin, for the admin's own location. */
async function serverReport<T>(
  api: ServerApi,
  path: string,
  query: Record<string, string | number>,
) {
  const params = new URLSearchParams({ loc: api.user.location_id!, ...query } as Record<
    string,
    string
  >);
  const { status, body } = await api.call<T>('GET', `${path}?${params}`);
  expect(status, `reading ${path}?${params}`).toBe(200);
  return body;
}

/** The admin's location's business today, as the server names it (a read without dates). */
async function today(api: ServerApi): Promise<string> {
  const reply = await serverReport<SalesReply>(api, '/invoices-sales-report/v2', { limit: 1 });
  return reply.period.from;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const count = (n: number) => new Intl.NumberFormat('en').format(n);

/** The invoice numbers of the table's rows, top to bottom. */
const numbersShown = (page: Page) =>
  page.getByTestId('report-row').locator('[data-column="number"]').allInnerTexts();

test('the sales report lists a day’s sales a page at a time, sorted by the server, with the day’s totals', async ({
  app,
  adminApi,
}) => {
  const { page } = app;
  const day = addDays(await today(adminApi), -1);
  const byNumber = await serverReport<SalesReply>(adminApi, '/invoices-sales-report/v2', {
    from: day,
    to: day,
    sort: 'number',
    dir: 'asc',
    limit: 50,
  });
  expect(byNumber.total, 'the demo sold more than a page yesterday').toBeGreaterThan(25);

  // From the reporting home, by the question the report answers.
  await app.open('/dashboard/reporting');
  await expect(page.getByTestId('report-card-sale')).toContainText('Which sales and refunds');
  await page.getByTestId('report-card-sale').click();
  await expect(page).toHaveURL(/\/dashboard\/reporting\/sale/);
  await app.open(`/dashboard/reporting/sale?period=custom&from=${day}&to=${day}`);
  await expect(page.getByTestId('report-row')).toHaveCount(25);
  await expect(page.getByTestId('report-range')).toHaveText(`1–25 of ${count(byNumber.total)}`);
  // The totals are the whole day's, not the page's.
  await expect(page.getByTestId('report-totals').locator('[data-column="net_sales"]')).toHaveText(
    money(byNumber.figures.net_sales),
  );
  await expect(page.getByTestId('figure-transactions')).toHaveText(
    count(byNumber.figures.transactions),
  );

  // A click on a header asks the server for that order; the URL keeps it.
  await page.getByTestId('sort-number').click();
  await expect(page).toHaveURL(/sort=number&dir=asc|dir=asc.*sort=number/);
  await expect
    .poll(() => numbersShown(page))
    .toEqual(byNumber.items.slice(0, 25).map((row) => row.number));
  await page.getByTestId('sort-number').click();
  await expect(page.getByTestId('sort-number')).toHaveAttribute('data-dir', 'desc');

  // The next page holds the next rows in the same order.
  await page.getByTestId('sort-number').click();
  await page.getByTestId('report-pages').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('report-range')).toHaveText(
    `26–${Math.min(50, byNumber.total)} of ${count(byNumber.total)}`,
  );
  await expect
    .poll(() => numbersShown(page))
    .toEqual(byNumber.items.slice(25, 50).map((row) => row.number));

  // A link reopens the same view.
  await page.reload();
  await expect
    .poll(() => numbersShown(page))
    .toEqual(byNumber.items.slice(25, 50).map((row) => row.number));
});

test('the sales summary shows the period against the one before, and grouping by week keeps its totals', async ({
  app,
  adminApi,
}) => {
  const { page } = app;
  const to = await today(adminApi);
  const from = addDays(to, -29);
  const byDay = await serverReport<SummaryReply>(adminApi, '/sales-summary', { from, to });
  const byWeek = await serverReport<SummaryReply>(adminApi, '/sales-summary', {
    from,
    to,
    group: 'week',
  });

  // The same days as the server's reads, named in the URL: a preset would move on if the business
  // day turned between the two (the presets' days: src/components/reports/periods.test.ts).
  await app.open(`/dashboard/reporting/sales-summary?period=custom&from=${from}&to=${to}`);
  await expect(page.getByTestId('figure-net_sales')).toHaveText(money(byDay.figures.net_sales));
  await expect(page.getByTestId('figure-net_sales-change')).toBeVisible();
  await expect(page.getByTestId('report-compare')).toContainText('Changes against');
  await expect(page.getByTestId('report-chart')).toContainText('Net sales over time');
  await expect(page.getByTestId('report-range')).toContainText(`of ${count(byDay.total)}`);
  const netTotal = page.getByTestId('report-totals').locator('[data-column="net_sales"]');
  await expect(netTotal).toHaveText(money(byDay.totals!.net_sales!));

  await page.getByTestId('report-group').getByText('Week').click();
  await expect(page).toHaveURL(/group=week/);
  await expect(page.getByTestId('report-row').first().locator('td').first()).toContainText(
    'Week of',
  );
  await expect(page.getByTestId('report-range')).toContainText(`of ${count(byWeek.total)}`);
  await expect(netTotal).toHaveText(money(byDay.totals!.net_sales!));
});

test('the product report classes the menu and draws it as four quadrants, on a phone too', async ({
  app,
  adminApi,
}) => {
  const { page } = app;
  const to = await today(adminApi);
  const from = addDays(to, -29);
  const products = await serverReport<ProductReply>(adminApi, '/products-sales-report', {
    from,
    to,
    sort: 'net_sales',
    dir: 'desc',
    limit: 1,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open(`/dashboard/reporting/product?period=custom&from=${from}&to=${to}`);
  const best = page.getByTestId('report-row').first();
  await expect(best.locator('[data-column="net_sales"]')).toHaveText(
    money(products.items[0]!.net_sales),
  );
  await expect(page.getByTestId('menu-class').first()).toBeVisible();
  // The table scrolls inside its card; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('report-tab-menu').click();
  await expect(page).toHaveURL(/view=menu/);
  await expect(page.getByTestId('report-chart')).toContainText('Popularity against margin');
  await expect(page.getByTestId('report-chart').locator('[role="img"] svg')).toBeVisible();
  for (const menuClass of ['star', 'plowhorse', 'puzzle', 'dog']) {
    await expect(page.getByTestId(`menu-${menuClass}`)).toBeVisible();
  }
});

test.describe('offline', () => {
  // The offline reload is answered by the service worker.
  test.use({ appServiceWorker: true });

  test('a report opened online reads offline with the time it is from; one never opened says so', async ({
    app,
    network,
    adminApi,
  }) => {
    const { page, context } = app;
    // Days named in the URL: the reload must ask for the same report, even when the location's
    // business day turns while the journey runs (a preset such as the last 7 days would then be
    // another report, one this device never read).
    const to = await today(adminApi);
    await app.open(
      `/dashboard/reporting/sales-summary?period=custom&from=${addDays(to, -6)}&to=${to}`,
    );
    const firstRow = page.getByTestId('report-row').first();
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId('as-of')).toHaveAttribute('data-stale', 'false');
    const rowText = (await firstRow.textContent()) ?? '';
    await expect.poll(() => readKept(page, adminApi.user.id, '/sales-summary')).toBe(true);

    await goOffline(context, network);
    await page.reload();
    await expect(firstRow).toHaveText(rowText);
    await expect(page.getByTestId('as-of')).toHaveAttribute('data-stale', 'true');
    await expect(page.getByTestId('as-of')).toContainText('figures as of');

    // A report this device never read (a day of its own, 2001 and on): it says there is no
    // connection instead of spinning.
    const never = new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await app.open(`/dashboard/reporting/product?period=custom&from=${never}&to=${never}`, {
      pull: false,
    });
    await expect(page.getByTestId('read-failed').first()).toContainText('No connection');
    await expect(page.getByTestId('report-row')).toHaveCount(0);
  });
});

/** The reporting home and the three reports, as a sweep opens them one after another. */
const screens = [
  '/dashboard/reporting',
  '/dashboard/reporting/sale?period=yesterday',
  '/dashboard/reporting/sales-summary?period=last_30_days&group=week',
  '/dashboard/reporting/product?period=last_30_days',
];

test('the reports render in English without overflowing text on a desktop, a tablet and a phone', async ({
  app,
}) => {
  await sweepScreens(app, screens);
});

test.describe('in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });

  test('the reports render right to left, translated, on a desktop, a tablet and a phone', async ({
    app,
  }) => {
    const { page } = app;
    await sweepScreens(app, screens);
    await expect(page.getByTestId('report-row').first()).toBeVisible();
  });
});
