import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';

/** The payment provider rows of the server's database whose name is `name`, as stored. */
function storedProviders(dataDir: string, name: string): Record<string, unknown>[] {
  const db = new Database(path.join(dataDir, 'backhouse.db'), { readonly: true });
  try {
    return db.prepare('select * from payment_providers where name = ?').all(name) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
}

test('a provider added with a key shows masked after a reload, and the server row has no plaintext', async ({
  app,
  server,
  tag,
}) => {
  const { page } = app;
  const name = `Stripe ${tag}`;
  const secret = `sk_live_${tag}_NeverShownWhole7788`;
  await app.open('/dashboard/payments/payment-providers');
  await page.getByTestId('provider-add').click();
  const dialog = page.getByTestId('provider-dialog');
  await dialog.getByTestId('provider-name').fill(name);
  await dialog.getByTestId('provider-credential-secret_key').fill(secret);
  await dialog.getByTestId('provider-credential-webhook_secret').fill(`whsec_${tag}_4455`);
  await dialog.getByTestId('provider-save').click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = page.getByTestId('provider-list').getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('credential-secret_key')).toContainText('••••7788');
  await expect(row.getByTestId('credential-webhook_secret')).toContainText('••••4455');
  await expect(page.locator('body')).not.toContainText('NeverShownWhole');

  // Editing shows the masked values; saving them unchanged keeps the secret.
  await row.getByTestId('provider-edit').click();
  await expect(dialog.getByTestId('provider-credential-secret_key')).toHaveValue('••••7788');
  const [before] = storedProviders(server.dataDir, name);
  await dialog.getByTestId('provider-save').click();
  await expect(dialog).toBeHidden();

  // The saved change, read from the server's own file once it shows there.
  await expect.poll(() => storedProviders(server.dataDir, name)[0]?.version).toBe(2);
  const rows = storedProviders(server.dataDir, name);
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows[0])).not.toContain('NeverShownWhole');
  expect(JSON.stringify(rows[0])).not.toContain(`whsec_${tag}`);
  expect(String(rows[0].credentials)).toMatch(/^v1\./);
  expect(rows[0].credentials).toBe(before.credentials);
});

test('pay at the table set for one table is what the card payment service gives a guest', async ({
  app,
  adminApi,
}) => {
  const { page } = app;
  const loc = adminApi.user.location_id!;
  const tables = await adminApi.call<{ data: { id: string; name: string; location_id: string }[] }>(
    'GET',
    '/tables?limit=1000',
  );
  const table = tables.body.data.find((t) => t.location_id === loc)!;
  expect(table).toBeDefined();

  await app.open(`/dashboard/config/paygetorder?loc=${loc}`);
  const row = page.getByTestId(`pay-order-row-${table.id}`);
  await expect(row).toContainText('Not set up');
  await row.getByTestId('pay-order-edit').click();
  const dialog = page.getByTestId('pay-order-dialog');
  await dialog.getByTestId('pay-order-enabled').check();
  await dialog.getByTestId('pay-order-provider').click();
  await page.getByRole('option', { name: 'Adyen' }).click();
  await dialog.getByTestId('pay-order-split').click();
  await page.getByRole('option', { name: 'Each pays their items' }).click();
  await dialog.getByTestId('pay-order-service-charge').fill('12.5');
  await dialog.getByTestId('pay-order-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('On');
  await expect(row).toContainText('Adyen');

  // What a guest's phone reads, from the service itself.
  const guest = await adminApi.call<Record<string, unknown>>(
    'GET',
    `/pay-order/guest/${table.id}?loc=${loc}`,
  );
  expect(guest.status).toBe(200);
  expect(guest.body).toMatchObject({
    applies: 'table',
    enabled: true,
    provider: 'adyen',
    split: 'by_item',
    service_charge_percent: 12.5,
  });

  // After a reload the screen reads the same back from the service.
  await page.reload();
  await expect(page.getByTestId(`pay-order-row-${table.id}`)).toContainText('Adyen');
});
