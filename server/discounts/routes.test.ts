import { addDays } from '@contract/businessDay';
import { webDiscountsReply } from '@contract/discountsWeb';
import { beforeAll, describe, expect, test } from 'vitest';
import { tablesFixture } from '../tables/testing';
import { errorOf } from '../testing/harness';

const fx = tablesFixture();
const { admin, staff, manager, stranger } = fx;

const names = (reply: { data: Record<string, unknown>[] }) =>
  reply.data.map((d) => String(d.name)).sort();

/** Discounts that differ from a usable one in one way each, made against Dubai's business date. */
let today = '';
beforeAll(async () => {
  const first = await admin('GET', `/discounts/web?loc=${fx.dubai()}`);
  expect(first.statusCode).toBe(200);
  today = webDiscountsReply.parse(first.json()).business_date;
  const add = async (name: string, fields: Record<string, unknown>) => {
    const made = await admin('POST', '/discounts', { name, value: 10, is_online: true, ...fields });
    expect(made.statusCode, name).toBe(201);
    return made.json().id as string;
  };
  await add('Web open', {});
  await add('Web today only', { starts_on: today, ends_on: today });
  await add('Web at Dubai', { location_ids: [fx.dubai()] });
  await add('Web at Soho', { location_ids: [fx.soho()] });
  await add('Web ended', { starts_on: addDays(today, -10), ends_on: addDays(today, -1) });
  await add('Web from tomorrow', { starts_on: addDays(today, 1) });
  await add('Web inactive', { is_active: false });
  await add('Till only', { is_online: false });
  const gone = await add('Web deleted', {});
  expect((await admin('DELETE', `/discounts/${gone}`)).statusCode).toBe(200);
});

describe('GET /discounts/web', () => {
  test('answers the active online discounts within their dates and open to the location', async () => {
    const dubai = webDiscountsReply.parse(
      (await admin('GET', `/discounts/web?loc=${fx.dubai()}`)).json(),
    );
    expect(dubai.location_id).toBe(fx.dubai());
    expect(names(dubai)).toEqual(['Web at Dubai', 'Web open', 'Web today only']);
    // Dates are each location's own calendar: from 20:00 UTC Dubai is already a day ahead of Soho,
    // so the discount of Dubai's day is not on yet in London and the one that ended on Dubai's
    // yesterday still is.
    const soho = webDiscountsReply.parse(
      (await admin('GET', `/discounts/web?loc=${fx.soho()}`)).json(),
    );
    const sohoBehind = soho.business_date === addDays(today, -1);
    expect(soho.business_date === today || sohoBehind).toBe(true);
    expect(names(soho)).toEqual(
      sohoBehind
        ? ['Web at Soho', 'Web ended', 'Web open']
        : ['Web at Soho', 'Web open', 'Web today only'],
    );
  });

  test('without loc it answers for the caller’s own location, to anyone signed in there', async () => {
    const reply = await staff('GET', '/discounts/web');
    expect(reply.statusCode).toBe(200);
    const body = webDiscountsReply.parse(reply.json());
    expect(body.location_id).toBe(fx.staffLocation());
    expect(names(body)).toContain('Web open');
  });

  test('a location the caller may not use is refused, another business’s is not found', async () => {
    const other = fx.staffLocation() === fx.dubai() ? fx.soho() : fx.dubai();
    const refused = await staff('GET', `/discounts/web?loc=${other}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect((await manager('GET', `/discounts/web?loc=${fx.soho()}`)).statusCode).toBe(403);
    const theirs = await stranger('GET', `/discounts/web?loc=${fx.dubai()}`);
    expect(theirs.statusCode).toBe(404);
    const notOurs = await admin('GET', `/discounts/web?loc=019b8cbd-0000-7000-8000-000000000001`);
    expect(notOurs.statusCode).toBe(404);
  });

  test('another business never sees these discounts', async () => {
    const mine = webDiscountsReply.parse((await stranger('GET', '/discounts/web')).json());
    expect(mine.data).toEqual([]);
  });

  test('bad input is a 400 naming the field, and signing in is needed', async () => {
    const bad = await admin('GET', '/discounts/web?loc=not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('loc');
    const anonymous = await fx.server.app.inject({ method: 'GET', url: '/api/discounts/web' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('discount rules', () => {
  test('a percent over 100 and an end before the start are refused with field errors', async () => {
    const over = await admin('POST', '/discounts', {
      name: 'Too much',
      kind: 'percent',
      value: 120,
    });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).fields).toHaveProperty('value');
    const backwards = await admin('POST', '/discounts', {
      name: 'Backwards',
      value: 5,
      starts_on: '2026-05-10',
      ends_on: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields).toHaveProperty('ends_on');
  });

  test('the roles that may give a discount must be roles of the business', async () => {
    const roles = (await admin('GET', '/roles?limit=5')).json().data as { id: string }[];
    const good = await admin('POST', '/discounts', {
      name: 'Manager treat',
      value: 15,
      role_ids: [roles[0]!.id],
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().role_ids).toEqual([roles[0]!.id]);
    const unknown = await admin('POST', '/discounts', {
      name: 'Ghost role',
      value: 15,
      role_ids: ['019b8cbd-0000-7000-8000-000000000002'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  test('staff without config rights may not change discounts', async () => {
    expect((await staff('POST', '/discounts', { name: 'Mine', value: 5 })).statusCode).toBe(403);
  });
});
