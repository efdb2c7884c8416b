import type { ReportFilterKey, ReportQuery } from '@contract/reports';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/tables';
import {
  contributionOf,
  figuresOf,
  fromMilli,
  toMilli,
  type FigureSums,
  type InvoiceTotals,
} from '../sales/figures';
import type { SalesScope } from '../sales/scope';

/**
 * What the invoice reports (sale, order, balance) share: which invoices of a scope they read, the
 * sort keys that are not columns (paging: invoiceReportsPaging.ts), and an invoice's own figures. Every condition starts with
 * (customer_id, location_id, business_date), so each read walks an index of invoices keyed so
 * (`invoices_day`, or the partial ones of server/db/migrations/20261127T121000_invoice_report_indexes.ts)
 * over the period, never the whole history.
 */

export type InvoiceFilters = Partial<Pick<ReportQuery, ReportFilterKey>>;
type InvoiceBuilder = ExpressionBuilder<Database, 'invoices'>;

/** Locations read over the same dates are one `location_id in (...)` range of the index. */
function periodGroups(scope: SalesScope) {
  const groups = new Map<string, { ids: string[]; from: string; to: string }>();
  for (const l of scope.locations) {
    const key = `${l.from}|${l.to}`;
    const group = groups.get(key) ?? { ids: [], from: l.from, to: l.to };
    group.ids.push(l.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The invoices of the scope that pass the filters. `extra` narrows further (status, kind...). */
export function invoicesOf(
  scope: SalesScope,
  filters: InvoiceFilters,
  extra: (eb: InvoiceBuilder) => Expression<SqlBool>[] = () => [],
) {
  const groups = periodGroups(scope);
  return (eb: InvoiceBuilder): Expression<SqlBool> => {
    const terms: Expression<SqlBool>[] = [
      eb('invoices.customer_id', '=', scope.customerId),
      groups.length === 0
        ? sql<SqlBool>`1 = 0`
        : eb.or(
            groups.map((g) =>
              eb.and([
                eb('invoices.location_id', 'in', g.ids),
                eb('invoices.business_date', '>=', g.from),
                eb('invoices.business_date', '<=', g.to),
              ]),
            ),
          ),
    ];
    if (filters.channel_id) terms.push(eb('invoices.channel_id', '=', filters.channel_id));
    if (filters.order_type_id) {
      terms.push(eb('invoices.order_type_id', '=', filters.order_type_id));
    }
    if (filters.cashier_id) terms.push(eb('invoices.cashier_id', '=', filters.cashier_id));
    if (filters.status) terms.push(eb('invoices.status', '=', filters.status));
    if (filters.payment_method_id) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('invoice_payments')
            .select('invoice_payments.invoice_id')
            .whereRef('invoice_payments.invoice_id', '=', 'invoices.id')
            .where('invoice_payments.payment_method_id', '=', filters.payment_method_id),
        ),
      );
    }
    if (filters.category_id) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('invoice_lines')
            .select('invoice_lines.invoice_id')
            .whereRef('invoice_lines.invoice_id', '=', 'invoices.id')
            .where('invoice_lines.category_id', '=', filters.category_id),
        ),
      );
    }
    return eb.and([...terms, ...extra(eb)]);
  };
}

/** Completed sales and refunds: what the sales figures count. */
export const completedOnly = (eb: InvoiceBuilder) => [eb('invoices.status', '=', 'completed')];

/** The filters of a query that a report reads (the rest of `reportQuery` is ignored). */
export function filtersOf(query: InvoiceFilters, keys: readonly ReportFilterKey[]): InvoiceFilters {
  return Object.fromEntries(keys.flatMap((k) => (query[k] ? [[k, query[k]]] : [])));
}

/** A refund's amounts count against the period: its rows show them negative, as its figures are. */
export const signOf = (kind: string): 1 | -1 => (kind === 'refund' ? -1 : 1);
const sqlSign = sql<number>`(case when invoices.kind = 'refund' then -1 else 1 end)`;

