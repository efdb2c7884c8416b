import type { TakingsReply } from '@contract/paymentProviders';
import { paymentCalls } from '@contract/payments';
import { MAX_REPORT_PAGE } from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { paymentBreakdown } from '../reports/paymentReportsRead';
import { fromMilli, toMilli } from '../sales/figures';
import { resolveSalesScope, type SalesScope } from '../sales/scope';
import { providerOf } from './providerStore';

type Amounts = TakingsReply['totals'];
const amountKeys = ['amount', 'refunded', 'net', 'tips'] as const;

/** Adds amounts as the reports do: in milli, turned back into amounts once. */
function sumAmounts(list: readonly Amounts[]): Amounts {
  const sum = { payments_count: 0, amount: 0, refunded: 0, net: 0, tips: 0 };
  for (const a of list) {
    sum.payments_count += a.payments_count;
    for (const k of amountKeys) sum[k] += toMilli(a[k]);
  }
  for (const k of amountKeys) sum[k] = fromMilli(sum[k]);
  return sum;
}

/** Every line of the payment report's breakdown (per method and location) for the scope. */
async function allBreakdownLines(db: Kysely<Database>, scope: SalesScope) {
  const lines = [];
  for (let page = 1; ; page += 1) {
    const read = await paymentBreakdown(db, scope, {
      page,
      limit: MAX_REPORT_PAGE,
      dir: 'desc',
      sort: 'payment_method_id',
    });
    lines.push(...read.items);
    if (lines.length >= read.total || read.items.length === 0) return { read, lines };
  }
}

/**
 * Takings by provider: the advanced payment report's breakdown (the one definition of what a payment
 * method took at a location), each line given to the enabled provider that handles that method at
 * that location, the rest (cash, wallets without a provider...) under "no provider".
 */
export async function takingsByProvider(
  db: Kysely<Database>,
  scope: SalesScope,
): Promise<TakingsReply> {
  const { read, lines } = await allBreakdownLines(db, scope);
  const locationIds = scope.locations.map((l) => l.id);
  const providers = locationIds.length
    ? (
        await db
          .selectFrom('payment_providers')
          .selectAll()
          .where('customer_id', '=', scope.customerId)
          .where('location_id', 'in', locationIds)
          .where('enabled', '=', 1)
          .execute()
      ).map(providerOf)
    : [];
  const handler = (line: { location_id: string; payment_method_id: string }) =>
    providers.find(
      (p) =>
        p.location_id === line.location_id && p.payment_method_ids.includes(line.payment_method_id),
    ) ?? null;
  const attributed = lines.map((line) => ({ ...line, provider_id: handler(line)?.id ?? null }));
  const groups = new Map<string | null, Amounts[]>();
  for (const line of attributed) {
    groups.set(line.provider_id, [...(groups.get(line.provider_id) ?? []), line]);
  }
  return {
    period: read.period,
    locations: read.locations,
    currencies: read.currencies,
    as_of: read.as_of,
    providers: [...groups]
      .map(([id, group]) => {
        const provider = providers.find((p) => p.id === id) ?? null;
        return {
          provider_id: id,
          provider: provider?.provider ?? null,
          name: provider?.name ?? null,
          location_id: provider?.location_id ?? null,
          ...sumAmounts(group),
        };
      })
      .sort((a, b) => b.net - a.net || String(a.provider_id).localeCompare(String(b.provider_id))),
    lines: attributed,
    totals: sumAmounts(attributed),
  };
}

/** Served in the frame of every report (server/reports/frame.ts): the scope resolved, then read. */
export function registerTakingsRoutes(app: FastifyInstance): void {
  serveCall(app, paymentCalls.takings, async (request) => {
    const { db } = app.database;
    const scope = await resolveSalesScope(db, signedIn(request), request.query);
    return takingsByProvider(db, scope);
  });
}
