import { catalogueParts, type PartChanges, type Publication } from '@contract/adminSync';
import { moduleOf } from '@contract/access';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { writeTransaction } from '../db/changes';
import { nowIso } from '../db/rows';
import { DEMO_CUSTOMER_ID } from '../demo';
import { caller, demoServer, errorOf, signIn, type Caller, type TestRow } from '../testing/harness';

const demo = demoServer();
const { admin, staff, list } = demo;

interface Preview {
  latest_version: number | null;
  parts: PartChanges[];
  totals: { rows: number; added: number; changed: number; removed: number };
}
const preview = async (what: string): Promise<Preview> => {
  const reply = await admin('GET', `/admin/publish-preview?what=${what}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const partOf = (p: Preview, part: string) => p.parts.find((x) => x.part === part)!;
const publish = async (target: string, body?: unknown, headers?: Record<string, string>) => {
  const reply = await admin('POST', `/admin/bulk-sync-${target}`, body, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { publication: Publication; changes: Preview };
};

/** A till: signed in as a user who may record sales at the demo staff's location only. */
let till: Caller;
beforeAll(async () => {
  const password = 'till-password-123';
  await writeTransaction(demo.server.database, DEMO_CUSTOMER_ID, async (trx) =>
    insertUser(
      trx,
      demo.server.database.dialect,
      {
        customerId: DEMO_CUSTOMER_ID,
        username: 'till-1',
        email: 'till-1@backhouse.demo',
        passwordHash: await hashPassword(password),
        roleId: null,
        locationId: demo.staffLocation(),
        allowLocations: [demo.staffLocation()],
        isAdmin: false,
        modules: [moduleOf.sales],
        permissions: ['sales.write'],
      },
      nowIso(),
    ),
  );
  till = caller(
    demo.server.app,
    await signIn(demo.server.app, { email: 'till-1@backhouse.demo', password }),
  );
});

describe('publishing', () => {
  let burger: TestRow;
  let label: TestRow;
  let firstVersion: number;

  it('previews the whole catalogue as added before the first publish, then publishes it as version 1', async () => {
    const made = await admin('POST', '/label', { name: 'Seasonal' });
    expect(made.statusCode, made.body).toBe(201);
    label = made.json();
    const before = await preview('all');
    expect(before.latest_version).toBeNull();
    expect(before.parts.map((p) => p.part)).toEqual(catalogueParts);
    const products = partOf(before, 'products');
    expect(products.published_version).toBeNull();
    expect(products.added).toBe(products.rows);
    expect(products.rows).toBeGreaterThan(20);
    expect(products.changed + products.removed).toBe(0);
    // Add-ons are their own part, not among the products.
    expect(partOf(before, 'addons').rows).toBeGreaterThan(5);

    const { publication, changes } = await publish('all', { note: 'Opening menu' });
    expect(publication).toMatchObject({
      version: 1,
      what: 'all',
      parts: [...catalogueParts],
      note: 'Opening menu',
      published_by: { name: 'admin' },
    });
    expect(publication.counts.products).toEqual({
      rows: products.rows,
      added: products.rows,
      changed: 0,
      removed: 0,
    });
    expect(changes.totals).toEqual(before.totals);
    firstVersion = publication.version;
    expect((await preview('all')).totals).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });

  it('lists what changed since: a changed product with its fields, an added brand, a removed label', async () => {
    burger = (await list('/products?limit=1&search=burger'))[0]!;
    const edited = await admin('PUT', `/products/${burger.id}`, {
      version: burger.version,
      price: Number(burger.price) + 1.5,
      name: `${burger.name} deluxe`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await admin('POST', '/brands', { name: 'Night market' })).statusCode).toBe(201);
    expect(
      (await admin('DELETE', `/label/${label.id}?version=${label.version}`)).statusCode,
    ).toBeLessThan(300);

    const after = await preview('all');
    expect(after.latest_version).toBe(firstVersion);
    expect(partOf(after, 'products')).toMatchObject({ changed: 1, added: 0, removed: 0 });
    expect(partOf(after, 'products').items).toEqual([
      {
        id: burger.id,
        name: `${burger.name} deluxe`,
        change: 'changed',
        fields: ['name', 'price'],
      },
    ]);
    expect(partOf(after, 'brands').items).toEqual([
      expect.objectContaining({ name: 'Night market', change: 'added' }),
    ]);
    expect(partOf(after, 'labels').items).toEqual([
      { id: label.id, name: label.name, change: 'removed', fields: [] },
    ]);
    expect(after.totals).toMatchObject({ added: 1, changed: 1, removed: 1 });
  });

  it('publishes one part as the next version; the others keep their changes for later', async () => {
    const { publication } = await publish('products');
    expect(publication).toMatchObject({ version: firstVersion + 1, parts: ['products'] });
    expect(publication.counts.products).toMatchObject({ changed: 1, added: 0, removed: 0 });
    const after = await preview('all');
    expect(after.latest_version).toBe(firstVersion + 1);
    expect(partOf(after, 'products').published_version).toBe(firstVersion + 1);
    expect(partOf(after, 'brands').published_version).toBe(firstVersion);
    expect(after.totals).toMatchObject({ added: 1, changed: 0, removed: 1 });
    // A preview may name parts and targets together.
    const mixed = await preview('brands,products,all');
    expect(mixed.parts.map((p) => p.part)).toEqual(catalogueParts);
  });

  it('logs who published what and when, newest first and paged', async () => {
    const reply = await admin('GET', '/admin/publications?limit=1');
    expect(reply.statusCode).toBe(200);
    const log = reply.json();
    expect(log.pagination).toMatchObject({ total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(log.data).toEqual([
      expect.objectContaining({
        version: firstVersion + 1,
        what: 'products',
        parts: ['products'],
        published_by: { id: expect.any(String), name: 'admin' },
      }),
    ]);
    expect(Date.parse(log.data[0].published_at)).toBeGreaterThan(Date.now() - 60_000);
    const second = (await admin('GET', '/admin/publications?limit=1&page=2')).json();
    expect(second.data[0]).toMatchObject({ version: firstVersion, note: 'Opening menu' });
    // The audit log has each publish too, under synchronisation, with who did it.
    const audit = (await admin('GET', '/audit-log?collection=publications&area=sync')).json();
    expect(audit.items.map((e: { row_label: string }) => e.row_label)).toEqual([
      `v${firstVersion + 1}`,
      `v${firstVersion}`,
    ]);
  });

  it('replays a publish sent twice with one Idempotency-Key, without a second version', async () => {
    const key = { 'idempotency-key': 'publish-labels-once' };
    const first = await publish('labels', {}, key);
    const again = await admin('POST', '/admin/bulk-sync-labels', {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().publication.version).toBe(first.publication.version);
    expect((await preview('labels')).latest_version).toBe(first.publication.version);
  });

  it('publishes the checked parts of the screen as one version', async () => {
    const reply = await admin('POST', '/admin/publish', { parts: ['brands', 'tax', 'brands'] });
    expect(reply.statusCode, reply.body).toBe(200);
    const { publication } = reply.json();
    expect(publication).toMatchObject({ what: 'parts', parts: ['brands', 'tax'] });
    expect(publication.counts.brands).toMatchObject({ added: 1 });
  });
});

describe("the tills' read", () => {
  it('sends every published part without since, each as its newest version froze it', async () => {
    const reply = await till('GET', '/admin/published/latest');
    expect(reply.statusCode, reply.body).toBe(200);
    const latest = reply.json();
    const log = (await admin('GET', '/admin/publications?limit=1')).json().data[0];
    expect(latest.version).toBe(log.version);
    expect(Object.keys(latest.parts).sort()).toEqual([...catalogueParts, 'tax'].sort());
    const products = latest.parts.products;
    expect(products.version).toBe(2);
    const burger = products.rows.find((r: TestRow) => r.name.endsWith(' deluxe'));
    expect(burger).toBeDefined();
    expect(burger).not.toHaveProperty('customer_id');
    expect(latest.parts.groups.version).toBe(1);
  });

  it('sends only what is newer than since, and 304 when nothing is', async () => {
    const latest = (await till('GET', '/admin/published/latest')).json();
    const since = await till('GET', `/admin/published/latest?since=${latest.version - 1}`);
    expect(since.statusCode).toBe(200);
    expect(Object.keys(since.json().parts).sort()).toEqual(['brands', 'tax']);
    const none = await till('GET', `/admin/published/latest?since=${latest.version}`);
    expect(none.statusCode).toBe(304);
    expect(none.body).toBe('');
  });

  it("keeps an unpublished edit from the tills, and gives a till only its own location's tables", async () => {
    const product = (await list('/products?limit=1&search=deluxe'))[0]!;
    await admin('PUT', `/products/${product.id}`, { version: product.version, price: 999 });
    const seen = (await till('GET', '/admin/published/latest')).json().parts.products.rows;
    expect(seen.find((r: TestRow) => r.id === product.id).price).not.toBe(999);

    const { publication } = await publish('all-modules');
    const tables = (await list('/tables?limit=1000')) as TestRow[];
    const elsewhere = tables.filter((t) => t.location_id !== demo.staffLocation());
    expect(elsewhere.length).toBeGreaterThan(0);
    const latest = (await till('GET', '/admin/published/latest')).json();
    expect(latest.version).toBe(publication.version);
    expect(latest.parts.products.rows.find((r: TestRow) => r.id === product.id).price).toBe(999);
    const tillTables: TestRow[] = latest.parts.tables.rows;
    expect(tillTables.length).toBe(tables.length - elsewhere.length);
    expect(tillTables.every((t) => t.location_id === demo.staffLocation())).toBe(true);
    expect(latest.parts.locations.rows.map((l: TestRow) => l.id)).toEqual([demo.staffLocation()]);
    // The administrator's read has every location's.
    const all = (await admin('GET', '/admin/published/latest')).json();
    expect(all.parts.tables.rows).toHaveLength(tables.length);
  });
});

describe('concurrent publishes', () => {
  it('take consecutive versions, never one number twice', async () => {
    const before = (await preview('brands')).latest_version ?? 0;
    const replies = await Promise.all([
      admin('POST', '/admin/bulk-sync-all'),
      admin('POST', '/admin/bulk-sync-brands'),
      admin('POST', '/admin/bulk-sync-menus'),
    ]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const versions = replies.map((r) => r.json().publication.version).sort((a, b) => a - b);
    expect(versions).toEqual([before + 1, before + 2, before + 3]);
    const log = (await admin('GET', '/admin/publications?limit=200')).json();
    const numbers = log.data.map((p: Publication) => p.version);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)).toBe(1);
    expect(numbers[0]).toBe(numbers.length);
  });
});

describe('access and bad input', () => {
  it('refuses staff every admin sync call, and a till everything but its read', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/publish-preview?what=all'],
      ['POST', '/admin/bulk-sync-all', {}],
      ['POST', '/admin/publish', { parts: ['products'] }],
      ['GET', '/admin/publications'],
      ['POST', '/admin/update-main-tables'],
    ];
    for (const [method, path, body] of calls) {
      for (const who of [staff, till]) {
        const reply = await who(method as 'GET', path, body);
        expect(reply.statusCode, path).toBe(403);
        expect(errorOf(reply).permission).toBe('sync.admin');
      }
    }
    const read = await staff('GET', '/admin/published/latest');
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).permission).toBe('sales.write');
    expect((await caller(demo.server.app, null)('GET', '/admin/published/latest')).statusCode).toBe(
      401,
    );
  });

  it('answers garbage with 400, never 500', async () => {
    const before = (await admin('GET', '/admin/publications?limit=1')).json().pagination.total;
    const bad: Array<[string, string, unknown?]> = [
      ['POST', '/admin/bulk-sync-everything', {}],
      ['POST', '/admin/bulk-sync-', {}],
      ['POST', '/admin/bulk-sync-all', '{"note":'],
      ['POST', '/admin/bulk-sync-all', '"x"'],
      ['POST', '/admin/bulk-sync-all', []],
      ['POST', '/admin/bulk-sync-all', { note: 5 }],
      ['POST', '/admin/bulk-sync-all', { note: 'x'.repeat(301) }],
      ['POST', '/admin/bulk-sync-all', { extra: true }],
      ['POST', '/admin/publish', {}],
      ['POST', '/admin/publish', { parts: [] }],
      ['POST', '/admin/publish', { parts: ['products', 'suppliers'] }],
      ['POST', '/admin/publish', { parts: 'products' }],
      ['GET', '/admin/publish-preview'],
      ['GET', '/admin/publish-preview?what='],
      ['GET', '/admin/publish-preview?what=,,'],
      ['GET', '/admin/publish-preview?what=products,roles'],
      ['GET', `/admin/publish-preview?what=${'all,'.repeat(200)}`],
      ['GET', '/admin/publications?page=0'],
      ['GET', '/admin/publications?limit=100000'],
      ['GET', '/admin/published/latest?since=-1'],
      ['GET', '/admin/published/latest?since=abc'],
    ];
    for (const [method, path, body] of bad) {
      const raw: Record<string, string> =
        typeof body === 'string' ? { 'content-type': 'application/json' } : {};
      const reply = await admin(method as 'GET', path, body, raw);
      expect(reply.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const after = (await admin('GET', '/admin/publications?limit=1')).json().pagination.total;
    expect(after).toBe(before);
  });
});

describe('documentation', () => {
  it("documents the tills' read and every publish call in /api/docs", async () => {
    const docs = (await demo.server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const latest = docs.paths['/api/admin/published/latest'].get;
    expect(latest.description).toContain('304');
    expect(latest.parameters.map((p: { name: string }) => p.name)).toContain('since');
    const bulk = Object.entries(docs.paths).find(([path]) => path.includes('bulk-sync-'))!;
    expect(JSON.stringify(bulk[1])).toContain('all-modules');
    for (const path of ['publish', 'publish-preview', 'publications', 'update-main-tables']) {
      expect(docs.paths[`/api/admin/${path}`], path).toBeDefined();
    }
  });
});
