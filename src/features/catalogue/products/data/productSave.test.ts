import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@contract/registry';
import { createApiClient } from '@/data/api';
import type { LocalDb } from '@/data/db';
import { openTestDb, setup } from '@/data/testing/harness';
import { checkBeforeSave, SAVE_PLU_CHECK_TIMEOUT_MS } from './productChecks';
import { createProduct, saveProduct } from './productSave';

let db: LocalDb;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  db?.close();
});

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
  it('keeps a created product when its image cannot be kept, and says so apart', async () => {
    db = await openTestDb();
    const { writer } = setup(db, () => ({ status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      ...writer,
      upload: () => Promise.reject(new DOMException('Storage is full', 'QuotaExceededError')),
    };
    const { product, imageFailed } = await createProduct({
      writer: full,
      initial: {},
      fields: { name: 'Flat white', price: 3.5 },
      createLocation: null,
      image: new File(['x'], 'flat-white.jpg', { type: 'image/jpeg' }),
    });
    expect(imageFailed).toBe(true);
    expect(await db.rows('products').get(product.id)).toMatchObject({ name: 'Flat white' });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.op)).toEqual(['create']);
  });

  it('queues a new product image behind its create', async () => {
    db = await openTestDb();
    const { writer } = setup(db, () => ({ status: 500 }));
    const { product, imageFailed } = await createProduct({
      writer,
      initial: {},
      fields: { name: 'Flat white', price: 3.5 },
      createLocation: null,
      image: new File(['x'], 'flat-white.jpg', { type: 'image/jpeg' }),
    });
    expect(imageFailed).toBe(false);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.op, e.path])).toEqual([
      ['create', '/products'],
      ['upload', `/products/${product.id}/upload-image`],
    ]);
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

  it('do not keep the save waiting on a server that does not answer: the device answer stands', async () => {
    db = await openTestDb();
    // A connection that never answers: only the request's own timeout ends it.
    let asked: () => void = () => undefined;
    const serverAsked = new Promise<void>((resolve) => (asked = resolve));
    const silent: typeof fetch = (_input, init) => {
      asked();
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    };
    const api = createApiClient({
      getToken: () => 'token',
      onUnauthorized: () => undefined,
      fetch: silent,
    });
    const base = { productId: null, options: [], db, api, online: true, initial: {} };
    // Only the request timers are faked: IndexedDB keeps its own scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const checking = checkBeforeSave({ ...base, fields: { plu: '9000' } });
    await serverAsked;
    await vi.advanceTimersByTimeAsync(SAVE_PLU_CHECK_TIMEOUT_MS);
    const stillWaiting = Symbol('still waiting');
    expect(await Promise.race([checking, stillWaiting])).toEqual([]);
  });
});
