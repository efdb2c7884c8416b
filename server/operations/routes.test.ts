import { describe, expect, test } from 'vitest';
import { caller, signIn, startTestServer, testServer } from '../testing/harness';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('health and readiness', () => {
  const server = testServer({ demo: false });

  test('liveness answers without a sign-in and says nothing else', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  test('both answer HEAD, which a monitor may send; the other calls do not', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const head = await server.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe('');
    }
    const other = await server.app.inject({ method: 'HEAD', url: '/api/brands' });
    expect(other.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/brands' })).statusCode).toBe(401);
  });

  test('readiness checks the database and the schema, and turns 503 once a stop begins', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
    let dailySyncRuns = true;
    server.app.readiness.watch('daily_sync', () => dailySyncRuns);
    dailySyncRuns = false;
    const stalled = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toMatchObject({ status: 'not_ready', checks: { daily_sync: 'failed' } });
    dailySyncRuns = true;
    server.app.readiness.markStopping();
    const stopping = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ status: 'stopping' });
  });

  test('metrics are off without a token: the path does not exist', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('metrics', () => {
  const server = testServer({ demo: false, config: { metricsToken: TOKEN } });
  const scrape = (token?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  test('need the metrics token, compared whole', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN.slice(0, -1))).statusCode).toBe(401);
    const reply = await scrape(TOKEN);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  test('count requests by route pattern, never by raw address, and batch sizes', async () => {
    const id = '019ae2c0-0000-7000-8000-00000000dead';
    await server.app.inject({ method: 'GET', url: `/api/products/${id}` });
    await server.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    server.app.metrics.invoiceBatch(3);
    server.app.metrics.syncPush(7);
    server.app.metrics.schedulerRun('daily_sync', true);
    const text = (await scrape(TOKEN)).body;
    expect(text).toContain(
      'backhouse_http_request_duration_seconds_count{route="/api/products/:id",method="GET",status="4xx"} 1',
    );
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain(id);
    expect(text).toContain('backhouse_invoice_batch_size_sum 3');
    expect(text).toContain('backhouse_sync_push_size_sum 7');
    expect(text).toContain('backhouse_scheduler_failures_total{scheduler="daily_sync"} 1');
    expect(text).toContain('process_resident_memory_bytes');
  });

  test('report emails: ready while their timer runs, and their rounds counted', async () => {
    // Nothing is due on an empty database, so the SMTP server is never contacted.
    const mail = { smtpUrl: 'smtp://127.0.0.1:9', from: 'Backhouse <reports@backhouse.test>' };
    const other = await startTestServer({ demo: false, config: { metricsToken: TOKEN, mail } });
    try {
      const ready = () => other.app.inject({ method: 'GET', url: '/api/ready' });
      expect((await ready()).json()).toMatchObject({ checks: { report_emails: 'ok' } });
      await other.app.reportEmails.idle();
      const scraped = await other.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(scraped.body).toContain('backhouse_scheduler_runs_total{scheduler="report_emails"} 1');
      await other.app.reportEmails.stop();
      const stopped = await ready();
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({
        status: 'not_ready',
        checks: { report_emails: 'failed' },
      });
    } finally {
      await other.close();
    }
  });

  test('each app keeps its own registry', async () => {
    const other = await startTestServer({ demo: false, config: { metricsToken: TOKEN } });
    try {
      other.app.metrics.invoiceBatch(100);
      const text = (await scrape(TOKEN)).body;
      expect(text).toContain('backhouse_invoice_batch_size_count 1\n');
    } finally {
      await other.close();
    }
  });
});

describe('batch sizes', () => {
  const server = testServer({ config: { metricsToken: TOKEN } });

  test('a sync push and an invoice batch are measured by their size', async () => {
    const token = await signIn(server.app, 'admin');
    const call = caller(server.app, token);
    const push = await call('POST', '/batch', {
      calls: [
        { method: 'GET', path: '/brands' },
        { method: 'GET', path: '/categories' },
      ],
    });
    expect(push.statusCode).toBe(200);
    const batch = await call('POST', '/invoices/batch', { invoices: [{}] });
    expect(batch.statusCode).toBeLessThan(500);
    const text = (
      await server.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).body;
    expect(text).toContain('backhouse_sync_push_size_sum 2');
    expect(text).toContain('backhouse_invoice_batch_size_sum 1');
    // The calls inside the push count as requests of their own routes.
    expect(text).toMatch(/route="\/api\/brands",method="GET",status="2xx"} 1/);
  });
});
