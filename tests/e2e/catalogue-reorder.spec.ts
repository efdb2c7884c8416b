import type { Locator, Page } from '@playwright/test';
import { expectPending } from './support/app';
import { createRow, serverRows } from './support/catalogue';
import { expect, test } from './support/fixtures';
import type { OpenApp } from './support/openApp';

/** Opens the categories' "order on the till" tab at the level of one parent category. */
async function openOrderOf(app: OpenApp, parentName: string): Promise<Locator> {
  const page = await app.open('/dashboard/products/categories');
  await page.getByTestId('tab-order').click();
  await expect(page.getByTestId('category-reorder')).toBeVisible();
  await page.getByTestId('reorder-level').click();
  await page.getByRole('option', { name: parentName, exact: true }).click();
  return page.getByTestId('category-order').getByTestId('reorder-row');
}

/** Drags a row by its handle onto another row's place, with the mouse, in small steps. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const handle = from.locator('[aria-roledescription="sortable"]');
  const start = (await handle.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Past the 5 px activation distance first, then on to the target row's middle.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(start.x + start.width / 2, target.y + target.height / 2 + 4, {
    steps: 15,
  });
  await page.mouse.up();
}

test('categories reordered by drag and drop keep their order after a reload, on the server too', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const parent = await createRow(adminApi, 'categories', { name: `${tag} Drinks` });
  const names = ['Coffee', 'Tea', 'Juice', 'Water'].map((n) => `${tag} ${n}`);
  for (const [i, name] of names.entries())
    await createRow(adminApi, 'categories', { name, parent_id: parent.id, sort_order: i + 1 });

  const rows = await openOrderOf(app, parent.name);
  await expect(rows).toHaveText(names.map((n) => new RegExp(n)));

  // Coffee, first, goes below Juice, third: Tea, Juice, Coffee, Water.
  await drag(page, rows.filter({ hasText: names[0] }), rows.filter({ hasText: names[2] }));
  const wanted = [names[1]!, names[2]!, names[0]!, names[3]!];
  await expect(rows).toHaveText(wanted.map((n) => new RegExp(n)));
  const serverOrder = async () =>
    (await serverRows(adminApi, 'categories'))
      .filter((row) => row.parent_id === parent.id)
      .sort((a, b) => Number(a.sort_order) - Number(b.sort_order));
  // The indicator may not have counted the queued sort order yet, so wait on the server itself.
  await expect
    .poll(async () => (await serverOrder()).map((row) => row.name), { timeout: 60_000 })
    .toEqual(wanted);
  await expectPending(page, 0, 30_000);

  const children = await serverOrder();
  // Sort orders are distinct, so the order is not left to chance.
  expect(new Set(children.map((row) => row.sort_order)).size).toBe(children.length);

  await page.reload();
  const again = await openOrderOf(app, parent.name);
  await expect(again).toHaveText(wanted.map((n) => new RegExp(n)));
});
