import type { WorkOrderRow } from '@contract/workOrders';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { caller, demoServer, errorOf, type Caller } from '../../testing/harness';
import { firstName } from './public';
import { PLANNED_FOR, workOrderFixture } from './testing';

const demo = demoServer();
const { admin, server } = demo;
const fx = workOrderFixture(server, admin, 'Batch test');
/** No token at all: whoever scanned the label. */
const anonymous: Caller = (...call) => caller(server.app, null)(...call);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The text a PNG's QR code holds, read back as a phone would. */
function decodeQr(bytes: Buffer): string | null {
  const image = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const confirmedRoast = async (): Promise<WorkOrderRow> => {
  const row = await fx().plan({
    kind: 'roast',
    material_id: fx().roasted,
    planned_quantity: 4.2,
    use_by: '2031-03-01',
    batch_code: 'R-42',
  });
  const reply = await admin('POST', `/work-orders/${row.id}/confirm`, { actual_quantity: 4.1 });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

describe('the public batch page', () => {
  it('needs no token and shows the batch and nothing else', async () => {
    const roast = await confirmedRoast();
    const reply = await anonymous('GET', `/work-orders/public/${roast.id}`);
    expect(reply.statusCode).toBe(200);
    const batch = reply.json();
    expect(Object.keys(batch).sort()).toEqual(
      [
        'batch_code',
        'location_name',
        'material_name',
        'material_name_localized',
        'number',
        'produced_at',
        'produced_by',
        'quantity',
        'status',
        'unit',
        'use_by',
      ].sort(),
    );
    const locations = (await admin('GET', '/locations?sort=sort_order')).json().data;
    expect(batch).toEqual({
      number: roast.number,
      material_name: 'Batch test roasted',
      material_name_localized: { ar: 'قهوة محمصة' },
      quantity: 4.1,
      unit: 'kg',
      produced_at: roast.confirmed_at,
      produced_by: 'admin',
      use_by: '2031-03-01',
      batch_code: 'R-42',
      location_name: locations[0].name,
      status: 'confirmed',
    });
  });

  it('answers 404 for planned, cancelled, unknown and malformed ids', async () => {
    const planned = await fx().plan({});
    const cancelled = await fx().plan({});
    expect((await admin('DELETE', `/work-orders/${cancelled.id}`)).statusCode).toBe(200);
    for (const id of [planned.id, cancelled.id, uuidv7(), 'not-an-id']) {
      const reply = await anonymous('GET', `/work-orders/public/${id}`);
      expect(reply.statusCode, id).toBe(404);
      expect(errorOf(reply).code).toBe('NOT_FOUND');
    }
  });

  it('names the producer by the first word of their name only', () => {
    expect(firstName('Amira Haddad')).toBe('Amira');
    expect(firstName('amira.haddad@example.com')).toBe('amira');
    expect(firstName('admin')).toBe('admin');
  });
});

describe('the QR code', () => {
  it('is a PNG encoding <frontendBase>/batch/<id>', async () => {
    const roast = await confirmedRoast();
    for (const [base, origin] of [
      ['https://app.backhouse.example', 'https://app.backhouse.example'],
      ['http://localhost:5173/', 'http://localhost:5173'],
    ]) {
      const reply = await fx().reader(
        'GET',
        `/work-orders/${roast.id}/qr?frontendBase=${encodeURIComponent(base!)}`,
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      const bytes = reply.rawPayload;
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(decodeQr(bytes)).toBe(`${origin}/batch/${roast.id}`);
    }
  });

  it('refuses a frontendBase that is not a bare http(s) origin', async () => {
    const row = await fx().plan({});
    const bad = [
      '',
      'not a url',
      'javascript:alert(1)',
      'ftp://files.example',
      'https://app.example/some/path',
      'https://user:secret@app.example',
      'https://app.example?x=1',
      'https://app.example/#top',
      `https://${'a'.repeat(300)}.example`,
    ];
    for (const base of bad) {
      const reply = await admin(
        'GET',
        `/work-orders/${row.id}/qr?frontendBase=${encodeURIComponent(base)}`,
      );
      expect(reply.statusCode, base).toBe(400);
    }
    expect((await admin('GET', `/work-orders/${row.id}/qr`)).statusCode).toBe(400);
  });

  it('is for signed-in readers of the order’s location only', async () => {
    const row = await fx().plan({});
    const path = `/work-orders/${row.id}/qr?frontendBase=https%3A%2F%2Fapp.example`;
    expect((await anonymous('GET', path)).statusCode).toBe(401);
    const soho = await admin('POST', '/work-orders', {
      id: uuidv7(),
      location_id: fx().soho,
      material_id: fx().dough,
      planned_quantity: 100,
      planned_for: PLANNED_FOR,
    });
    const elsewhere = `/work-orders/${soho.json().id}/qr?frontendBase=https%3A%2F%2Fapp.example`;
    expect((await fx().reader('GET', elsewhere)).statusCode).toBe(403);
  });
});

describe('the public page’s rate limit', () => {
  const limited = demoServer({
    config: { loginLimits: { perAccount: 10, perAddress: 3, windowMs: 60_000 } },
  });
  it('answers 429 with retry-after once an address has read too many', async () => {
    const anyone = caller(limited.server.app, null);
    const path = `/work-orders/public/${uuidv7()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await anyone('GET', path)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const refused = await anyone('GET', path);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
