import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/database';
import { salesFixture } from '../sales/testing';
import { caller, createTestDatabase, signIn, testConfig, type Caller } from '../testing/harness';
import { addressOf, openStream, type TestStream } from './testing';

/**
 * Several copies of the server on one PostgreSQL (README "Several servers"): a device's stream on
 * one copy hears what was written through another, because the commit's NOTIFY reaches every
 * copy's LISTEN connection. SQLite has one server process, so there is nothing to test there.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two copies on one PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let drop: () => Promise<void>;
  let token = '';
  const admin: Caller = (...call) => caller(first, token)(...call);
  const open: TestStream[] = [];

  beforeAll(async () => {
    const made = await createTestDatabase('demo');
    drop = made.drop;
    first = await buildApp({ database: made.database, config: testConfig() });
    await first.ready();
    secondDatabase = openPostgres(made.url!, 3);
    second = await buildApp({ database: secondDatabase, config: testConfig() });
    await second.ready();
    token = await signIn(first, 'admin');
  });
  // After the copies start: its own beforeAll makes products through them.
  const fx = salesFixture(admin);
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    await drop();
  });
  afterEach(() => {
    open.splice(0).forEach((stream) => stream.close());
  });

  const listenOnSecond = async () => {
    const stream = await openStream(await addressOf(second), token);
    open.push(stream);
    await stream.until('ready', (s) => s.events.length > 0);
    return stream;
  };
  const cursorNow = async (stream: TestStream) =>
    (await admin('GET', `/sync/pull?since=${stream.events[0]!.cursor}`)).json().cursor as number;
  let named = 0;
  const writeBrand = async () => {
    const reply = await admin('POST', '/brands', { name: `Copied brand ${++named}` });
    expect(reply.statusCode, reply.body).toBe(201);
  };

  test('a change and a sale written through one copy reach a stream on the other', async () => {
    const stream = await listenOnSecond();
    await writeBrand();
    const cursor = await cursorNow(stream);
    await stream.until('the change', (s) => s.events.some((e) => e.cursor === cursor));
    expect(stream.events.find((e) => e.cursor === cursor)!.kind).toBe('changed');
    const sale = await admin('POST', '/invoices', fx().invoice());
    expect(sale.statusCode, sale.body).toBe(201);
    await stream.until('the sale', (s) => s.events.some((e) => e.kind === 'sales'));
  });

  test('when its LISTEN connection drops, a copy connects again and its streams are told to ask', async () => {
    const stream = await listenOnSecond();
    const heard = stream.events.length;
    // Both copies listen on one database: end every LISTEN connection, as a failover would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`.execute(secondDatabase.db);
    // What committed while nobody listened went unheard: the stream is told to pull anyway.
    await stream.until('the catch-up', (s) => s.events.length > heard);
    expect(stream.events.slice(heard).map((e) => e.kind)).toContain('changed');
    await writeBrand();
    const cursor = await cursorNow(stream);
    await stream.until('a change after', (s) => s.events.some((e) => e.cursor === cursor));
  });
});
