import { createRow } from './support/catalogue';
import { expect, test } from './support/fixtures';

test.describe('each catalogue list opens the form its rows need', () => {
  test('a product in the list opens its full page, and New product opens the create page', async ({
    app,
    adminApi,
    tag,
  }) => {
    const product = await createRow(adminApi, 'products', { name: `${tag} Flat white`, price: 3 });
    const page = await app.open('/dashboard/products/products');
    await page.getByTestId('entity-search').fill(tag);
    await page
      .getByTestId('entity-row')
      .getByText(product.name as string)
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/products/products/${product.id}`));
    await expect(page.getByTestId('product-form')).toBeVisible();
    await expect(page.getByTestId('entity-form')).toHaveCount(0);

    await app.open('/dashboard/products/addon');
    await page.getByTestId('entity-add').click();
    await expect(page).toHaveURL(/\/dashboard\/products\/create\?addon=1/);
    await expect(page.getByTestId('product-form')).toBeVisible();
  });

  test("a modifier opened from the list shows its options and keeps the modifier's rules", async ({
    app,
    adminApi,
    tag,
  }) => {
    const modifier = await createRow(adminApi, 'modifiers', {
      name: `${tag} Milk`,
      min_select: 0,
      max_select: 1,
    });
    for (const [i, name] of ['Whole', 'Oat'].entries())
      await createRow(adminApi, 'modifierItems', {
        name: `${tag} ${name}`,
        modifier_id: modifier.id,
        price: i,
        sort_order: i + 1,
      });
    const page = await app.open('/dashboard/products/modifiers');
    await page.getByTestId('tab-list').click();
    await page.getByTestId('entity-search').fill(tag);
    await page
      .getByTestId('entity-row')
      .getByText(modifier.name as string)
      .click();
    const options = page.getByTestId('modifier-item');
    await expect(options).toHaveCount(2);
    await expect(options.nth(1).getByTestId('modifier-item-name')).toHaveValue(`${tag} Oat`);
  });

  test('a category cannot be picked as its own parent or under its own subcategory', async ({
    app,
    adminApi,
    tag,
  }) => {
    const drinks = await createRow(adminApi, 'categories', { name: `${tag} Drinks` });
    const hot = await createRow(adminApi, 'categories', {
      name: `${tag} Hot`,
      parent_id: drinks.id,
    });
    await createRow(adminApi, 'categories', { name: `${tag} Food` });
    const page = await app.open('/dashboard/products/categories');
    await page.getByTestId('entity-search').fill(tag);
    // The name column (after the selection box): the subcategory's row names Drinks as its parent.
    await page
      .getByTestId('entity-row')
      .locator('td:nth-child(2)')
      .getByText(drinks.name as string, { exact: true })
      .click();
    await page.getByTestId('field-parent_id').click();
    const offered = page.getByRole('option');
    await expect(offered.filter({ hasText: `${tag} Food` })).toHaveCount(1);
    await expect(offered.filter({ hasText: `${tag} Drinks` })).toHaveCount(0);
    await expect(offered.filter({ hasText: hot.name as string })).toHaveCount(0);
  });
});
