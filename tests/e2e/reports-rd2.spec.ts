import fs from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import type { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';
import type { OpenApp } from './support/openApp';

/**
 * Issue 11: the order and payment reports (order, summary, balance, payment, advanced payments)
 * open with the demo's sales, show the figures the server computes, in English and in Arabic, and
 * the advanced payment report's export is made on the server and downloaded.
 */

interface Row {
  id: string;
  name: string;
}

/** A week of the demo's history that has ended: the screen and the server read the same dates. */
function pastWeek(): { from: string; to: string; query: string } {
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(9), day(3)];
  return { from, to, query: `period=custom&from=${from}&to=${to}` };
}

async function read<T>(api: ServerApi, path: string): Promise<T> {
  const { status, body } = await api.call<T>('GET', path);
  expect(status, `reading ${path}`).toBe(200);
  return body;
}

/** A count as the page itself writes it in its language. */
const pageCount = (page: Page, lang: string, n: number) =>
  page.evaluate(([l, v]) => new Intl.NumberFormat(String(l)).format(Number(v)), [lang, n]);

/** Posts a pending order with part of it paid, at the admin's location; returns its number. */
async function postUnpaid(api: ServerApi, tag: string): Promise<string> {
  const first = async (path: string) =>
    (await api.call<{ data: Row[] }>('GET', `${path}?limit=1`)).body.data[0]!;
  const product = await first('/products');
  const method = await first('/payment-methods');
  const number = `RD2-${tag}`;
  const { status, body } = await api.call('POST', '/invoices', {
    id: crypto.randomUUID(),
    location_id: api.user.location_id,
    number,
    created_at: new Date(Date.now() - 4 * 86_400_000).toISOString().replace('Z', '+00:00'),
    status: 'pending',
    lines: [
      {
        product_id: product.id,
        name: product.name,
        quantity: 2,
        unit_price: 40,
        discount: 0,
        tax: 4,
        is_complimentary: false,
        modifiers: [],
      },
    ],
    payments: [{ payment_method_id: method.id, amount: 20, tip: 0 }],
  });
  expect(status, `posting ${number}: ${JSON.stringify(body)}`).toBe(201);
  return number;
}

interface Statuses {
  statuses: { status: string; count: number }[];
}
interface Figures {
  figures: { transactions: number };
}
interface PaymentTotals {
  totals: { payments_count: number };
  items: { payment_method_id: string }[];
}

/** Opens each screen and checks the figure the server gives for it, in `lang`. */
async function checkScreens(app: OpenApp, api: ServerApi, lang: 'en' | 'ar', unpaid: string) {
  const { page } = app;
  const week = pastWeek();
  const loc = `loc=${api.user.location_id}`;
  const range = `from=${week.from}&to=${week.to}&${loc}`;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const noKeys = async () => {
    const text = await page.getByTestId('page-container').innerText();
    expect(text).not.toMatch(/\b(columns|charts|reports|advanced|balance|status)\.[a-z_]+/);
  };

  const orders = await read<Statuses>(api, `/orders-report?${range}&limit=1`);
  const completed = orders.statuses.find((s) => s.status === 'completed')!.count;
  await app.open(`/dashboard/reporting/order?${week.query}`);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.getByTestId('status-completed').getByTestId('status-count')).toHaveText(
    await pageCount(page, lang, completed),
  );
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await noKeys();

  const summary = await read<Figures>(api, `/orders-summary?${range}&limit=1`);
  await app.open(`/dashboard/reporting/summary?${week.query}`);
  await expect(page.getByTestId('figure-transactions')).toHaveText(
    await pageCount(page, lang, summary.figures.transactions),
  );
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await noKeys();

  await app.open(`/dashboard/reporting/balance?${week.query}`);
  await expect(page.getByRole('cell', { name: unpaid })).toBeVisible();
  await expect(page.getByTestId('balance-location').first()).toBeVisible();
  await noKeys();

  const payments = await read<PaymentTotals>(api, `/payment-report?${range}&limit=1`);
  await app.open(`/dashboard/reporting/payment?${week.query}`);
  await expect(page.locator('tfoot')).toContainText(
    await pageCount(page, lang, payments.totals.payments_count),
  );
  await noKeys();

  const advanced = await read<{ payments_count: number }>(
    api,
    `/reports-v2/advanced-payments/summary?${range}`,
  );
  await app.open(`/dashboard/reporting/advanced-payment-report?${week.query}`);
  await expect(page.getByTestId('figure-payments_count')).toHaveText(
    await pageCount(page, lang, advanced.payments_count),
  );
  await expect(page.getByTestId('payments-breakdown').locator('tbody tr').first()).toBeVisible();
  await noKeys();
}

test.describe('the order and payment reports', () => {
  test('render the server figures in English; a sort reorders; the server export downloads an .xlsx', async ({
    app,
    adminApi,
  }, testInfo) => {
    const { page } = app;
    const unpaid = await postUnpaid(adminApi, `en-${testInfo.repeatEachIndex}-${Date.now()}`);
    await checkScreens(app, adminApi, 'en', unpaid);

    // Sorting the payments by count: the method the server ranks first is the first row.
    const week = pastWeek();
    const byCount = await read<PaymentTotals>(
      adminApi,
      `/payment-report?from=${week.from}&to=${week.to}&loc=${adminApi.user.location_id}&sort=payments_count&dir=desc&limit=1`,
    );
    const methods = await read<{ data: Row[] }>(adminApi, '/payment-methods?limit=100');
    const top = methods.data.find((m) => m.id === byCount.items[0]!.payment_method_id)!;
    await app.open(`/dashboard/reporting/payment?${week.query}`);
    await page.getByRole('button', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/sort=payments_count/);
    await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText(top.name);

    // The export made on the server: its name from the server, its rows the period's payments.
    await app.open(`/dashboard/reporting/advanced-payment-report?${week.query}`);
    const summary = await read<{ payments_count: number }>(
      adminApi,
      `/reports-v2/advanced-payments/summary?from=${week.from}&to=${week.to}&loc=${adminApi.user.location_id}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('server-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^advanced-payments-.*\.xlsx$/);
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    expect(rows.length).toBeGreaterThan(summary.payments_count);
    await expect(page.getByText(download.suggestedFilename())).toBeVisible();
  });

  test.describe('in Arabic', () => {
    test.use({ appLanguage: 'ar' });
    test('render right to left with the server figures and no untranslated keys', async ({
      app,
      adminApi,
    }, testInfo) => {
      const unpaid = await postUnpaid(adminApi, `ar-${testInfo.repeatEachIndex}-${Date.now()}`);
      await checkScreens(app, adminApi, 'ar', unpaid);
    });
  });
});
