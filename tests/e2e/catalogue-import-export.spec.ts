import fs from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectPending, goOffline } from './support/app';
import { createRow, serverRowsTagged } from './support/catalogue';
import { expect, test } from './support/fixtures';
import type { OpenApp } from './support/openApp';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openProducts(app: OpenApp, search: string): Promise<void> {
  const page = await app.open('/dashboard/products/products');
  await expect(page.getByTestId('entity-search')).toBeVisible();
  await page.getByTestId('entity-search').fill(search);
}

/** Opens the import dialog and hands it a file through its file chooser. */
async function importFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-choose')).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('import-choose').click(),
  ]);
  await chooser.setFiles(file);
  await expect(page.getByTestId('import-preview')).toBeVisible({ timeout: 40_000 });
}

test.describe('catalogue import and export', () => {
  test('an .xlsx of products with two bad rows shows each error on its row and writes only the good rows', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    // The device is up to date (it shows a product made before it opened) when another device makes
    // the category the sheet names: only the import itself can bring it here in time.
    await createRow(adminApi, 'products', { name: `${tag} Already here`, price: 1 });
    await openProducts(app, tag);
    await expect(page.getByTestId('entity-row')).toHaveCount(1);
    const category = await createRow(adminApi, 'categories', { name: `${tag} Hot drinks` });
    const sheet = XLSX.utils.aoa_to_sheet([
      ['name', 'sku', 'price', 'category_id'],
      [`${tag} Good espresso`, `${tag}-E`, 2.5, category.name],
      [`${tag} Bad price`, `${tag}-B1`, 'lots', ''],
      [`${tag} Good tea`, `${tag}-T`, 1.8, ''],
      [`${tag} Bad category`, `${tag}-B2`, 3, `${tag} Nowhere`],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Products');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await importFile(page, { name: 'products.xlsx', mimeType: XLSX_TYPE, buffer });

    const preview = page.getByTestId('import-preview');
    await expect(page.getByTestId('import-has-errors')).toBeVisible();
    // Rows with errors come first, each with its line in the file and what is wrong with it.
    const errorRows = preview.locator('tbody tr[data-status="error"]');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0)).toContainText(`${tag} Bad price`);
    await expect(errorRows.nth(0).locator('td').first()).toHaveText('3');
    await expect(errorRows.nth(0)).toContainText('lots');
    await expect(errorRows.nth(1)).toContainText(`${tag} Bad category`);
    await expect(errorRows.nth(1).locator('td').first()).toHaveText('5');
    await expect(errorRows.nth(1)).toContainText(`${tag} Nowhere`);
    // The chip's test id sits on its hidden radio; the user clicks its label.
    await page
      .getByTestId('import-filter-create')
      .locator('xpath=following-sibling::label')
      .click();
    const createRows = preview.locator('tbody tr[data-status="create"]');
    await expect(createRows).toHaveCount(2);
    await expect(preview.locator('tbody tr[data-status="error"]')).toHaveCount(0);

    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-preview')).toBeHidden();
    await expect(page.getByTestId('entity-row')).toHaveCount(3);
    // The good rows travel as one queued import call.
    await expectPending(page, 0, 30_000);

    const stored = await serverRowsTagged(adminApi, 'products', tag);
    expect(stored.map((row) => row.name).sort()).toEqual([
      `${tag} Already here`,
      `${tag} Good espresso`,
      `${tag} Good tea`,
    ]);
    expect(stored.find((row) => row.name === `${tag} Good espresso`)).toMatchObject({
      sku: `${tag}-E`,
      price: 2.5,
      category_id: category.id,
      deleted_at: null,
    });
    expect(stored.find((row) => row.name === `${tag} Good tea`)).toMatchObject({
      price: 1.8,
      category_id: null,
    });
  });

  test('exported products import back unchanged: nothing to create or update, nothing written', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const category = await createRow(adminApi, 'categories', { name: `${tag} Bakery` });
    const modifiers = await adminApi.call<{ data: { id: string }[] }>('GET', '/modifiers?limit=1');
    const channels = await adminApi.call<{ data: { id: string }[] }>('GET', '/channels?limit=1');
    const modifierId = modifiers.body.data[0]?.id;
    const channelId = channels.body.data[0]?.id;
    await createRow(adminApi, 'products', {
      name: `${tag} Croissant`,
      name_localized: { ar: 'كرواسون', de: 'Croissant' },
      sku: `${tag}-CR`,
      plu: `${tag}-1`,
      price: 2.2,
      cost: 0.6,
      category_id: category.id,
      description: 'Butter, "flaky", 12% fat',
      ...(channelId ? { channel_prices: [{ channel_id: channelId, price: 2.6 }] } : {}),
      ...(modifierId
        ? {
            modifiers: [
              {
                modifier_id: modifierId,
                min_select: 0,
                max_select: 2,
                free_count: 1,
                default_item_ids: [],
              },
            ],
          }
        : {}),
    });
    await createRow(adminApi, 'products', {
      name: `${tag} Baguette`,
      sku: `${tag}-BG`,
      price: 1.5,
      is_active: false,
      calories: 250,
    });
    await createRow(adminApi, 'products', { name: `${tag} Plain roll`, price: 0.4 });
    const before = await serverRowsTagged(adminApi, 'products', tag);
    expect(before).toHaveLength(3);
    await openProducts(app, tag);
    await expect(page.getByTestId('entity-row')).toHaveCount(3);

    await page.getByTestId('export-open').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-matching').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-.*\.xlsx$/);
    const buffer = fs.readFileSync((await download.path())!);
    const book = XLSX.read(buffer, { type: 'buffer' });
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    expect(exported.map((row) => row.name).sort()).toEqual(before.map((row) => row.name).sort());

    await importFile(page, {
      name: download.suggestedFilename(),
      mimeType: XLSX_TYPE,
      buffer,
    });
    const preview = page.getByTestId('import-preview');
    await expect(preview.locator('tbody tr[data-status="unchanged"]')).toHaveCount(3);
    for (const status of ['create', 'update', 'error'])
      await expect(preview.locator(`tbody tr[data-status="${status}"]`)).toHaveCount(0);
    await expect(page.getByTestId('import-has-errors')).toHaveCount(0);
    // Nothing to write: the import cannot even be confirmed.
    await expect(page.getByTestId('import-confirm')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await expectPending(page, 0);
    const after = await serverRowsTagged(adminApi, 'products', tag);
    expect(after).toEqual(before);
  });
});

