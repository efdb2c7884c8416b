import {
  floorsOfLocationReply,
  payLinkCheckReply,
  tableCardsReply,
  tablesOfLocationReply,
  tablesV2Reply,
  type PlanTable,
} from '@contract/tables';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { errorOf } from '../testing/harness';
import { tablesFixture } from './testing';

const PAY_URL = 'https://order.backhouse.example/t';
const fx = tablesFixture({ config: { payOrderUrl: `${PAY_URL}/` } });
const { admin, staff, manager, stranger } = fx;
const unknownId = '019b8cbd-0000-7000-8000-000000000001';

/** The text a PNG's QR code holds, read back as a phone would. */
function decodeQr(bytes: Buffer): string | null {
  const image = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const linkParts = (link: string) => {
  const match = /^(.*)\/([0-9a-f-]{36})\/([0-9a-f-]{36})\?sig=([\w-]+)$/.exec(link);
  if (!match) throw new Error(`not a table link: ${link}`);
  return { base: match[1], restaurant: match[2]!, table: match[3]!, sig: match[4]! };
};

describe('floors', () => {
  test('GET /floors lists the floors of the locations the caller may use', async () => {
    const all = (await admin('GET', '/floors?limit=100')).json().data as { location_id: string }[];
    expect(new Set(all.map((f) => f.location_id))).toEqual(new Set([fx.dubai(), fx.soho()]));
    const mine = (await manager('GET', '/floors?limit=100')).json().data as {
      location_id: string;
    }[];
    expect(mine.length).toBe(2);
    expect(new Set(mine.map((f) => f.location_id))).toEqual(new Set([fx.dubai()]));
    expect((await staff('GET', '/floors')).statusCode).toBe(403);
  });

  test('GET /floors-location/{loc}: floors in order with their table counts', async () => {
    const reply = await manager('GET', `/floors-location/${fx.dubai()}`);
    expect(reply.statusCode).toBe(200);
    const floors = floorsOfLocationReply.parse(reply.json()).data;
    expect(floors.map((f) => [f.name, f.table_count, f.active_count, f.occupied_count])).toEqual([
      ['Main dining room', 10, 10, 0],
      ['Terrace', 6, 6, 0],
    ]);

    const elsewhere = await manager('GET', `/floors-location/${fx.soho()}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere).location).toBe(fx.soho());
    expect((await admin('GET', `/floors-location/${unknownId}`)).statusCode).toBe(404);
    const foreign = (await stranger('GET', '/locations')).json().data[0].id as string;
    expect((await admin('GET', `/floors-location/${foreign}`)).statusCode).toBe(404);
    expect((await admin('GET', '/floors-location/not-an-id')).statusCode).toBe(400);
    expect((await staff('GET', `/floors-location/${fx.dubai()}`)).statusCode).toBe(403);
  });
});

describe('tables of a location and of the business', () => {
  test('GET /tables-location/{loc}: floor, status, flag, place and a signed link', async () => {
    const reply = await manager('GET', `/tables-location/${fx.dubai()}`);
    expect(reply.statusCode).toBe(200);
    const tables = tablesOfLocationReply.parse(reply.json()).data as PlanTable[];
    expect(tables).toHaveLength(16);
    const first = tables[0]!;
    expect(first).toMatchObject({
      name: 'T1',
      floor_name: 'Main dining room',
      status: 'available',
      is_active: true,
      plan_x: null,
      plan_y: null,
      plan_width: 80,
      plan_height: 80,
      plan_rotation: 0,
    });
    const link = linkParts(first.pay_link);
    expect(link).toMatchObject({ base: PAY_URL, restaurant: fx.dubai(), table: first.id });

    const terrace = (await fx.floorsAt(fx.dubai())).find((f) => f.name === 'Terrace')!;
    const onTerrace = (
      await admin('GET', `/tables-location/${fx.dubai()}?floor=${terrace.id}`)
    ).json().data as { floor_name: string }[];
    expect(onTerrace).toHaveLength(6);
    expect(new Set(onTerrace.map((t) => t.floor_name))).toEqual(new Set(['Terrace']));

    expect((await manager('GET', `/tables-location/${fx.soho()}`)).statusCode).toBe(403);
    expect((await admin('GET', `/tables-location/${unknownId}`)).statusCode).toBe(404);
    expect((await admin('GET', `/tables-location/${fx.dubai()}?floor=x`)).statusCode).toBe(400);
  });

  test('GET /tables/v2/all is paged over the usable locations, with filters', async () => {
    const page = tablesV2Reply.parse((await admin('GET', '/tables/v2/all?limit=10')).json());
    expect(page.pagination).toEqual({ total: 29, page: 1, limit: 10, totalPages: 3 });
    expect(page.data).toHaveLength(10);
    const last = tablesV2Reply.parse((await admin('GET', '/tables/v2/all?limit=10&page=3')).json());
    expect(last.data).toHaveLength(9);
    const ids = new Set([...page.data, ...last.data].map((t) => t.id));
    expect(ids.size).toBe(19);

    const mine = tablesV2Reply.parse((await manager('GET', '/tables/v2/all?limit=100')).json());
    expect(mine.pagination.total).toBe(16);
    expect(new Set(mine.data.map((t) => t.location_id))).toEqual(new Set([fx.dubai()]));
    expect((await manager('GET', `/tables/v2/all?loc=${fx.soho()}`)).statusCode).toBe(403);

    const soho = (await admin('GET', `/tables/v2/all?loc=${fx.soho()}&search=t1`)).json();
    expect(soho.data.map((t: { name: string }) => t.name).sort()).toEqual([
      'T1',
      'T10',
      'T11',
      'T12',
      'T13',
    ]);
    const inactive = (await admin('GET', '/tables/v2/all?active=0')).json();
    expect(inactive.pagination.total).toBe(0);

    for (const bad of ['limit=1001', 'limit=0', 'page=0', 'status=dirty', 'active=yes']) {
      const refused = await admin('GET', `/tables/v2/all?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION');
    }
    expect((await staff('GET', '/tables/v2/all')).statusCode).toBe(403);
  });
});

describe('pay-and-order links and QR codes', () => {
  test('generate-paygetorder-link answers the signed link of one table', async () => {
    const [table] = await fx.tablesAt(fx.dubai());
    const reply = await manager('GET', `/tables/${table!.id}/generate-paygetorder-link`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      table_id: table!.id,
      location_id: fx.dubai(),
      link: table!.pay_link,
    });
    const soho = (await fx.tablesAt(fx.soho()))[0]!;
    expect((await manager('GET', `/tables/${soho.id}/generate-paygetorder-link`)).statusCode).toBe(
      403,
    );
    const foreign = await admin('GET', `/tables/${fx.strangerTable()}/generate-paygetorder-link`);
    expect(foreign.statusCode).toBe(404);
    expect((await staff('GET', `/tables/${table!.id}/generate-paygetorder-link`)).statusCode).toBe(
      403,
    );
  });

  test('a genuine link is recognised; a forged or moved one is not', async () => {
    const [one, other] = await fx.tablesAt(fx.dubai());
    const link = linkParts(one!.pay_link);
    const check = (q: Record<string, string>) =>
      staff('GET', `/tables/paygetorder-link/check?${new URLSearchParams(q).toString()}`);
    const genuine = await check({ restaurant: link.restaurant, table: link.table, sig: link.sig });
    expect(genuine.statusCode).toBe(200);
    expect(payLinkCheckReply.parse(genuine.json())).toMatchObject({
      table_id: one!.id,
      table_name: 'T1',
      location_id: fx.dubai(),
      is_active: true,
    });
    // Another table with this table's signature, another location, a tampered signature.
    for (const forged of [
      { restaurant: link.restaurant, table: other!.id, sig: link.sig },
      { restaurant: fx.soho(), table: link.table, sig: link.sig },
      { restaurant: link.restaurant, table: link.table, sig: `${link.sig.slice(0, -1)}A` },
      { restaurant: link.restaurant, table: link.table, sig: 'x' },
    ]) {
      const refused = await check(forged);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('NOT_FOUND');
    }
    expect((await check({ restaurant: 'x', table: link.table, sig: link.sig })).statusCode).toBe(
      400,
    );
  });

  test('generate-qr is a PNG whose code reads back as the table link', async () => {
    const [table] = await fx.tablesAt(fx.dubai());
    const reply = await manager('POST', `/tables/v2/${table!.id}/generate-qr`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(decodeQr(reply.rawPayload)).toBe(table!.pay_link);
    expect((await admin('POST', `/tables/v2/${unknownId}/generate-qr`)).statusCode).toBe(404);
    expect((await staff('POST', `/tables/v2/${table!.id}/generate-qr`)).statusCode).toBe(403);
  });

  test('print-qr answers the cards of one table or of a sheet, in the order asked', async () => {
    const tables = await fx.tablesAt(fx.dubai());
    const one = await manager('POST', `/tables/v2/${tables[11]!.id}/print-qr`);
    expect(one.statusCode).toBe(200);
    expect(tableCardsReply.parse(one.json()).data).toEqual([
      {
        table_id: tables[11]!.id,
        table_name: 'T12',
        floor_name: 'Terrace',
        location_name: expect.stringContaining('Dubai Marina'),
        link: tables[11]!.pay_link,
      },
    ]);
    const picked = [tables[3]!, tables[0]!, tables[15]!];
    const sheet = await manager('POST', '/tables/v2/print-qr', {
      tableIds: picked.map((t) => t.id),
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().data.map((c: { table_name: string }) => c.table_name)).toEqual([
      'T4',
      'T1',
      'T16',
    ]);

    const soho = (await fx.tablesAt(fx.soho()))[0]!;
    expect(
      (await manager('POST', '/tables/v2/print-qr', { tableIds: [tables[0]!.id, soho.id] }))
        .statusCode,
    ).toBe(403);
    const foreign = await admin('POST', '/tables/v2/print-qr', {
      tableIds: [tables[0]!.id, fx.strangerTable()],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toHaveProperty(['tableIds.1']);
    for (const body of [{}, { tableIds: [] }, { tableIds: ['x'] }, { tableIds: 3 }, [1]]) {
      expect((await admin('POST', '/tables/v2/print-qr', body)).statusCode).toBe(400);
    }
    const garbage = await admin('POST', '/tables/v2/print-qr', '{"tableIds": [', {
      'content-type': 'application/json',
    });
    expect(garbage.statusCode).toBe(400);
  });
});
