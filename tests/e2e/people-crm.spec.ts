import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expectPending, flip, goOffline, goOnline } from './support/app';
import { createRow, serverRowsTagged } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

const CRM = '/dashboard/customers/crm';

test.describe('CRM customers', () => {
  test.describe('offline', () => {
    // The offline reload is answered by the service worker.
    test.use({ appServiceWorker: true });

    test('a CRM customer created offline lands once on the server, and stays one after a reload', async ({
      app,
      network,
      adminApi,
      tag,
    }) => {
      const { page, context } = app;
      await app.open(CRM);
      await expect(page.getByTestId('entity-search')).toBeVisible();
      await expectPending(page, 0);
      await goOffline(context, network);

      await page.getByTestId('entity-add').click();
      const form = page.getByTestId('entity-form');
      await form.getByTestId('field-name').fill(`${tag} Offline guest`);
      await form.getByTestId('field-phone').fill('+971 (50) 765-4321');
      await flip(form.getByTestId('crm-consent'));
      await form.getByTestId('entity-save').click();
      await expect(form).toBeHidden();
      await page.getByTestId('entity-search').fill(tag);
      await expect(page.getByTestId('entity-row')).toHaveCount(1);
      await expect(page.getByTestId('entity-row').getByTestId('pending-badge')).toBeVisible();
      await expectPending(page, 1);
      expect(await serverRowsTagged(adminApi, 'crm-users', tag)).toEqual([]);

      await goOnline(context, network);
      await expectPending(page, 0, 30_000);
      const stored = await serverRowsTagged(adminApi, 'crm-users', tag);
      expect(stored, 'the customer exists once').toHaveLength(1);
      expect(stored[0]).toMatchObject({
        phone: '+971507654321',
        marketing_consent: true,
        deleted_at: null,
      });
      expect(stored[0]!.consent_changed_at).toEqual(expect.any(String));

      await page.reload();
      await page.getByTestId('entity-search').fill(tag);
      await expect(page.getByTestId('entity-row')).toHaveCount(1);
      await expectPending(page, 0);
      expect(await serverRowsTagged(adminApi, 'crm-users', tag)).toHaveLength(1);
    });
  });

  test('merging a duplicate moves its points over and removes it from the list; export lists the customers', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const kept = await createRow(adminApi, 'crm-users', { name: `${tag} Kept`, tags: ['vip'] });
    const duplicate = await createRow(adminApi, 'crm-users', {
      name: `${tag} Duplicate`,
      tags: ['vegan'],
    });
    const points = await adminApi.call('POST', `/crm-users/${duplicate.id}/loyalty`, {
      id: crypto.randomUUID(),
      points: 40,
      reason: 'Welcome',
    });
    expect(points.status).toBe(200);

    await app.open(CRM);
    await page.getByTestId('entity-search').fill(tag);
    await expect(page.getByTestId('entity-row')).toHaveCount(2);

    // Export what the search shows: both customers, by name.
    await page.getByTestId('export-open').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-matching').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crm-customers-.*\.xlsx$/);
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    expect(exported.map((row) => row.name).sort()).toEqual([`${tag} Duplicate`, `${tag} Kept`]);

    await page
      .getByTestId('entity-row')
      .filter({ hasText: `${tag} Kept` })
      .click();
    const details = page.getByTestId('crm-details');
    await expect(details).toBeVisible();
    await details.getByTestId('crm-merge-pick').fill(`${tag} Dup`);
    await page.getByRole('option', { name: new RegExp(`${tag} Duplicate`) }).click();
    await details.getByTestId('crm-merge').click();
    await page.getByTestId('confirm-ok').click();
    await expect(details.getByTestId('crm-loyalty')).toContainText('40');

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('entity-row')).toHaveCount(1);
    await expect(page.getByTestId('entity-row')).toContainText(`${tag} Kept`);
    const stored = await serverRowsTagged(adminApi, 'crm-users', tag);
    const live = stored.filter((row) => row.deleted_at === null);
    expect(live.map((row) => row.id)).toEqual([kept.id]);
    expect((live[0]!.tags as string[]).sort()).toEqual(['vegan', 'vip']);
  });

  test('an .xlsx of customers with bad rows shows each error on its line and imports only the good rows', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const sheet = XLSX.utils.aoa_to_sheet([
      ['name', 'phone', 'email', 'tags'],
      [`${tag} Good guest`, '+44 20 7946 0000', `${tag.toLowerCase()}@example.com`, 'vip'],
      [`${tag} Bad phone`, 'call me', '', ''],
      [`${tag} Bad email`, '', 'not-an-email', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Customers');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await app.open(CRM);
    await expect(page.getByTestId('entity-search')).toBeVisible();
    await page.getByTestId('import-open').click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('import-choose').click(),
    ]);
    await chooser.setFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const preview = page.getByTestId('import-preview');
    await expect(preview).toBeVisible({ timeout: 40_000 });
    const errorRows = preview.locator('tbody tr[data-status="error"]');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0).locator('td').first()).toHaveText('3');
    await expect(errorRows.nth(1).locator('td').first()).toHaveText('4');
    await page.getByTestId('import-confirm').click();
    await expect(preview).toBeHidden();
    await expectPending(page, 0, 30_000);

    const stored = await serverRowsTagged(adminApi, 'crm-users', tag);
    expect(stored.map((row) => row.name)).toEqual([`${tag} Good guest`]);
    expect(stored[0]).toMatchObject({ phone: '+442079460000', tags: ['vip'] });
  });

  test.describe('in Arabic', () => {
    test.use({ appLanguage: 'ar' });

    test('the CRM screen renders right to left, translated, without overflowing text', async ({
      app,
    }) => {
      await sweepScreens(app, [CRM]);
    });
  });
});
