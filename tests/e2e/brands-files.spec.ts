import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expectPending } from './support/app';
import { BrandsScreen } from './support/brands';
import { expect, test } from './support/fixtures';

test.describe('brands import and export', () => {
  test('export downloads brands-<ISO timestamp>.xlsx holding the listed brands', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const brands = new BrandsScreen(page, app);
    await adminApi.createBrand(`${tag} Exported A`, { reference: `${tag}-A` });
    await adminApi.createBrand(`${tag} Exported B`, { reference: `${tag}-B` });
    await brands.goto();
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(2);

    const started = new Date();
    await page.getByTestId('export-open').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-matching').click(),
    ]);
    const name = download.suggestedFilename();
    // An ISO timestamp with ':' made file-system safe, e.g. brands-2026-11-21T17-21-00.000Z.xlsx.
    const match = /^brands-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3}Z)\.xlsx$/.exec(name);
    expect(match, name).not.toBeNull();
    const stamp = new Date(`${match![1]}T${match![2]}:${match![3]}:${match![4]}`);
    expect(Math.abs(stamp.getTime() - started.getTime())).toBeLessThan(60_000);

    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.name).sort()).toEqual([`${tag} Exported A`, `${tag} Exported B`]);
  });

  test('a CSV import previews per-row errors and writes only the good rows', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const brands = new BrandsScreen(page, app);
    await brands.goto();

    const csv = [
      'name,reference,color,sort_order',
      `${tag} Good one,${tag}-1,#112233,1`,
      `${tag} Bad colour,${tag}-2,reddish,2`,
      `${tag} Good two,${tag}-3,,3`,
      `${tag} Bad order,${tag}-4,#445566,-7`,
    ].join('\n');

    await page.getByTestId('import-open').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('import-choose') });
    await expect(dialog).toBeVisible();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('import-choose').click(),
    ]);
    await chooser.setFiles({
      name: 'brands.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    const preview = page.getByTestId('import-preview');
    await expect(preview).toBeVisible();
    await expect(page.getByTestId('import-has-errors')).toContainText('(2)');
    // The preview opens on the rows with errors, each with its line and what is wrong.
    const errorRows = preview.locator('tbody tr[data-status="error"]');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0)).toContainText(`${tag} Bad colour`);
    await expect(errorRows.nth(0)).toContainText('3');
    await expect(errorRows.nth(0)).toContainText('reddish');
    await expect(errorRows.nth(1)).toContainText(`${tag} Bad order`);
    await expect(errorRows.nth(1)).toContainText('5');
    await page.getByTestId('import-filter').getByText('New (2)').click();
    await expect(preview.locator('tbody tr[data-status="create"]')).toHaveCount(2);

    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-preview')).toBeHidden();
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(2);
    // The indicator counts the queued rows a moment after the dialog closes, so wait on the server.
    await expect
      .poll(async () => (await adminApi.brandsTagged(tag)).map((row) => row.name).sort(), {
        timeout: 60_000,
      })
      .toEqual([`${tag} Good one`, `${tag} Good two`]);
    await expectPending(page, 0, 30_000);

    const stored = await adminApi.brandsTagged(tag);
    expect(stored).toHaveLength(2);
    const goodOne = stored.find((row) => row.name === `${tag} Good one`)!;
    expect(goodOne).toMatchObject({ reference: `${tag}-1`, color: '#112233', sort_order: 1 });
  });
});
