import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import type { LocalDb } from '@/data/db';
import { openTestDb, setup } from '@/data/testing/harness';
import { checkBeforeSave } from './productChecks';
import { saveProduct } from './productSave';

let db: LocalDb;
afterEach(() => db?.close());

describe('saving the product page', () => {
  it('creates a product offline: applied locally and queued once', async () => {
    db = await openTestDb();
    const { writer } = setup(db, () => ({ status: 500 }));
    const saved = await saveProduct({
      writer,
      row: null,
      initial: {},
      fields: { name: 'Cortado', price: 3.2 },
      createLocation: null,
    });
    expect(await db.rows('products').get(saved.id)).toMatchObject({ name: 'Cortado', price: 3.2 });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.op, e.method, e.path])).toEqual([['create', 'POST', '/products']]);
  });

  it('sends only the fields the user changed, and nothing when nothing changed', async () => {
    db = await openTestDb();
    const { writer } = setup(db, () => ({ status: 500 }));
    const row = await writer.create(resources.products, { name: 'Mocha', price: 4, sku: 'M' });
    await db.outbox.clear();
    const initial = { name: 'Mocha', price: 4, sku: 'M' };
    await saveProduct({ writer, row, initial, fields: initial, createLocation: null });
    expect(await db.outbox.count()).toBe(0);
    await saveProduct({
      writer,
      row,
      initial,
      fields: { ...initial, price: 4.5 },
      createLocation: null,
    });
    const [update] = await db.outbox.toArray();
    expect(update).toMatchObject({ op: 'update', path: `/products/${row.id}` });
    expect(update!.body).toEqual({ price: 4.5, version: 1 });
  });
});

describe('checks before saving', () => {
  it('refuse a PLU or SKU another product uses, and broken modifier rules, but not the product own values', async () => {
    db = await openTestDb();
    const { writer, api } = setup(db, () => ({ status: 200, body: { unique: true } }));
    await writer.create(resources.products, { name: 'Latte', plu: '4011', sku: 'LAT' });
    const own = await writer.create(resources.products, { name: 'Mocha', plu: '4012', sku: 'MOC' });
    const base = { productId: own.id, options: [], db, api, online: false };
    expect(
      await checkBeforeSave({
        ...base,
        initial: { plu: '4012', sku: 'MOC' },
        fields: { plu: '4012', sku: 'MOC', modifiers: [] },
      }),
    ).toEqual([]);
    const problems = await checkBeforeSave({
      ...base,
      initial: { plu: '4012', sku: 'MOC' },
      fields: {
        plu: '4011',
        sku: 'lat',
        modifiers: [
          {
            modifier_id: 'm',
            min_select: 3,
            max_select: 1,
            free_count: 0,
            default_item_ids: [],
          },
        ],
      },
    });
    expect(problems.map((p) => [p.path, p.message.code, p.clash ?? null])).toEqual([
      ['modifiers.0.min_select', 'min_above_max', null],
      ['plu', 'duplicate', 'Latte'],
      ['sku', 'duplicate', 'Latte'],
    ]);
  });
});
