import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import type { LocalDb } from '@/data/db';
import { openTestDb, setup, type Call } from '@/data/testing/harness';
import { checkPlu, findLocalClash } from './uniqueness';

let db: LocalDb;
afterEach(() => db?.close());

async function withProducts(answer: (call: Call) => { status: number; body?: unknown }) {
  db = await openTestDb();
  const env = setup(db, answer);
  const latte = await env.writer.create(resources.products, {
    name: 'Latte',
    plu: '4011',
    sku: 'LAT-1',
  });
  return { ...env, latte };
}

describe('the PLU check', () => {
  it('finds a clash offline in the local store, including products not synced yet', async () => {
    const { api, calls, latte } = await withProducts(() => ({ status: 500 }));
    expect(await checkPlu({ plu: ' 4011 ', excludeId: null, db, api, online: false })).toEqual({
      status: 'duplicate',
      name: 'Latte',
    });
    expect(calls).toHaveLength(0);
    // The product's own PLU is not a clash.
    expect(await checkPlu({ plu: '4011', excludeId: latte.id, db, api, online: false })).toEqual({
      status: 'unique',
      checked: 'device',
    });
  });

  it('says a blank PLU is fine without asking anyone', async () => {
    const { api, calls } = await withProducts(() => ({ status: 500 }));
    expect(await checkPlu({ plu: '  ', excludeId: null, db, api, online: true })).toEqual({
      status: 'blank',
    });
    expect(calls).toHaveLength(0);
  });

  it('asks the server when online, with the product to leave out', async () => {
    const { api, calls, latte } = await withProducts((call) =>
      call.path.startsWith('/products/unique-verification-plu?plu=5000')
        ? { status: 200, body: { unique: false, product: { id: 'x', name: 'Mocha' } } }
        : { status: 200, body: { unique: true } },
    );
    expect(await checkPlu({ plu: '5000', excludeId: latte.id, db, api, online: true })).toEqual({
      status: 'duplicate',
      name: 'Mocha',
    });
    expect(calls[0]!.path).toBe(
      `/products/unique-verification-plu?plu=5000&exclude_id=${latte.id}`,
    );
    expect(await checkPlu({ plu: '6000', excludeId: null, db, api, online: true })).toEqual({
      status: 'unique',
      checked: 'server',
    });
  });

  it('falls back to the local answer when the server cannot be reached', async () => {
    const { api } = await withProducts(() => ({ status: 503 }));
    expect(await checkPlu({ plu: '7000', excludeId: null, db, api, online: true })).toEqual({
      status: 'unique',
      checked: 'device',
    });
  });

  it('compares SKUs ignoring case and spaces around them', async () => {
    const { latte } = await withProducts(() => ({ status: 200 }));
    expect(await findLocalClash(db, 'sku', 'lat-1 ', null)).toEqual({
      id: latte.id,
      name: 'Latte',
    });
    expect(await findLocalClash(db, 'sku', 'LAT-1', latte.id)).toBeNull();
  });
});
