import {
  extractProductsReply,
  IMPORT_MAX_BYTES,
  importProductsReply,
  type ExtractedRow,
} from '@contract/catalogueCalls';
import { describe, expect, test } from 'vitest';
import * as XLSX from 'xlsx';
import {
  demoServer,
  errorOf,
  multipartFile,
  onePixelPng,
  type Caller,
} from '../../testing/harness';

const { admin, staff } = demoServer();

interface Product {
  id: string;
  name: string;
  sku: string;
  plu: string;
  price: number;
  version: number;
  category_id: string | null;
}

const productNamed = async (name: string): Promise<Product> =>
  (await admin('GET', `/products?search=${encodeURIComponent(name)}`))
    .json()
    .data.find((p: Product) => p.name === name);

const extract = (call: Caller, data: Buffer, filename = 'products.csv') => {
  const body = multipartFile({ data, filename });
  return call('POST', '/import-products/extract-products', body.payload, body.headers);
};

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'));

describe('POST /api/import-products/extract-products', () => {
  test('says per row: create, update (matched by SKU, then PLU, then name), unchanged or error', async () => {
    const espresso = await productNamed('Espresso');
    const cortado = await productNamed('Cortado');
    const mocha = await productNamed('Mocha');
    const tiramisu = await productNamed('Tiramisu');
    const americano = await productNamed('Americano');
    const file = csv([
      'Name,SKU,PLU,Price,Category,Labels,Colour of the box',
      `Espresso renamed,${espresso.sku},,14,Espresso bar,,blue`,
      `Cortado,,${cortado.plu},19.5,,,`,
      `  mocha ,,,"21,5",,Vegan; Spicy,`,
      'Date shake,,IMP-1,18,Milkshakes,New,',
      'Bad price,,IMP-2,cheap,,,',
      'Unknown category,,IMP-3,10,No such category,,',
      `PLU of another,${americano.sku},${tiramisu.plu},10,,,`,
      'Same PLU twice,,IMP-1,10,,,',
      `Tiramisu,${tiramisu.sku},${tiramisu.plu},${tiramisu.price},,,`,
      ',,,,,,',
    ]);
    const reply = await extract(admin, file);
    expect(reply.statusCode).toBe(200);
    const { rows, ignored_columns } = extractProductsReply.parse(reply.json());
    expect(ignored_columns).toEqual(['Colour of the box']);
    const byRow = new Map(rows.map((r) => [r.row_number, r]));
    expect(rows.map((r) => r.row_number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byRow.get(2)).toMatchObject({ status: 'update', id: espresso.id });
    expect(byRow.get(3)).toMatchObject({ status: 'update', id: cortado.id });
    expect(byRow.get(4)).toMatchObject({ status: 'update', id: mocha.id });
    expect(byRow.get(4)!.values.price).toBe(21.5);
    expect((byRow.get(4)!.values.label_ids as string[]).length).toBe(2);
    expect(byRow.get(5)).toMatchObject({ status: 'create' });
    expect(byRow.get(5)!.values.category_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(byRow.get(6)).toMatchObject({ status: 'error', errors: { price: expect.any(String) } });
    expect(byRow.get(7)).toMatchObject({
      status: 'error',
      errors: { category_id: expect.any(String) },
    });
    expect(byRow.get(8)).toMatchObject({
      status: 'error',
      id: americano.id,
      errors: { plu: expect.any(String) },
    });
    expect(byRow.get(9)).toMatchObject({ status: 'error', errors: { plu: expect.any(String) } });
    expect(byRow.get(10)).toMatchObject({ status: 'unchanged', id: tiramisu.id });
    // A preview writes nothing.
    expect((await productNamed('Espresso')).version).toBe(espresso.version);
  });

  test('reads .xlsx by its bytes, whatever the file is called', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['name', 'price', 'is_active'],
      ['Saffron latte', 24, 'yes'],
      ['Rose latte', 23, false],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Products');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const reply = await extract(admin, data, 'export.csv');
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().rows as ExtractedRow[];
    expect(rows.map((r) => [r.status, r.values])).toEqual([
      ['create', { name: 'Saffron latte', price: 24, is_active: true }],
      ['create', { name: 'Rose latte', price: 23, is_active: false }],
    ]);
  });

  test('refuses what is not a spreadsheet (415), an oversized file (413), and staff (403)', async () => {
    const image = await extract(admin, onePixelPng, 'products.xlsx');
    expect(image.statusCode).toBe(415);
    expect(errorOf(image).message).toMatch(/xlsx or \.csv/);
    const empty = await extract(admin, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty('file');
    const big = await extract(admin, Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    const byStaff = await extract(staff, csv(['name', 'Staff import']));
    expect(byStaff.statusCode).toBe(403);
    const json = await admin('POST', '/import-products/extract-products', { rows: [] });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /api/import-products', () => {
  test('writes the good rows together, reports the bad ones by row, and repeats safely', async () => {
    const cappuccino = await productNamed('Cappuccino');
    const before = (await admin('GET', '/products?limit=1')).json().pagination.total as number;
    const rows = [
      { row_number: 2, name: 'Imported one', plu: 'IMP-A', price: 10 },
      { row_number: 3, name: 'Imported two', plu: 'IMP-B', price: 'ten' },
      { row_number: 4, id: cappuccino.id, name: 'Cappuccino', price: 17.5 },
      { row_number: 5, name: 'Imported three', plu: 'imp-a', price: 11 },
      { row_number: 6, sku: cappuccino.sku, name: 'Cappuccino' },
      { name: 'Imported four', category_id: '0190a000-0000-7000-8000-000000000000' },
    ];
    const headers = { 'idempotency-key': 'import-products-001' };
    const response = await admin('POST', '/import-products', { rows }, headers);
    expect(response.statusCode).toBe(200);
    const result = importProductsReply.parse(response.json());
    expect(result).toMatchObject({ created: 1, updated: 1 });
    // The written rows come back as stored, so a device can show them without another read.
    const created = await productNamed('Imported one');
    expect(result.data).toEqual([created, await productNamed('Cappuccino')]);
    expect(result.errors).toEqual([
      { row_number: 3, fields: { price: expect.any(String) } },
      { row_number: 5, fields: { plu: expect.any(String) } },
      // The same product twice in one import: the second is refused.
      { row_number: 6, fields: { id: expect.any(String) } },
      { row_number: 7, fields: { category_id: expect.any(String) } },
    ]);
    expect((await admin('GET', '/products?limit=1')).json().pagination.total).toBe(before + 1);
    const updated = await productNamed('Cappuccino');
    expect(updated).toMatchObject({ price: 17.5, version: cappuccino.version + 1 });

    const again = await admin('POST', '/import-products', { rows }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(response.body);
    expect((await admin('GET', '/products?limit=1')).json().pagination.total).toBe(before + 1);
  });

  test('importing the same rows again, without ids, updates instead of duplicating', async () => {
    const rows = [{ name: 'Twice imported', sku: 'TWICE-1', price: 5 }];
    expect((await admin('POST', '/import-products', { rows })).json()).toMatchObject({
      created: 1,
    });
    expect((await admin('POST', '/import-products', { rows })).json()).toMatchObject({
      created: 0,
      unchanged: 1,
    });
  });

  test('bad bodies are 400 with the field paths and write nothing; staff are refused', async () => {
    const cases: [unknown, string][] = [
      [{}, 'rows'],
      [{ rows: [] }, 'rows'],
      [{ rows: 'all' }, 'rows'],
      [{ rows: [{ name: 'x', row_number: 'two' }] }, 'rows.0.row_number'],
      [{ rows: [42] }, 'rows.0'],
    ];
    for (const [body, field] of cases) {
      const reply = await admin('POST', '/import-products', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).fields).toHaveProperty([field]);
    }
    const byStaff = await staff('POST', '/import-products', { rows: [{ name: 'Staff row' }] });
    expect(byStaff.statusCode).toBe(403);
    expect(await productNamed('Staff row')).toBeUndefined();
  });
});
