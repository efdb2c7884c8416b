import type { Registry } from 'prom-client';

/** The periodic jobs whose runs are counted, by the name they carry in the metrics. */
export type SchedulerName = 'daily_sync' | 'report_emails';

/**
 * What the server measures for `GET /api/metrics` (Prometheus text format). Each app has its own
 * registry, never prom-client's global one: tests build many apps in one process, and two
 * registrations of one metric name in the same registry throw.
 */
export interface Metrics {
  /** The text `GET /api/metrics` answers, in Prometheus' format, and its content type. */
  exposition(): Promise<{ contentType: string; text: string }>;
  /** One answered request: its route's pattern (never the raw URL), method and status. */
  request(route: string, method: string, statusCode: number, seconds: number): void;
  /** Invoices in one batch a till posted. */
  invoiceBatch(size: number): void;
  /** Calls in one sync push (`POST /api/batch`). */
  syncPush(size: number): void;
  /** One run of a periodic job, and whether it failed. */
  schedulerRun(name: SchedulerName, failed: boolean): void;
}

/** Batch sizes up to the 500 the invoice and sync batches accept. */
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500];
/** From a cached read to a large report, in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** 2xx, 4xx...: the class keeps the number of series small, the route says the rest. */
const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Metrics of an app that does not serve them (no `METRICS_TOKEN`): nothing is counted, and
 * prom-client is never loaded (a twentieth of a start, issue 24).
 */
export const unmeasured: Metrics = {
  exposition: async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', text: '' }),
  request: () => {},
  invoiceBatch: () => {},
  syncPush: () => {},
  schedulerRun: () => {},
};

/**
 * The metrics of an app that serves them: its own counts, and Node's defaults (memory, event loop
 * lag, GC), whose monitors run as long as the app does.
 */
export async function createMetrics(): Promise<Metrics> {
  const { collectDefaultMetrics, Counter, Histogram, Registry } = await import('prom-client');
  const registry: Registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'backhouse_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const invoiceBatches = new Histogram({
    name: 'backhouse_invoice_batch_size',
    help: 'Invoices per batch posted by a till (POST /api/invoices/batch)',
    buckets: BATCH_BUCKETS,
    registers,
  });
  const syncPushes = new Histogram({
    name: 'backhouse_sync_push_size',
    help: 'Calls per sync push from a device (POST /api/batch)',
    buckets: BATCH_BUCKETS,
    registers,
  });
  const runs = new Counter({
    name: 'backhouse_scheduler_runs_total',
    help: 'Runs of a periodic job',
    labelNames: ['scheduler'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'backhouse_scheduler_failures_total',
    help: 'Runs of a periodic job that failed',
    labelNames: ['scheduler'] as const,
    registers,
  });
  return {
    exposition: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
    request(route, method, statusCode, seconds) {
      requests.observe({ route, method, status: statusClass(statusCode) }, seconds);
    },
    invoiceBatch: (size) => invoiceBatches.observe(size),
    syncPush: (size) => syncPushes.observe(size),
    schedulerRun(name, failed) {
      runs.inc({ scheduler: name });
      if (failed) failures.inc({ scheduler: name });
    },
  };
}