test.describe('an import made offline', () => {
  // The offline reload is answered by the service worker.
  test.use({ appServiceWorker: true });

  test('shows at once, survives an offline reload, and lands exactly once though its reply is lost', async ({
    app,
    network,
    adminApi,
    tag,
  }) => {
    const { page, context } = app;
    const existing = await createRow(adminApi, 'products', {
      name: `${tag} Scone`,
      sku: `${tag}-SC`,
      price: 2,
    });
    const csv = [
      'name,sku,price',
      `${tag} Muffin,${tag}-MU,2.4`,
      `${tag} Brownie,${tag}-BR,2.9`,
      `${tag} Scone,${tag}-SC,2.25`,
    ].join('\n');
    await openProducts(app, tag);
    await expect(page.getByTestId('entity-row')).toHaveCount(1);
    await expectPending(page, 0);

    await goOffline(context, network);
    await importFile(page, { name: 'bakery.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByTestId('import-preview');
    await expect(preview.locator('tbody tr[data-status="create"]')).toHaveCount(2);
    await expect(preview.locator('tbody tr[data-status="update"]')).toHaveCount(1);
    await page.getByTestId('import-confirm').click();
    await expect(preview).toBeHidden();
    // Three rows, one queued call.
    await expect(page.getByTestId('entity-row')).toHaveCount(3);
    await expectPending(page, 1);

    await page.reload();
    await expect(page.getByTestId('entity-search')).toBeVisible();
    await page.getByTestId('entity-search').fill(tag);
    await expect(page.getByTestId('entity-row')).toHaveCount(3);
    await expectPending(page, 1);
    expect(await serverRowsTagged(adminApi, 'products', tag)).toHaveLength(1);

    // Back online, but the first reply of the import is lost on the way back: it is sent again with
    // the same key, and the server writes it once.
    let cut = false;
    network.setRule((request) => {
      if (!cut && request.method === 'POST' && request.url.startsWith('/api/import-products')) {
        cut = true;
        return { kind: 'cut-response' };
      }
      return { kind: 'pass' };
    });
    await context.setOffline(false);
    await expectPending(page, 0, 60_000);
    expect(cut).toBe(true);
    expect(network.count('POST', '/api/import-products')).toBeGreaterThanOrEqual(2);

    const stored = await serverRowsTagged(adminApi, 'products', tag);
    expect(stored.map((row) => row.name).sort()).toEqual(
      [`${tag} Brownie`, `${tag} Muffin`, `${tag} Scone`].sort(),
    );
    expect(stored.find((row) => row.id === existing.id)).toMatchObject({ price: 2.25, version: 2 });
    await expect(page.getByTestId('entity-row')).toHaveCount(3);
  });
});
