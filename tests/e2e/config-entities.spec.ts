import type { Page } from '@playwright/test';
import { expectPending } from './support/app';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

const form = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') });

async function pick(page: Page, field: string, option: string) {
  await form(page).getByTestId(field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens a screen from the menu and waits for it to be on screen: the add button clicked at once
 * could still be the previous screen's (a busy CI machine opened the discount form on the coupons
 * click).
 */
async function goTo(page: Page, path: string, title: string) {
  await page.getByTestId(`nav-${path}`).click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

test('a tax, a tax group with it, a discount over 100% refused, a coupon, and the overview', async ({
  app,
  adminApi,
  tag,
}) => {
  const page = await app.open('/dashboard/config/tax');
  await page.getByTestId('entity-add').click();
  await form(page).getByTestId('field-name').fill(`${tag} VAT`);
  await form(page).getByTestId('field-rate').fill('5');
  await form(page).getByTestId('field-is_vat').click();
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeHidden();

  await goTo(page, '/dashboard/config/tax-group', 'Tax groups');
  await page.getByTestId('entity-add').click();
  await form(page).getByTestId('field-name').fill(`${tag} Food`);
  await pick(page, 'field-tax_ids', `${tag} VAT`);
  await expect(form(page).getByTestId('tax-group-rate')).toHaveText('Combined rate: 5%');
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeHidden();

  // A percent over 100 is refused in the form; 15% is kept.
  await goTo(page, '/dashboard/config/discount', 'Discounts');
  await page.getByTestId('entity-add').click();
  await form(page).getByTestId('field-name').fill(`${tag} Regulars`);
  await form(page).getByTestId('field-value').fill('120');
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByText('A percentage cannot be more than 100')).toBeVisible();
  await form(page).getByTestId('field-value').fill('15');
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeHidden();

  await goTo(page, '/dashboard/config/coupons', 'Coupons');
  await page.getByTestId('entity-add').click();
  await form(page).getByTestId('field-code').fill(`${tag}-REG`);
  await pick(page, 'field-discount_id', `${tag} Regulars`);
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeHidden();
  await expectPending(page, 0);

  const taxes = await adminApi.call<{ data: Record<string, unknown>[] }>('GET', '/tax?limit=1000');
  const ours = taxes.body.data.find((t) => t.name === `${tag} VAT`);
  expect(ours).toMatchObject({ rate: 5, is_vat: true, is_inclusive: false });
  const groups = await adminApi.call<{ data: Record<string, unknown>[] }>(
    'GET',
    `/tax-group?search=${tag}`,
  );
  expect(groups.body.data).toEqual([expect.objectContaining({ tax_ids: [ours!.id] })]);
  const discounts = await adminApi.call<{ data: Record<string, unknown>[] }>(
    'GET',
    `/discounts?search=${tag}`,
  );
  expect(discounts.body.data).toEqual([expect.objectContaining({ value: 15, kind: 'percent' })]);
  const coupons = await adminApi.call<{ data: Record<string, unknown>[] }>(
    'GET',
    `/coupons?search=${tag}`,
  );
  expect(coupons.body.data).toEqual([
    expect.objectContaining({ code: `${tag}-REG`, discount_id: discounts.body.data[0]!.id }),
  ]);

  // The overview of the admin's location counts the active taxes, ours among them.
  const active = taxes.body.data.filter((t) => t.is_active === true && t.deleted_at == null);
  await page.getByTestId('nav-/dashboard/config').click();
  const card = page.getByTestId(`location-${adminApi.user.location_id}`);
  const line = card.getByTestId('line-taxes');
  await expect(line).toHaveAttribute('data-set', 'true');
  await expect(line).toContainText(String(active.length));
  await line.click();
  await expect(page).toHaveURL(/\/dashboard\/config\/tax(\?|$)/);
});

test.describe('the configuration screens in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('render right to left, translated, without overflowing text on every device', async ({
    app,
  }) => {
    await sweepScreens(app, [
      '/dashboard/config',
      '/dashboard/config/tax',
      '/dashboard/config/tax-group',
      '/dashboard/config/payment',
      '/dashboard/config/discount',
      '/dashboard/config/coupons',
      '/dashboard/config/order-type',
    ]);
  });
});
