import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSale } from '@contract/invoiceExample';
import type { invoiceBatchItem } from '@contract/sales';
import type { VerifyReport } from '@contract/verify';
import type { z } from 'zod';
import { defaultLoginLimits } from '../../server/config';
import { demoCredentials } from '../../server/demo/people';
import { printedReport } from '../../server/verify/print';
import {
  callCopy,
  emptyDatabase,
  startCopy,
  startRelay,
  START_TIMEOUT_MS,
  stopCopy,
  type ServerCopy,
} from './serverCopies';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Several copies of the server on one PostgreSQL database behave as one (issue 25): two real server
 * processes, started at the same moment on an empty database, then used the way a load balancer
 * spreads a business's devices over them. Only in the PostgreSQL pass (scripts/pg-test.sh).
 */
describe.skipIf(!serverUrl)('two servers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let one: ServerCopy;
  let two: ServerCopy;
  let token: string;

  beforeAll(async () => {
    database = await emptyDatabase(serverUrl!);
    const starts = await Promise.all([
      startCopy('one', database.url),
      startCopy('two', database.url),
    ]);
    [one, two] = starts.map((s) => s.copy) as [ServerCopy, ServerCopy];
    await Promise.all(starts.map((s) => s.ready));
    const { email, password } = demoCredentials.admin;
    const login = await callCopy(one, 'POST', '/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    token = (login.body as { token: string }).token;
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    await Promise.all([one, two].filter(Boolean).map(stopCopy));
    await database?.drop();
  });

  const count = async (sql: string, values?: unknown[]) =>
    Number((await database.query<{ n: string }>(sql, values))[0]!.n);

  it('both start on an empty database, and the demo is seeded once', async () => {
    expect(one.child.exitCode).toBeNull();
    expect(two.child.exitCode).toBeNull();
    expect(await count('select count(*) as n from customers')).toBe(1);
    for (const copy of [one, two]) expect(copy.output()).not.toMatch(/duplicate key/);
  });

  it('takes a sign-in made on one on the other', async () => {
    const reply = await callCopy(two, 'GET', '/user-find/current', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: demoCredentials.admin.email });
  });

  it('pulls through one a change written through the other', async () => {
    const since = await count('select coalesce(max(seq), 0) as n from changes');
    const made = await callCopy(one, 'POST', '/brands', {
      token,
      body: { name: `Written on one ${uuidv7()}` },
    });
    expect(made.status).toBe(201);
    const id = (made.body as { id: string }).id;
    const pulled = await callCopy(two, 'GET', `/sync/pull?since=${since}`, { token });
    expect(pulled.status).toBe(200);
    const changes = (pulled.body as { changes: Array<{ collection: string; row: { id: string } }> })
      .changes;
    expect(changes.filter((c) => c.row.id === id).map((c) => c.collection)).toEqual(['brands']);
  });

  it('recognises on one an idempotent resend of a write made on the other', async () => {
    const name = `Resent ${uuidv7()}`;
    const headers = { 'idempotency-key': `resend-${uuidv7()}` };
    const first = await callCopy(one, 'POST', '/brands', { token, body: { name }, headers });
    const again = await callCopy(two, 'POST', '/brands', { token, body: { name }, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('select count(*) as n from brands where name = $1', [name])).toBe(1);
  });

  it('answers a till resending to one a batch the other stored: as stored, written once', async () => {
    const place = await demoPlace(two, token);
    const invoices = ['R-0001', 'R-0002', 'R-0003'].map((number) => place.invoice(number));
    const first = await callCopy(one, 'POST', '/invoices/batch', { token, body: { invoices } });
    const again = await callCopy(two, 'POST', '/invoices/batch', { token, body: { invoices } });
    type Results = { results: z.infer<typeof invoiceBatchItem>[] };
    const statuses = (reply: typeof first) => (reply.body as Results).results.map((r) => r.status);
    expect(statuses(first)).toEqual([201, 201, 201]);
    expect(statuses(again)).toEqual([200, 200, 200]);
    const ids = invoices.map((i) => i.id);
    expect((again.body as Results).results.map((r) => r.invoice?.id)).toEqual(ids);
    expect(await count('select count(*) as n from invoices where id = any($1)', [ids])).toBe(3);
    expect(
      await count('select count(*) as n from invoice_lines where invoice_id = any($1)', [ids]),
    ).toBe(3);
  });

  it('counts failed sign-ins for one account across both', async () => {
    const body = { email: `nobody-${uuidv7()}@example.com`, password: 'not the password' };
    const limit = defaultLoginLimits.perAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const copy = attempt % 2 ? two : one;
      expect((await callCopy(copy, 'POST', '/auth/login', { body })).status).toBe(401);
    }
    expect((await callCopy(one, 'POST', '/auth/login', { body })).status).toBe(429);
    expect((await callCopy(two, 'POST', '/auth/login', { body })).status).toBe(429);
  });

  it('stores every acknowledged invoice once when the copy a till posts to is killed -9', async () => {
    const place = await demoPlace(two, token);
    const tills = 3;
    const batchesPerTill = 8;
    const perBatch = 100;
    // Each till's backlog: batches of invoices it posts in order, as a till back online does.
    const backlogs = Array.from({ length: tills }, (_, till) =>
      Array.from({ length: batchesPerTill }, (_, batch) =>
        Array.from({ length: perBatch }, (_, n) =>
          place.invoice(`K${till}-${String(batch * perBatch + n).padStart(4, '0')}`),
        ),
      ),
    );
    const acknowledged: string[] = [];
    const recognised: string[] = [];
    // The tills reach copy one through a relay, as through a load balancer.
    const relay = await startRelay(one);
    let answeredBatches = 0;
    let killed = false;

    /** Posts a batch; null when the copy did not answer it (the connection dropped, a 5xx). */
    const post = async (copy: ServerCopy, invoices: unknown[]) => {
      const reply = await callCopy(copy, 'POST', '/invoices/batch', {
        token,
        body: { invoices },
      }).catch(() => null);
      return reply && reply.status === 200
        ? (reply.body as { results: z.infer<typeof invoiceBatchItem>[] }).results
        : null;
    };

    const runTill = async (backlog: (typeof backlogs)[number]) => {
      for (const batch of backlog) {
        // To copy one while it answers; a batch it did not answer goes again, whole, to copy two.
        const results = (!killed && (await post(relay.copy, batch))) || (await post(two, batch));
        expect(results, 'copy two answers every batch').not.toBeNull();
        for (const result of results!) {
          expect([200, 201], JSON.stringify(result)).toContain(result.status);
          acknowledged.push(result.id!);
          if (result.status === 200) recognised.push(result.id!);
        }
        answeredBatches += 1;
        if (answeredBatches === (tills * batchesPerTill) / 2) relay.hold();
      }
    };

    // Half way through the backlogs, copy one dies right after it stored a batch and before its
    // answer reached the till: the worst case for a till (stored, not acknowledged). The other
    // tills' batches in flight die with it, committed or not.
    const killing = relay.firstHeld.then(async () => {
      one.child.kill('SIGKILL');
      await one.exited;
      killed = true;
      relay.dropHeld();
    });
    try {
      await Promise.all(backlogs.map(runTill));
      await killing;
    } finally {
      await relay.close();
    }
    expect(await one.exited).toBeNull();

    const sent = backlogs.flat(2).map((invoice) => invoice.id);
    expect(acknowledged.sort()).toEqual([...sent].sort());
    // Stored once: one invoice, one line and one payment per acknowledged id, nothing more.
    const stored = (table: string, column: string) =>
      count(`select count(*) as n from ${table} where ${column} = any($1)`, [sent]);
    expect(await stored('invoices', 'id')).toBe(sent.length);
    expect(
      await count('select count(distinct id) as n from invoices where id = any($1)', [sent]),
    ).toBe(sent.length);
    expect(await stored('invoice_lines', 'invoice_id')).toBe(sent.length);
    expect(await stored('invoice_payments', 'invoice_id')).toBe(sent.length);
    expect(
      await count('select count(*) as n from invoices where number like $1', ['K_-____']),
    ).toBe(sent.length);
    // Resends of what copy one stored before it died came back as stored (200), never twice.
    expect(recognised.length).toBeGreaterThanOrEqual(perBatch);
    expect(recognised.length).toBeLessThanOrEqual(tills * perBatch);
    expect(recognised.length % perBatch).toBe(0);

    // The self-audit, asked of the copy that lived: every stored aggregate and balance agrees with
    // the invoices above, nothing counted twice or lost by the kill.
    const audit = await callCopy(two, 'GET', '/admin/verify', { token });
    expect(audit.status).toBe(200);
    const report = audit.body as VerifyReport;
    expect(report.clean, printedReport(report)).toBe(true);
  });
});

/** The demo's first location, product and card payment, and an invoice there at a fixed instant. */
async function demoPlace(copy: ServerCopy, token: string) {
  const list = async (path: string) =>
    (
      (await callCopy(copy, 'GET', `${path}?limit=1000`, { token })).body as {
        data: Array<{ id: string; name: string }>;
      }
    ).data;
  const location = (await list('/locations')).find(
    (l) => l.name === 'Backhouse Grill Dubai Marina',
  );
  const product = (await list('/products'))[0];
  const card = (await list('/payment-methods')).find((m) => m.name === 'Card');
  if (!location || !product || !card) throw new Error('the demo lacks a location, product or card');
  return {
    invoice: (number: string) =>
      plainSale({
        id: uuidv7(),
        location_id: location.id,
        number,
        created_at: '2026-11-20T13:00:00+04:00',
        product,
        payment_method_id: card.id,
      }),
  };
}
