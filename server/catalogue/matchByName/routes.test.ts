import { MATCH_MAX_NAMES, matchByNameReply } from '@contract/catalogueCalls';
import { describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../../testing/harness';

const { admin, staff } = demoServer();

const idOf = async (path: string) => (await admin('GET', path)).json().data[0].id as string;

describe('POST /api/products/match-by-name', () => {
  test('finds products ignoring case, accents and spaces, in the order asked', async () => {
    const latte = await idOf('/products?search=Caff%C3%A8%20latte');
    const burger = await idOf('/products?search=Classic%20beef%20burger');
    const reply = await admin('POST', '/products/match-by-name', {
      names: ['caffe LATTE', ' classic  beef burger ', 'No such dish', ''],
    });
    expect(reply.statusCode).toBe(200);
    expect(matchByNameReply.parse(reply.json()).matches).toEqual([
      { name: 'caffe LATTE', id: latte, matched_name: 'Caffè latte' },
      { name: ' classic  beef burger ', id: burger, matched_name: 'Classic beef burger' },
      { name: 'No such dish', id: null, matched_name: null },
      { name: '', id: null, matched_name: null },
    ]);
  });

  test('matches a name in another language, and never a deleted product', async () => {
    const created = (
      await admin('POST', '/products', { name: 'Date cake', name_localized: { ar: 'كعكة التمر' } })
    ).json();
    const matches = async () =>
      (await admin('POST', '/products/match-by-name', { names: ['كعكة التمر'] })).json().matches;
    expect((await matches())[0].id).toBe(created.id);
    await admin('DELETE', `/products/${created.id}`);
    expect((await matches())[0].id).toBeNull();
  });

  test('staff may match (a read); bad bodies are 400 with the field', async () => {
    expect(
      (await staff('POST', '/products/match-by-name', { names: ['Espresso'] })).statusCode,
    ).toBe(200);
    const cases: [unknown, string][] = [
      [{}, 'names'],
      [{ names: 'Espresso' }, 'names'],
      [{ names: [42] }, 'names.0'],
      [{ names: ['x'.repeat(201)] }, 'names.0'],
      [{ names: Array.from({ length: MATCH_MAX_NAMES + 1 }, () => 'x') }, 'names'],
      [{ names: [], extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const reply = await admin('POST', '/products/match-by-name', body);
      expect(reply.statusCode).toBe(400);
      if (field) expect(errorOf(reply).fields).toHaveProperty([field]);
    }
  });
});

describe('POST /api/modifiers/match-by-name', () => {
  test('finds modifier groups by name', async () => {
    const size = await idOf('/modifiers?search=Size');
    const reply = await admin('POST', '/modifiers/match-by-name', { names: ['SIZE', 'Toppings'] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().matches).toEqual([
      { name: 'SIZE', id: size, matched_name: 'Size' },
      { name: 'Toppings', id: null, matched_name: null },
    ]);
    const bad = await admin('POST', '/modifiers/match-by-name', { names: [null] });
    expect(errorOf(bad).fields).toHaveProperty(['names.0']);
  });
});

describe('POST /api/materials/match-by-name', () => {
  test('finds materials by name or a localized name, never a deleted one; staff may read', async () => {
    const made = (
      await admin('POST', '/materials', {
        name: 'Crème fraîche',
        unit: 'kg',
        name_localized: { ar: 'قشدة طازجة' },
      })
    ).json();
    const match = async (names: string[]) =>
      (await admin('POST', '/materials/match-by-name', { names })).json().matches;
    expect(await match(['creme FRAICHE', 'قشدة طازجة', 'No such thing'])).toEqual([
      { name: 'creme FRAICHE', id: made.id, matched_name: 'Crème fraîche' },
      { name: 'قشدة طازجة', id: made.id, matched_name: 'قشدة طازجة' },
      { name: 'No such thing', id: null, matched_name: null },
    ]);
    // Store staff hold inventory.read: a read is theirs.
    const theirs = await staff('POST', '/materials/match-by-name', { names: ['CREME fraiche'] });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().matches[0].id).toBe(made.id);
    const bad = await admin('POST', '/materials/match-by-name', { names: 'Milk' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty(['names']);
    await admin('DELETE', `/materials/${made.id}`);
    expect((await match(['Crème fraîche']))[0].id).toBeNull();
  });
});
