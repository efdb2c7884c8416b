import { crmCustomerDetail, crmLookupReply, crmMergeReply, crmStatsReply } from '@contract/crm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { salesFixture } from '../sales/testing';
import { caller, demoServer, errorOf, signIn, type Caller } from '../testing/harness';

const { server, admin, staff } = demoServer({ demo: true });
const fx = salesFixture(admin);

let stranger: Caller;
beforeAll(async () => {
  const registered = await admin('POST', '/auth/register', {
    business_name: 'Other diner',
    location_name: 'Elsewhere',
    username: 'other-diner',
    email: 'owner@other-diner.test',
    password: 'other-password-123',
  });
  expect(registered.statusCode).toBe(201);
  stranger = caller(server.app, registered.json().token);
});

const create = async (body: Record<string, unknown>, who: Caller = admin) => {
  const reply = await who('POST', '/crm-users', body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Record<string, unknown> & { id: string; version: number };
};
const detail = async (id: string) => {
  const reply = await admin('GET', `/crm-users/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return crmCustomerDetail.parse(reply.json());
};

describe('CRM customers', () => {
  test('a phone is stored normalised and an email in lower case', async () => {
    const made = await create({
      name: 'Layla Haddad',
      phone: '+971 (50) 111-2233',
      email: ' Layla@Example.COM ',
      tags: ['vip'],
    });
    expect(made.phone).toBe('+971501112233');
    expect(made.email).toBe('layla@example.com');
    expect(made.marketing_consent).toBe(false);
    const again = await admin('POST', '/crm-users', { name: 'Layla H', phone: '00971501112233' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DUPLICATE');
    const sameEmail = await admin('POST', '/crm-users', {
      name: 'Someone',
      email: 'LAYLA@example.com',
    });
    expect(sameEmail.statusCode).toBe(409);
  });

  test('customers without a phone or email never clash on them', async () => {
    await create({ name: 'Walk-in one' });
    await create({ name: 'Walk-in two' });
  });

  test('the list searches by name, phone and email and filters by tag and consent', async () => {
    await create({ name: 'Tag Test Anna', phone: '0501234999', tags: ['regular', 'vegan'] });
    await create({
      name: 'Tag Test Boris',
      tags: ['regular'],
      marketing_consent: true,
      consent_changed_at: '2026-11-01T10:00:00Z',
    });
    const names = async (query: string) =>
      ((await admin('GET', `/crm-users?${query}&limit=1000`)).json().data as { name: string }[])
        .map((r) => r.name)
        .filter((n) => n.startsWith('Tag Test'))
        .sort();
    expect(await names('tag=regular')).toEqual(['Tag Test Anna', 'Tag Test Boris']);
    expect(await names('tag=vegan')).toEqual(['Tag Test Anna']);
    expect(await names('tag=vega')).toEqual([]);
    expect(await names('tag=regular&consent=1')).toEqual(['Tag Test Boris']);
    expect(await names('search=1234999')).toEqual(['Tag Test Anna']);
    const page = (await admin('GET', '/crm-users?limit=2&page=1')).json();
    expect(page.data).toHaveLength(2);
    expect(page.pagination.total).toBeGreaterThanOrEqual(4);
  });

  test('one customer answers visits, spend (net sales), average ticket and last visit from their invoices', async () => {
    const guest = await create({ name: 'Spend Test' });
    const sale = fx().invoice({ customer_id: guest.id, created_at: '2026-11-20T13:00:00+04:00' });
    const later = fx().invoice({ customer_id: guest.id, created_at: '2026-11-21T19:30:00+04:00' });
    const pending = fx().invoice({ customer_id: guest.id, status: 'pending', payments: [] });
    for (const body of [sale, later, pending]) {
      const posted = await admin('POST', '/invoices', body);
      expect(posted.statusCode, posted.body).toBeLessThan(300);
    }
    const refund = fx().invoice({ refund_of: later.id, customer_id: guest.id, number: 'CRM-R' });
    expect((await admin('POST', '/invoices', refund)).statusCode).toBeLessThan(300);

    const found = await detail(guest.id);
    // Two sales of 10 net each, one refunded: net 10 over 2 visits.
    expect(found.stats).toMatchObject({ visits: 2, spend: 10, average_ticket: 5 });
    expect(found.stats.last_visit).toBe('2026-11-21T15:30:00.000Z');
    expect(found.recent_invoices.map((i) => i.id)).toEqual(
      expect.arrayContaining([sale.id, later.id, pending.id, refund.id]),
    );
    const stats = crmStatsReply.parse(
      (await admin('GET', `/crm-users-stats?ids=${guest.id}`)).json(),
    );
    expect(stats.data[guest.id]).toEqual(found.stats);
    const all = crmStatsReply.parse((await admin('GET', '/crm-users-stats')).json());
    expect(all.data[guest.id]).toEqual(found.stats);
  });

  test('spend never adds two currencies: it is told in the one asked for, else the main one', async () => {
    const guest = await create({ name: 'Two Currencies' });
    const sales = [
      fx().invoice({ customer_id: guest.id }),
      fx().invoice({ customer_id: guest.id }),
      fx().invoice({ customer_id: guest.id, location_id: fx().soho }),
    ];
    for (const body of sales) {
      const posted = await admin('POST', '/invoices', body);
      expect(posted.statusCode, posted.body).toBeLessThan(300);
    }
    const main = await detail(guest.id);
    expect(main.stats).toMatchObject({ visits: 3, spend: 20, currency: 'AED' });
    const pounds = crmCustomerDetail.parse(
      (await admin('GET', `/crm-users/${guest.id}?currency=GBP`)).json(),
    );
    expect(pounds.stats).toMatchObject({ visits: 3, spend: 10, currency: 'GBP' });
    const soho = pounds.recent_invoices.find((i) => i.location_id === fx().soho);
    expect(soho?.currency).toBe('GBP');
  });

  test('the till finds a customer by phone in any formatting, by name or email, in a light shape', async () => {
    const made = await create({
      name: 'Omar Said',
      phone: '+44 20 7946 0958',
      email: 'omar@x.test',
    });
    for (const q of ['020 7946 0958', '+442079460958', 'omar sa', 'OMAR@X']) {
      const reply = await admin('GET', `/get-customers?q=${encodeURIComponent(q)}`);
      expect(reply.statusCode, q).toBe(200);
      const body = crmLookupReply.parse(reply.json());
      expect(
        body.data.map((c) => c.id),
        q,
      ).toContain(made.id);
    }
    const one = crmLookupReply.parse((await admin('GET', '/get-customers?q=Omar%20Said')).json())
      .data[0]!;
    expect(Object.keys(one).sort()).toEqual(
      ['email', 'id', 'loyalty_points', 'marketing_consent', 'name', 'phone', 'tags'].sort(),
    );
  });

  test('loyalty changes only by ledger entries with a reason, once per entry id, never below zero', async () => {
    const guest = await create({ name: 'Loyal Guest' });
    const entry = { id: uuidv7(), points: 50, reason: 'Welcome bonus' };
    const first = await admin('POST', `/crm-users/${guest.id}/loyalty`, entry);
    expect(first.json()).toEqual({ balance: 50 });
    const resent = await admin('POST', `/crm-users/${guest.id}/loyalty`, entry);
    expect(resent.json()).toEqual({ balance: 50 });
    const tooMuch = await admin('POST', `/crm-users/${guest.id}/loyalty`, {
      id: uuidv7(),
      points: -80,
      reason: 'Redeemed',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect((await detail(guest.id)).stats.loyalty_points).toBe(50);
    // The audit log has the entry once, on the customer, with its reason.
    const log = await admin('GET', `/audit-log?collection=crmCustomers&row_id=${guest.id}`);
    const changes = (log.json() as { items: Array<{ action: string; fields: unknown[] }> }).items;
    expect(changes.filter((c) => c.action === 'update')).toEqual([
      expect.objectContaining({
        fields: expect.arrayContaining([
          expect.objectContaining({ field: 'loyalty_balance', before: 0, after: 50 }),
          expect.objectContaining({ field: 'reason', after: 'Welcome bonus' }),
        ]),
      }),
    ]);
  });

  test('merging folds a duplicate in: invoices and loyalty move, tags join, the duplicate is gone; again changes nothing', async () => {
    const kept = await create({ name: 'Merge Kept', tags: ['vip'], phone: '0509990001' });
    const duplicate = await create({
      name: 'Merge Dup',
      tags: ['vegan', 'vip'],
      email: 'merge@dup.test',
    });
    const invoice = fx().invoice({ customer_id: duplicate.id });
    expect((await admin('POST', '/invoices', invoice)).statusCode).toBeLessThan(300);
    for (const [who, points] of [
      [kept, 10],
      [duplicate, 25],
    ] as const) {
      const reply = await admin('POST', `/crm-users/${who.id}/loyalty`, {
        id: uuidv7(),
        points,
        reason: 'Test',
      });
      expect(reply.statusCode).toBe(200);
    }

    const merge = () =>
      admin('POST', `/crm-users/${kept.id}/merge`, { duplicate_id: duplicate.id });
    const first = await merge();
    expect(first.statusCode, first.body).toBe(200);
    expect(crmMergeReply.parse(first.json())).toEqual({
      kept_id: kept.id,
      duplicate_id: duplicate.id,
      invoices_moved: 1,
      loyalty_moved: 1,
    });
    const after = await detail(kept.id);
    expect(after.stats).toMatchObject({ visits: 1, spend: 10, loyalty_points: 35 });
    const row = (await admin('GET', `/crm-users/${kept.id}`)).json();
    expect(row.tags.sort()).toEqual(['vegan', 'vip']);
    // Blank contact fields of the kept one are filled from the duplicate.
    expect(row.email).toBe('merge@dup.test');
    expect((await admin('GET', `/crm-users/${duplicate.id}`)).statusCode).toBe(404);
    const listed = (await admin('GET', '/crm-users?search=Merge&limit=100')).json().data;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([kept.id]);

    const again = await merge();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await detail(kept.id)).toEqual(after);
    expect((await admin('GET', `/crm-users/${kept.id}`)).json().version).toBe(row.version);
  });

  test('a merge into itself is refused, and one naming a row that is not there is not found', async () => {
    const one = await create({ name: 'Merge Self' });
    const self = await admin('POST', `/crm-users/${one.id}/merge`, { duplicate_id: one.id });
    expect(self.statusCode).toBe(400);
    const ghost = await admin('POST', `/crm-users/${one.id}/merge`, { duplicate_id: uuidv7() });
    expect(ghost.statusCode).toBe(404);
  });

  test('a customer created offline and sent twice with its id and key lands once', async () => {
    const id = uuidv7();
    const body = { id, name: 'Offline Guest', phone: '0501112299' };
    const headers = { 'idempotency-key': uuidv7() };
    const first = await admin('POST', '/crm-users', body, headers);
    const replay = await admin('POST', '/crm-users', body, headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const listed = (await admin('GET', '/crm-users?search=Offline%20Guest')).json().data;
    expect(listed).toHaveLength(1);
  });
});

describe('who may see and change CRM customers', () => {
  test('people.read reads and people.write writes: a user without them is refused', async () => {
    for (const [method, path, body] of [
      ['GET', '/crm-users', undefined],
      ['GET', '/get-customers?q=ab', undefined],
      ['POST', '/crm-users', { name: 'Nope' }],
    ] as const) {
      const reply = await staff(method, path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  test("a cashier's till looks a guest up for the sale, and sees no more of the CRM", async () => {
    await create({ name: 'Till Lookup Guest', phone: '+971 50 555 0199' });
    const cashier = caller(server.app, await signIn(server.app, 'cashier'));
    const lookup = await cashier('GET', '/get-customers?q=050%20555%200199');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(crmLookupReply.parse(lookup.json()).data.map((c) => c.name)).toContain(
      'Till Lookup Guest',
    );
    for (const path of ['/crm-users', '/users', '/roles-usage']) {
      expect((await cashier('GET', path)).statusCode, path).toBe(403);
    }
  });

  test("another business's customers are not found, and its own are not seen", async () => {
    const mine = await create({ name: 'Private Guest', phone: '0507770001' });
    expect((await stranger('GET', `/crm-users/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await stranger('PUT', `/crm-users/${mine.id}`, { version: 1, name: 'Stolen' })).statusCode,
    ).toBe(404);
    const theirs = await create({ name: 'Their Guest', phone: '0507770001' }, stranger);
    expect(
      (await admin('POST', `/crm-users/${mine.id}/merge`, { duplicate_id: theirs.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger('POST', `/crm-users/${mine.id}/loyalty`, {
          id: uuidv7(),
          points: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const lookup = crmLookupReply.parse((await stranger('GET', '/get-customers?q=Private')).json());
    expect(lookup.data).toEqual([]);
  });

  test('garbage is a 400, never a 500', async () => {
    const one = await create({ name: 'Garbage Target' });
    const cases: [string, string, unknown][] = [
      ['POST', '/crm-users', { name: '' }],
      ['POST', '/crm-users', { name: 'X', phone: 'call me' }],
      ['POST', '/crm-users', { name: 'X', email: 'not-an-email' }],
      ['POST', '/crm-users', { name: 'X', birthday: '1990-13-45' }],
      ['POST', '/crm-users', { name: 'X', tags: 'vip' }],
      ['POST', '/crm-users', { name: 'X', loyalty_points: 1000 }],
      ['POST', `/crm-users/${one.id}/merge`, { duplicate_id: 'nope' }],
      ['POST', `/crm-users/${one.id}/loyalty`, { id: uuidv7(), points: 1.5, reason: 'x' }],
      ['POST', `/crm-users/${one.id}/loyalty`, { id: uuidv7(), points: 0, reason: 'x' }],
      ['GET', '/crm-users-stats?ids=a,b', undefined],
      ['GET', '/get-customers?q=', undefined],
      ['GET', '/crm-users/not-an-id', undefined],
    ];
    for (const [method, path, body] of cases) {
      const reply = await admin(method as 'GET', path, body);
      expect(reply.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });
});
