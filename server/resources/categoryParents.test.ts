import { validationMessages } from '@contract/validation';
import { describe, expect, test } from 'vitest';
import { demoServer, errorOf, type TestRow } from '../testing/harness';

const { admin } = demoServer();

const create = async (name: string, parent_id: string | null = null): Promise<TestRow> =>
  (await admin('POST', '/categories', { name, parent_id })).json();

const moveUnder = (category: TestRow, parent_id: string) =>
  admin('PUT', `/categories/${category.id}`, { parent_id, version: category.version });

describe('a category cannot sit inside itself', () => {
  test('a category made its own parent is refused with parent_loop', async () => {
    const drinks = await create('Drinks');
    const reply = await moveUnder(drinks, drinks.id);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({
      code: 'VALIDATION',
      fields: { parent_id: validationMessages.parent_loop },
    });
  });

  test('a category moved under its own grandchild is refused, and stays where it was', async () => {
    const food = await create('Food');
    const mains = await create('Mains', food.id);
    const burgers = await create('Burger mains', mains.id);
    const reply = await moveUnder(food, burgers.id);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).fields).toEqual({ parent_id: validationMessages.parent_loop });
    expect((await admin('GET', `/categories/${food.id}`)).json()).toMatchObject({
      parent_id: null,
      version: food.version,
    });
  });

  test('a category moved elsewhere in the tree, or to the top, is saved', async () => {
    const desserts = await create('Desserts');
    const cakes = await create('Cakes', desserts.id);
    const cheesecakes = await create('Cheesecakes', cakes.id);
    const moved = await moveUnder(cheesecakes, desserts.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parent_id).toBe(desserts.id);
    // Its former parent may now go under it: they are siblings.
    const swapped = await moveUnder(cakes, cheesecakes.id);
    expect(swapped.statusCode).toBe(200);
    const top = await admin('PUT', `/categories/${cakes.id}`, {
      parent_id: null,
      name: 'Cakes and tarts',
      version: swapped.json().version,
    });
    expect(top.statusCode).toBe(200);
  });
});
