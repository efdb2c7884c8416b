import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expectPending } from './support/app';
import { expect, test } from './support/fixtures';

interface MaterialRow {
  id: string;
  name: string;
  pack_units: { name: string; factor: number }[];
  locations: { location_id: string; par: number }[];
  recipe: { material_id: string; quantity: number; unit: string }[];
}

test('a material with a case and a par, an SR costed from it on /recipe, and the export', async ({
  app,
  adminApi,
  tag,
}) => {
  const [location] = await adminApi.locations();
  const material = async (name: string) => {
    const { body } = await adminApi.call<{ data: MaterialRow[] }>(
      'GET',
      `/materials?k=${encodeURIComponent(name)}&limit=50`,
    );
    return body.data.find((m) => m.name === name);
  };
  const sauce = await adminApi.call<MaterialRow>('POST', '/materials?is_prepared=1', {
    name: `${tag} Sauce`,
    type: 'SR',
    unit: 'g',
    is_prepared: true,
    yield_quantity: 1000,
  });
  expect(sauce.status).toBe(201);

  // A raw material through the form: milk in ml at 0.002 a ml, bought by the case of 12 x 1 l,
  // with a par of 24 l at the first location.
  const page = await app.open('/dashboard/inventory/materials');
  await page.getByTestId('entity-add').click();
  await page.getByTestId('field-name').fill(`${tag} Milk`);
  await page.getByTestId('field-unit').click();
  await page.getByRole('option', { name: 'Millilitre (ml)' }).click();
  await page.getByTestId('field-cost').fill('0.002');
  const packs = page.getByTestId('field-pack_units');
  await packs.getByRole('button').first().click();
  await page.getByTestId('field-pack_units.0.name').fill('case');
  await page.getByTestId('field-pack_units.0.factor').fill('12000');
  const places = page.getByTestId('field-locations');
  await places.getByRole('button').first().click();
  await page.getByTestId('field-locations.0.location_id').click();
  await page.getByRole('option', { name: String(location!.name) }).click();
  await page.getByTestId('field-locations.0.par').fill('24000');
  await page.getByTestId('entity-save').click();
  await expectPending(page, 0);
  const milk = await material(`${tag} Milk`);
  expect(milk?.pack_units).toEqual([expect.objectContaining({ name: 'case', factor: 12000 })]);
  expect(milk?.locations).toEqual([
    expect.objectContaining({ location_id: location!.id, par: 24000 }),
  ]);

  // The SR's recipe in the drawer: itself is refused, 500 ml of milk for 1 kg of sauce is kept.
  await app.open('/dashboard/inventory/recipe');
  await page.getByTestId('recipe-search').fill(tag);
  await page
    .getByTestId('recipe-open')
    .filter({ hasText: `${tag} Sauce` })
    .click();
  const drawer = page.getByTestId('recipe-drawer');
  await drawer.getByTestId('recipe-add').click();
  await drawer.getByTestId('recipe-material').fill(`${tag} Sauce`);
  await page.getByRole('option', { name: `${tag} Sauce` }).click();
  await expect(drawer.getByText('A recipe cannot contain itself')).toBeVisible();
  await drawer.getByTestId('recipe-material').fill(`${tag} Milk`);
  await page.getByRole('option', { name: `${tag} Milk` }).click();
  await drawer.getByTestId('recipe-quantity').fill('500');
  await expect(drawer.getByTestId('recipe-unit-cost')).toContainText('0.0010');
  await drawer.getByTestId('recipe-save').click();
  const row = page.getByTestId('recipe-row').filter({ hasText: `${tag} Sauce` });
  await expect(row.getByTestId('recipe-cost')).toContainText('0.0010');
  await expectPending(page, 0);
  expect((await material(`${tag} Sauce`))?.recipe).toEqual([
    { material_id: milk!.id, quantity: 500, unit: 'ml' },
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('recipe-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recipes-.*\.xlsx$/);
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
  const cells = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  expect(cells.slice(1)).toEqual([
    [`${tag} Sauce`, `${tag} Milk`, 500, 'ml', 'Prepared material', '', 1, 0.001],
  ]);

  // A product's recipe is costed through the sauce's own recipe (its standard cost is 0): 0.2 kg
  // at 0.001 a gram come to 0.20, which is then the product's cost.
  await app.open('/dashboard/products/create');
  const recipe = page.getByTestId('field-recipe');
  await recipe.getByTestId('recipe-add').click();
  await recipe.getByTestId('recipe-material').fill(`${tag} Sauce`);
  await page.getByRole('option', { name: `${tag} Sauce` }).click();
  await recipe.getByTestId('recipe-unit').click();
  await page.getByRole('option', { name: 'kg', exact: true }).click();
  await recipe.getByTestId('recipe-quantity').fill('0.2');
  await expect(recipe.getByTestId('recipe-line-cost')).toContainText('0.20');
  await expect(recipe.getByTestId('recipe-batch-cost')).toContainText('0.20');
  await expect(page.getByTestId('field-cost')).toHaveValue(/0\.20/);
});
