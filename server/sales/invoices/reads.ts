import { mayUseLocation } from '@contract/access';
import type { InvoiceDetail, InvoiceStatus } from '@contract/sales';
import type { invoiceListQuery, invoiceListReply } from '@contract/sales';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { likePattern } from '../../resources/list';
import { fromMilli } from '../figures';
import { toInvoiceRow } from './rows';
import type { SalesScope } from '../scope';

type Found = Database['invoices'];

/**
 * One invoice of the caller's business at a location they may use: by id, by the number printed on
 * the receipt (or its id), or by its aggregator (Otter) id. Anything else is "not found", so ids of
 * other businesses or locations reveal nothing.
 */
export async function findInvoice(
  db: Kysely<Database>,
  auth: Auth,
  by: { id: string } | { idOrNumber: string } | { otterId: string },
): Promise<Found> {
  let query = db.selectFrom('invoices').selectAll().where('customer_id', '=', auth.customerId);
  if ('id' in by) query = query.where('id', '=', by.id);
  else if ('otterId' in by) query = query.where('otter_id', '=', by.otterId);
  else {
    const value = by.idOrNumber;
    query = query.where((eb) => eb.or([eb('id', '=', value), eb('number', '=', value)]));
  }
  const rows = await query.orderBy('created_at', 'desc').limit(20).execute();
  const found = rows.find((r) => mayUseLocation(auth.grant, r.location_id));
  if (!found) throw notFound('Invoice');
  return found;
}

/** An invoice with everything its detail screen shows. */
export async function invoiceDetailOf(
  db: Kysely<Database>,
  auth: Auth,
  invoice: Found,
): Promise<InvoiceDetail> {
  const [lines, payments, refunds, history, target] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('line_no')
      .execute(),
    db
      .selectFrom('invoice_payments')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('payment_no')
      .execute(),
    db
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', auth.customerId)
      .where('refund_of', '=', invoice.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('invoice_status_changes')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('change_no')
      .execute(),
    invoice.refund_of
      ? db
          .selectFrom('invoices')
          .selectAll()
          .where('customer_id', '=', auth.customerId)
          .where('id', '=', invoice.refund_of)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    ...toInvoiceRow(invoice),
    lines: lines.map((l) => ({
      line_no: Number(l.line_no),
      product_id: l.product_id,
      category_id: l.category_id,
      name: l.name,
      quantity: Number(l.quantity),
      unit_price: fromMilli(l.unit_price),
      discount: fromMilli(l.discount),
      tax: fromMilli(l.tax),
      vat: fromMilli(l.vat),
      gross: fromMilli(l.gross),
      is_complimentary: Number(l.is_complimentary) === 1,
      modifiers: (
        JSON.parse(l.modifiers) as Array<{
          modifier_item_id: string;
          name: string;
          quantity: number;
          unit_price: number;
        }>
      ).map((m) => ({
        modifier_item_id: m.modifier_item_id,
        name: m.name,
        quantity: m.quantity,
        unit_price: fromMilli(m.unit_price),
      })),
    })),
    payments: payments.map((p) => ({
      payment_method_id: p.payment_method_id,
      amount: fromMilli(p.amount),
      tip: fromMilli(p.tip),
    })),
    refunded_by: refunds.map(toInvoiceRow),
    refunds_invoice: target ? toInvoiceRow(target) : null,
    has_payload: invoice.payload !== null,
    status_history: history.map((h) => ({
      status: h.status as InvoiceStatus,
      at: h.at,
      by: h.by_user_id,
    })),
  };
}

/** A page of the invoices of a period, newest first, narrowed by the filters of the list. */
export async function listInvoices(
  db: Kysely<Database>,
  scope: SalesScope,
  query: z.infer<typeof invoiceListQuery>,
): Promise<z.infer<typeof invoiceListReply>> {
  const base = db
    .selectFrom('invoices')
    .where('customer_id', '=', scope.customerId)
    .where((eb) =>
      scope.locations.length === 0
        ? sql<SqlBool>`1 = 0`
        : eb.or(
            scope.locations.map((l) =>
              eb.and([
                eb('location_id', '=', l.id),
                eb('business_date', '>=', l.from),
                eb('business_date', '<=', l.to),
              ]),
            ),
          ),
    )
    .$if(Boolean(query.search?.trim()), (q) =>
      q.where(sql<boolean>`lower(number) like ${likePattern(query.search!.trim())} escape '\\'`),
    )
    .$if(Boolean(query.status), (q) => q.where('status', '=', query.status!))
    .$if(Boolean(query.kind), (q) => q.where('kind', '=', query.kind!))
    .$if(Boolean(query.channel_id), (q) => q.where('channel_id', '=', query.channel_id!))
    .$if(Boolean(query.cashier_id), (q) => q.where('cashier_id', '=', query.cashier_id!))
    .$if(Boolean(query.payment_method_id), (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('invoice_payments')
            .select('invoice_payments.invoice_id')
            .whereRef('invoice_payments.invoice_id', '=', 'invoices.id')
            .where('invoice_payments.payment_method_id', '=', query.payment_method_id!),
        ),
      ),
    );
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const count = Number(total);
  return {
    data: rows.map(toInvoiceRow),
    pagination: {
      total: count,
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(count / query.limit)),
    },
  };
}
