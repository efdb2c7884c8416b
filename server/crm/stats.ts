import type { CrmVisitStats } from '@contract/crm';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  addSums,
  contributionOf,
  figuresOf,
  fromMilli,
  netSalesMilli,
  zeroSums,
  type FigureSums,
} from '../sales/figures';

/** Whose figures, seen by whom: a user limited to some locations counts only their invoices. */
export interface StatsScope {
  customerId: string;
  /** Locations whose invoices count; null: all of the business's. */
  locations: readonly string[] | null;
  /**
   * The currency spend is told in: amounts of different currencies never add up. Null: each
   * customer's own main currency (the one most of their sales were in).
   */
  currency?: string | null;
}

const emptyStats = (): CrmVisitStats => ({
  visits: 0,
  spend: 0,
  average_ticket: 0,
  last_visit: null,
  loyalty_points: 0,
  currency: null,
});

/**
 * Visits, spend, average ticket and last visit of each customer from their completed invoices, and
 * their loyalty balance from the ledger. The sums of each kind are fed to `contributionOf` as one
 * invoice and the counts set after: every figure keeps its one definition in `sales/figures.ts`.
 */
export async function visitStats(
  db: Kysely<Database>,
  scope: StatsScope,
  /** The customers to answer for; null: every customer with an invoice or loyalty entry. */
  crmIds: readonly string[] | null,
): Promise<Map<string, CrmVisitStats>> {
  const out = new Map<string, CrmVisitStats>((crmIds ?? []).map((id) => [id, emptyStats()]));
  if (crmIds?.length === 0) return out;
  if (scope.locations?.length === 0) {
    await addLoyalty(db, scope.customerId, out, crmIds);
    return out;
  }
  let query = db
    .selectFrom('invoices')
    .select((eb) => [
      'crm_customer_id',
      'kind',
      'currency',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('gross').as('gross'),
      eb.fn.sum<number>('discounts').as('discounts'),
      eb.fn.sum<number>('complimentary').as('complimentary'),
      eb.fn.sum<number>('tax').as('tax'),
      eb.fn.sum<number>('vat').as('vat'),
      eb.fn.sum<number>('tips').as('tips'),
      eb.fn.sum<number>('guests').as('guests'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('customer_id', '=', scope.customerId)
    .where('status', '=', 'completed')
    .groupBy(['crm_customer_id', 'kind', 'currency']);
  if (scope.locations) query = query.where('location_id', 'in', [...scope.locations]);
  query = crmIds
    ? query.where('crm_customer_id', 'in', [...crmIds])
    : query.where('crm_customer_id', 'is not', null);
  const groups = await query.execute();

  // Per customer: visits and the last one over every currency, sums per currency.
  const byCustomer = new Map<
    string,
    { visits: number; last: string | null; sums: Map<string, FigureSums> }
  >();
  for (const group of groups) {
    const id = group.crm_customer_id!;
    const entry = byCustomer.get(id) ?? { visits: 0, last: null, sums: new Map() };
    const currency = group.currency ?? '';
    const sums = entry.sums.get(currency) ?? zeroSums();
    const kind = group.kind === 'refund' ? 'refund' : 'sale';
    const share = contributionOf({
      kind,
      guests: Number(group.guests ?? 0),
      gross: Number(group.gross ?? 0),
      discounts: Number(group.discounts ?? 0),
      complimentary: Number(group.complimentary ?? 0),
      tax: Number(group.tax ?? 0),
      vat: Number(group.vat ?? 0),
      tips: Number(group.tips ?? 0),
    });
    if (kind === 'sale') {
      share.sales_count = Number(group.n);
      entry.visits += Number(group.n);
      const last = group.last === null ? null : String(group.last);
      if (last !== null && (entry.last === null || last > entry.last)) entry.last = last;
    } else {
      share.refund_count = Number(group.n);
    }
    entry.sums.set(currency, addSums(sums, share));
    byCustomer.set(id, entry);
  }
  for (const [id, entry] of byCustomer) {
    const main =
      scope.currency ??
      [...entry.sums.entries()].sort((a, b) => b[1].sales_count - a[1].sales_count)[0]![0];
    const sums = entry.sums.get(main) ?? zeroSums();
    const figures = figuresOf(sums);
    out.set(id, {
      ...emptyStats(),
      visits: entry.visits,
      spend: fromMilli(netSalesMilli(sums)),
      average_ticket: figures.average_order_value,
      last_visit: entry.last,
      currency: main === '' ? null : main,
    });
  }
  await addLoyalty(db, scope.customerId, out, crmIds);
  return out;
}

async function addLoyalty(
  db: Kysely<Database>,
  customerId: string,
  out: Map<string, CrmVisitStats>,
  crmIds: readonly string[] | null,
): Promise<void> {
  let query = db
    .selectFrom('crm_loyalty_entries')
    .select((eb) => ['crm_customer_id', eb.fn.sum<number>('points').as('points')])
    .where('customer_id', '=', customerId)
    .groupBy('crm_customer_id');
  if (crmIds) query = query.where('crm_customer_id', 'in', [...crmIds]);
  for (const balance of await query.execute()) {
    const stats = out.get(balance.crm_customer_id) ?? emptyStats();
    stats.loyalty_points = Number(balance.points ?? 0);
    out.set(balance.crm_customer_id, stats);
  }
}

/** A customer's latest invoices (completed, refunded or void), newest first, with their net. */
export async function recentInvoices(
  db: Kysely<Database>,
  scope: StatsScope,
  crmId: string,
  limit = 20,
) {
  if (scope.locations?.length === 0) return [];
  let query = db
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'location_id',
      'created_at',
      'business_date',
      'kind',
      'status',
      'gross',
      'discounts',
      'complimentary',
      'tax',
      'vat',
      'tips',
      'guests',
      'currency',
    ])
    .where('customer_id', '=', scope.customerId)
    .where('crm_customer_id', '=', crmId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (scope.locations) query = query.where('location_id', 'in', [...scope.locations]);
  const rows = await query.execute();
  return rows.map((row) => {
    const kind = row.kind === 'refund' ? 'refund' : 'sale';
    const share = contributionOf({
      kind,
      guests: row.guests === null ? null : Number(row.guests),
      gross: Number(row.gross),
      discounts: Number(row.discounts),
      complimentary: Number(row.complimentary),
      tax: Number(row.tax),
      vat: Number(row.vat),
      tips: Number(row.tips),
    });
    return {
      id: row.id,
      number: row.number,
      location_id: row.location_id,
      created_at: row.created_at,
      business_date: row.business_date,
      kind: row.kind,
      status: row.status,
      net: fromMilli(netSalesMilli(share)),
      currency: row.currency,
    };
  });
}
