import { authCalls } from '@contract/auth';
import { pathWithQuery, type Call } from '@contract/call';
import { countCalls } from '@contract/counts';
import { aggregateReportCalls, stockReportCalls } from '@contract/frameReportCalls';
import { locationCalls } from '@contract/locations';
import { supplierInvoiceCalls, supplierOrderCalls } from '@contract/purchasing';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { stockCalls } from '@contract/stock';
import type { FastifyInstance } from 'fastify';
import { defaultLoginLimits, type AppConfig } from '../../config';
import { demoCredentials } from '../../demo/people';

/**
 * The reads whose answers must survive a backup, a restore and every upgrade: the dashboard's
 * figures, two sales reports, stock on hand and its value, food cost, the counts and purchasing. Each
 * is asked for a fixed period (complete business dates, never "today"), so its answer depends on the
 * stored rows, not on the hour it is read.
 */

/** The business dates the reads cover. */
export interface ReadPeriod {
  from: string;
  to: string;
}

/** What `readFigures` answers: each read's reply by name (its `as_of`, the read's own time, left out). */
export type FigureReads = Record<string, unknown>;

/** The app's settings for reads: no email, no card service, no static files, silent. */
export const readConfig: AppConfig = {
  sessionSecret: 'upgrade-fixture-'.padEnd(48, 'x'),
  sessionTtlHours: 1,
  registration: false,
  staticDir: null,
  logLevel: 'silent',
  trustProxy: false,
  loginLimits: defaultLoginLimits,
};

/** A call as the demo administrator, in process: its JSON reply, or an error unless 2xx. */
export type AdminCall = (
  declaration: Call,
  args?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object },
) => Promise<Record<string, unknown>>;

/** `as_of` says when a reply was read, not what it holds: it is left out of the comparison. */
function withoutReadTime(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReadTime);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'as_of')
        .map(([key, v]) => [key, withoutReadTime(v)]),
    );
  }
  return value;
}

/** Signs in as the demo administrator. */
export async function signInDemoAdmin(app: FastifyInstance): Promise<AdminCall> {
  const login = await app.inject({
    method: authCalls.login.method,
    url: `/api${authCalls.login.path}`,
    payload: demoCredentials.admin,
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const token = (login.json() as { token: string }).token;
  return async (declaration, args = {}) => {
    const url = `/api${pathWithQuery(declaration, args.params, args.query)}`;
    const reply = await app.inject({
      method: declaration.method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(args.body ? { payload: args.body } : {}),
    });
    if (reply.statusCode >= 300) {
      throw new Error(`${declaration.method} ${url}: ${reply.statusCode} ${reply.body}`);
    }
    return withoutReadTime(reply.json()) as Record<string, unknown>;
  };
}

/** The figures of the demo business as its administrator reads them, over `period`. */
export async function readFigures(app: FastifyInstance, period: ReadPeriod): Promise<FigureReads> {
  const get = await signInDemoAdmin(app);
  const range = { ...period, loc: 'all' };
  const whole = { ...range, limit: 5000 };
  const reads: FigureReads = {
    dashboard: await get(salesAnalysisCalls.summaryMetrics, { query: range }),
    salesByDay: await get(aggregateReportCalls.salesSummary, { query: { ...whole, group: 'day' } }),
    products: await get(aggregateReportCalls.products, { query: whole }),
    payments: await get(aggregateReportCalls.payments, { query: whole }),
    stockValue: await get(stockReportCalls.materials, { query: { ...whole, view: 'stock' } }),
    foodCost: await get(stockReportCalls.materials, { query: { ...whole, view: 'usage' } }),
    supplierOrders: await get(supplierOrderCalls.list, { query: { limit: 1000 } }),
    supplierInvoices: await get(supplierInvoiceCalls.list, { query: { limit: 1000 } }),
  };
  const counts = await get(countCalls.list, { query: { loc: 'all' } });
  reads.counts = counts;
  for (const { id } of counts.data as { id: string }[]) {
    reads[`countReview:${id}`] = await get(countCalls.review, { query: { id } });
  }
  const locations = await get(locationCalls.usable);
  for (const { id } of locations.data as { id: string }[]) {
    reads[`stockOnHand:${id}`] = await get(stockCalls.onHand, { query: { loc: id } });
  }
  return reads;
}
