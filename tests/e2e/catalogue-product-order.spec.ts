import { createRow, serverRowsTagged } from './support/catalogue';
import { expect, test } from './support/fixtures';

test("the till order of products asks before dropping a category's unsaved order", async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const [first, second] = [
    await createRow(adminApi, 'categories', { name: `${tag} Hot` }),
    await createRow(adminApi, 'categories', { name: `${tag} Cold` }),
  ];
  for (const [category, names] of [
    [first, ['Latte', 'Mocha']],
    [second, ['Iced tea', 'Lemonade']],
  ] as const)
    for (const [i, name] of names.entries())
      await createRow(adminApi, 'products', {
        name: `${tag} ${name}`,
        category_id: category.id,
        price: 3,
        sort_order: i + 1,
      });
  await app.open('/dashboard/products/products');
  await page.getByTestId('view-reorder').click();
  const pick = async (name: string) => {
    await page.getByTestId('reorder-category').click();
    await page.getByRole('option', { name: `${name} (2)`, exact: true }).click();
  };
  const rows = page.getByTestId('reorder-list').getByTestId('reorder-row');
  await pick(first.name as string);
  await expect(rows).toHaveText([new RegExp(`${tag} Latte`), new RegExp(`${tag} Mocha`)]);

  await page.getByRole('button', { name: `Move “${tag} Latte” down` }).click();
  await expect(rows).toHaveText([new RegExp(`${tag} Mocha`), new RegExp(`${tag} Latte`)]);

  // Another category while this order is unsaved: asked first; cancelling keeps the order.
  const dialog = page.getByTestId('confirm-dialog');
  await pick(second.name as string);
  await expect(dialog).toContainText(`The new order of “${tag} Hot” has not been saved`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveText([new RegExp(`${tag} Mocha`), new RegExp(`${tag} Latte`)]);

  // Confirmed: the other category opens and nothing of the dropped order was written.
  await pick(second.name as string);
  await dialog.getByTestId('confirm-ok').click();
  await expect(rows).toHaveText([new RegExp(`${tag} Iced tea`), new RegExp(`${tag} Lemonade`)]);
  const stored = await serverRowsTagged(adminApi, 'products', tag);
  const order = (name: string) => stored.find((p) => p.name === `${tag} ${name}`)!.sort_order;
  expect([order('Latte'), order('Mocha')]).toEqual([1, 2]);
});
