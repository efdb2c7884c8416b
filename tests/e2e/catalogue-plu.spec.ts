import { expectPending } from './support/app';
import { createRow, ProductPage, serverRowsTagged } from './support/catalogue';
import { expect, test } from './support/fixtures';

test('a PLU another product already uses is refused with a clear message', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const plu = `${tag}-PLU`.toUpperCase();
  const existing = await createRow(adminApi, 'products', {
    name: `${tag} Original`,
    plu,
    price: 3,
  });

  // The server itself answers the live check: the PLU is taken, and by whom.
  const check = await adminApi.call<{ available: boolean; used_by?: { id: string } }>(
    'GET',
    `/products/unique-verification-plu?plu=${encodeURIComponent(plu.toLowerCase())}`,
  );
  expect(check.status).toBe(200);
  expect(check.body).toMatchObject({ available: false, used_by: { id: existing.id } });

  const product = new ProductPage(page, app);
  await product.gotoCreate();
  await product.field('name').fill(`${tag} Copycat`);
  await product.field('price').fill('4');
  // Typed in another case and with spaces around it: still the same PLU.
  await product.field('plu').fill(` ${plu.toLowerCase()} `);

  const pluField = product
    .form()
    .locator('.mantine-InputWrapper-root')
    .filter({ has: page.getByTestId('field-plu') });
  await expect(pluField).toContainText(`Already used by “${existing.name}”`);
  await expect(product.field('plu')).toHaveAttribute('aria-invalid', 'true');

  await product.save();
  // Refused: still on the create page, the message stays, nothing queued or written.
  await expect(page).toHaveURL(/\/dashboard\/products\/create/);
  await expect(pluField).toContainText(`Already used by “${existing.name}”`);
  await expectPending(page, 0);
  const stored = await serverRowsTagged(adminApi, 'products', tag);
  expect(stored.map((row) => row.name)).toEqual([existing.name]);

  // A PLU nobody uses is accepted, checked by the server.
  await product.field('plu').fill(`${plu}-2`);
  await expect(pluField).toContainText('Not used by any other product');
  await product.save();
  await expect(page).toHaveURL(/\/dashboard\/products\/products\/[^/?]+/);
  await expect
    .poll(async () => (await serverRowsTagged(adminApi, 'products', tag)).length, {
      timeout: 40_000,
    })
    .toBe(2);
});
