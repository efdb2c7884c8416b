import { v7 as uuidv7 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { caller, demoServer, errorOf } from '../testing/harness';

const { server, admin } = demoServer();

const countBrands = async (name: string) =>
  Number(
    (
      await server.database.db
        .withTables<{ brands: { name: string; id: string } }>()
        .selectFrom('brands')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).n,
  );

const countChanges = async (rowId: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('changes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('row_id', '=', rowId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const lastSeq = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow()
    ).seq,
  );

describe('Idempotency-Key', () => {
  test('a replayed create returns the first reply and writes nothing', async () => {
    const key = `create-${uuidv7()}`;
    const body = { name: 'Replayed brand' };
    const first = await admin('POST', '/brands', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const seqAfterFirst = await lastSeq();

    const second = await admin('POST', '/brands', body, { 'idempotency-key': key });
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countBrands('Replayed brand')).toBe(1);
    expect(await countChanges(first.json().id)).toBe(1);
    expect(await lastSeq()).toBe(seqAfterFirst);
  });

  test('the same key with another body gets 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
    const key = `reuse-${uuidv7()}`;
    await admin('POST', '/brands', { name: 'Original' }, { 'idempotency-key': key });
    const reused = await admin(
      'POST',
      '/brands',
      { name: 'Different' },
      { 'idempotency-key': key },
    );
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countBrands('Different')).toBe(0);
    const otherPath = await admin(
      'POST',
      '/label',
      { name: 'Original' },
      { 'idempotency-key': key },
    );
    expect(otherPath.statusCode).toBe(422);
  });

  test('updates and deletes replay too: a repeated delete is not a 404', async () => {
    const created = (await admin('POST', '/brands', { name: 'To update' })).json();
    const updateKey = `update-${uuidv7()}`;
    const update = { name: 'Updated once', version: 1 };
    const first = await admin('PUT', `/brands/${created.id}`, update, {
      'idempotency-key': updateKey,
    });
    const again = await admin('PUT', `/brands/${created.id}`, update, {
      'idempotency-key': updateKey,
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(2);

    const deleteKey = `delete-${uuidv7()}`;
    const deleted = await admin('DELETE', `/brands/${created.id}`, undefined, {
      'idempotency-key': deleteKey,
    });
    const repeated = await admin('DELETE', `/brands/${created.id}`, undefined, {
      'idempotency-key': deleteKey,
    });
    expect(deleted.statusCode).toBe(200);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toBe(deleted.body);
    expect((await admin('DELETE', `/brands/${created.id}`)).statusCode).toBe(404);
  });

  test('two concurrent requests with one key write once and both get the reply', async () => {
    const key = `race-${uuidv7()}`;
    const body = { name: 'Raced brand', id: uuidv7() };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => admin('POST', '/brands', body, { 'idempotency-key': key })),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(201);
      expect(reply.json().id).toBe(body.id);
    }
    expect(await countBrands('Raced brand')).toBe(1);
    expect(await countChanges(body.id)).toBe(1);
  });

  test('a failed write stores nothing: the same key may succeed later', async () => {
    const key = `retry-${uuidv7()}`;
    const bad = await admin(
      'POST',
      '/modifiers',
      { name: 'X', min_select: 5, max_select: 1 },
      {
        'idempotency-key': key,
      },
    );
    expect(bad.statusCode).toBe(400);
    const again = await admin(
      'POST',
      '/modifiers',
      { name: 'X', min_select: 5, max_select: 1 },
      {
        'idempotency-key': key,
      },
    );
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  test('keys are per business: another business using the same key writes its own row', async () => {
    const key = `shared-${uuidv7()}`;
    await admin('POST', '/brands', { name: 'Ours' }, { 'idempotency-key': key });
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Neighbour',
        location_name: 'Shop',
        username: 'neighbour',
        email: 'neighbour@example.com',
        password: 'a-long-password',
      },
    });
    const theirs = caller(server.app, registered.json().token as string);
    const response = await theirs('POST', '/brands', { name: 'Ours' }, { 'idempotency-key': key });
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
  });

  test('a key that is too short or too long is a 400 naming the header', async () => {
    const response = await admin('POST', '/brands', { name: 'X' }, { 'idempotency-key': 'short' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('idempotency-key');
  });
});
