import fs from 'node:fs';
import * as XLSX from 'xlsx';
import type { InvoiceBody, InvoiceRow } from '../../contract/sales';
import type { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

interface Row {
  id: string;
  name: string;
  price?: number;
}

/** The demo's own places, products and payment methods, as a till would reference them. */
async function demoRefs(api: ServerApi) {
  const list = async (path: string) => {
    const { status, body } = await api.call<{ data: Row[] }>('GET', `${path}?limit=50`);
    expect(status, path).toBe(200);
    return body.data;
  };
  const [product, other] = await list('/products');
  const [modifier] = await list('/modifierItems');
  const [method] = await list('/payment-methods');
  return {
    location: api.user.location_id!,
    product: product!,
    other: other!,
    modifier: modifier!,
    method: method!,
  };
}

/**
 * A sale of two of one product with an extra each and a discount, plus a complimentary second
 * product, paid with a tip, carrying the raw order a till would send.
 */
function saleBody(refs: Awaited<ReturnType<typeof demoRefs>>, number: string, tag: string) {
  const body: InvoiceBody = {
    id: crypto.randomUUID(),
    location_id: refs.location,
    number,
    created_at: new Date().toISOString(),
    status: 'completed',
    guests: 2,
    payload: { source: 'e2e till', tag, note: `Table by the window (${tag})` },
    lines: [
      {
        product_id: refs.product.id,
        name: refs.product.name,
        quantity: 2,
        unit_price: 10,
        discount: 1,
        tax: 1.2,
        is_complimentary: false,
        modifiers: [
          {
            modifier_item_id: refs.modifier.id,
            name: refs.modifier.name,
            quantity: 1,
            unit_price: 3.5,
          },
        ],
      },
      {
        product_id: refs.other.id,
        name: refs.other.name,
        quantity: 1,
        unit_price: 5,
        discount: 0,
        tax: 0,
        is_complimentary: true,
        modifiers: [],
      },
    ],
    // 2 x (10 + 3.50) - 1.00 + 1.20 = 27.20; the complimentary line is free.
    payments: [{ payment_method_id: refs.method.id, amount: 27.2, tip: 2 }],
  };
  return body;
}

async function post(api: ServerApi, body: InvoiceBody): Promise<InvoiceRow> {
  const reply = await api.call<InvoiceRow>('POST', '/invoices', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

test.describe('invoices', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a sale from a till is found by its number, opened, and its payload shown, hidden, copied and previewed; its refund links both ways', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const refs = await demoRefs(adminApi);
    const sale = saleBody(refs, `S-${tag}`, tag);
    await post(adminApi, sale);
    const refund = await post(adminApi, {
      ...sale,
      id: crypto.randomUUID(),
      number: `R-${tag}`,
      refund_of: sale.id,
      payload: undefined,
      lines: [{ ...sale.lines[0]!, quantity: 1, discount: 0.5, tax: 0.6 }],
      // 1 x (10 + 3.50) - 0.50 + 0.60 = 13.60 paid back.
      payments: [{ payment_method_id: refs.method.id, amount: 13.6, tip: 0 }],
    });
    const footer = await adminApi.call<{ value: string }>(
      'GET',
      `/config/receipt_footer_text?loc=${refs.location}`,
    );

    await app.open('/dashboard/invoice-summary');
    await page.getByTestId('invoice-search').fill(`S-${tag}`);
    const row = page.getByTestId('invoice-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-number', `S-${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]search=[^&]*S-${tag}`));

    // The search lives in the URL: a reload shows the same list, and the export takes what it finds.
    await page.reload();
    await expect(page.getByTestId('invoice-search')).toHaveValue(`S-${tag}`);
    await expect(row).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}T[\d-]+\.\d+Z\.xlsx$/);
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    expect(sheet.map((r) => r.Number)).toEqual([`S-${tag}`]);

    await row.getByRole('link', { name: `S-${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]invoice=${sale.id}`));
    const detail = page.getByTestId('invoice-detail');
    await expect(detail).toHaveAttribute('data-invoice', sale.id);
    await expect(page.getByTestId('invoice-line')).toHaveCount(2);
    await expect(page.getByTestId('invoice-modifier')).toContainText(refs.modifier.name);
    await expect(page.locator('[data-testid="invoice-line"][data-complimentary]')).toContainText(
      refs.other.name,
    );
    await expect(page.getByTestId('total-due')).toContainText('27.20');
    await expect(page.getByTestId('invoice-payment')).toContainText('2.00');

    // The raw order: hidden until asked for, shown, hidden again.
    await expect(page.getByTestId('payload-text')).toHaveCount(0);
    await page.getByTestId('payload-show').click();
    const payloadText = page.getByTestId('payload-text');
    await expect(payloadText).toContainText(`"tag": "${tag}"`);
    await page.getByTestId('payload-hide').click();
    await expect(payloadText).toHaveCount(0);

    await page.getByTestId('payload-copy').click();
    await expect(page.getByTestId('payload-copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(sale.payload);

    await page.getByTestId('payload-preview').click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByTestId('receipt-number')).toContainText(`S-${tag}`);
    await expect(receipt.getByTestId('receipt-item')).toHaveCount(2);
    await expect(receipt.getByTestId('receipt-modifier')).toContainText(
      `2 × ${refs.modifier.name}`,
    );
    await expect(receipt.getByTestId('receipt-total')).toContainText('27.20');
    await expect(receipt.getByTestId('receipt-footer')).toHaveText(footer.body.value);
    await expect(page.getByTestId('receipt-print')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(receipt).toHaveCount(0);

    // The sale lists its refund; the refund links back to the sale.
    await page.getByTestId('refunded-by').getByTestId('refunded-by-link').click();
    await expect(detail).toHaveAttribute('data-invoice', refund.id);
    await expect(page.getByTestId('page-title')).toContainText(`R-${tag}`);
    await page.getByTestId('refund-of-link').click();
    await expect(detail).toHaveAttribute('data-invoice', sale.id);
    await expect(page).toHaveURL(new RegExp(`[?&]invoice=${sale.id}`));
  });

  test.describe('in Arabic', () => {
    test.use({ appLanguage: 'ar' });

    test('the list and an invoice render right to left, translated, without overflowing text on a desktop, a tablet and a phone', async ({
      app,
      adminApi,
      tag,
    }) => {
      const sale = saleBody(await demoRefs(adminApi), `A-${tag}`, tag);
      await post(adminApi, sale);
      await sweepScreens(app, [
        '/dashboard/invoice-summary',
        `/dashboard/invoice-summary?invoice=${sale.id}`,
      ]);
    });
  });
});