/**
 * An invoice's items: the quantities of its product lines (a modifier rides on its product), of
 * the invoice whose id `id` names.
 */
export const quantityOf = (id: 'invoices.id' | 'merged.id') =>
  sql<number>`(select coalesce(sum(l.quantity), 0) from invoice_lines l where l.invoice_id = ${sql.ref(id)})`;
export const lineQuantity = quantityOf('invoices.id');

/**
 * Sort keys that are not columns, in SQL. Net and total sales order invoices as figuresOf's values
 * do (a refund's are negative): the tests check the order against the figures of the rows.
 */
export const sortExpressions = {
  net_sales: sql<number>`(${sqlSign} * (invoices.gross - invoices.discounts - invoices.complimentary))`,
  total_sales: sql<number>`(${sqlSign} * (invoices.gross - invoices.discounts - invoices.complimentary + invoices.tax))`,
  /** What the guest owes (a refund: what is paid back), signed. */
  total: sql<number>`(${sqlSign} * invoices.due)`,
  paid: sql<number>`(${sqlSign} * invoices.paid)`,
  balance: sql<number>`(invoices.due - invoices.paid)`,
  items: sql<number>`(${sqlSign} * ${lineQuantity})`,
} satisfies Record<string, RawBuilder<number>>;

/** The columns of an invoice the reports show (never its raw payload). */
export const invoiceColumns = [
  'invoices.id',
  'invoices.number',
  'invoices.created_at',
  'invoices.business_date',
  'invoices.location_id',
  'invoices.status',
  'invoices.kind',
  'invoices.channel_id',
  'invoices.order_type_id',
  'invoices.cashier_id',
  'invoices.table_id',
  'invoices.crm_customer_id',
  'invoices.guests',
  'invoices.gross',
  'invoices.discounts',
  'invoices.complimentary',
  'invoices.tax',
  'invoices.vat',
  'invoices.tips',
  'invoices.due',
  'invoices.paid',
] as const;
type InvoiceColumn = (typeof invoiceColumns)[number] extends `invoices.${infer C}` ? C : never;

/** Which invoices a report reads: the scope, the filters and what the report itself asks. */
export interface InvoiceSelection {
  scope: SalesScope;
  filters: InvoiceFilters;
  extra?: (eb: InvoiceBuilder) => Expression<SqlBool>[];
}

export type ReportInvoice = Selectable<Pick<Database['invoices'], InvoiceColumn>>;

/** An invoice's totals as figures.ts takes them (database integers may arrive as strings). */
export const totalsOf = (i: {
  kind: string;
  guests: number | null;
  gross: number;
  discounts: number;
  complimentary: number;
  tax: number;
  vat: number;
  tips: number;
}): InvoiceTotals & { kind: 'sale' | 'refund'; guests: number | null } => ({
  kind: i.kind === 'refund' ? 'refund' : 'sale',
  guests: i.guests === null ? null : Number(i.guests),
  gross: Number(i.gross),
  discounts: Number(i.discounts),
  complimentary: Number(i.complimentary),
  tax: Number(i.tax),
  vat: Number(i.vat),
  tips: Number(i.tips),
});

/** The figures of a sale report row, of one invoice's contribution or of a period's sums. */
export function rowFigures(sums: FigureSums) {
  const f = figuresOf(sums);
  return {
    gross_sales: f.gross_sales,
    discounts: f.discounts,
    complimentary: f.complimentary,
    refunds: f.refunds,
    net_sales: f.net_sales,
    tax: f.tax,
    tips: f.tips,
    total_sales: f.total_sales,
  };
}

export const invoiceFigures = (i: ReportInvoice) => rowFigures(contributionOf(totalsOf(i)));

/** An invoice's items as the page read them (`quantityOf`), signed like its figures, in units. */
export const itemsFor = (i: Pick<ReportInvoice, 'kind'> & { items: number | string }) =>
  fromMilli(signOf(i.kind) * toMilli(Number(i.items)));
