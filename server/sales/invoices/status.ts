import { mayUseLocation } from '@contract/access';
import { resources } from '@contract/registry';
import type { InvoicePayment, InvoiceRow, InvoiceStatus } from '@contract/sales';
import { englishMessage } from '@contract/validation';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record';
import { lockStock, noteSales } from '../../db/changes';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { depleteInvoices } from '../../inventory/depletion';
import type { Auth } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { resourceDb } from '../../resources/store';
import { aggregateDeltas, applyDeltas, loadAggregatedInvoices } from '../aggregates';
import { resendChangedDays } from '../dailySync/deliveries';
import { fromMilli, toMilli } from '../figures';
import { paymentTolerance, statusMoves } from '../invoiceRules';
import { toInvoiceRow } from './rows';
import { loadInvoiceLocations } from '../references';

const refused = (message: string) => new ApiError(409, 'INVALID_STATUS_CHANGE', message);

/**
 * Moves an invoice on (`PUT /api/invoices/{id}/status`): an online order through preparing and ready
 * to completed, or any invoice to void. Completing adds the invoice to the sales figures; voiding a
 * completed one takes it back out, both in this transaction. Asking for the status it already has
 * changes nothing (a till may resend). Payments may come with the completion of an unpaid order.
 */
export async function changeInvoiceStatus(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  change: { status: InvoiceStatus; payments?: InvoicePayment[] },
  /** The daily sync's clock (tests move it): a day that changed is due again from now. */
  now: () => number = Date.now,
): Promise<InvoiceRow> {
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice || !mayUseLocation(auth.grant, invoice.location_id)) throw notFound('Invoice');
  // Its location's sales go on beside this write (`locationsTransaction`): wait for them before
  // reading its refunds or moving its figures and stock.
  await lockStock(trx, auth.customerId, [invoice.location_id]);
  // Its figures move: devices showing them hear of it (the live channel, issue 26).
  noteSales(trx, [invoice.location_id]);
  const from = invoice.status as InvoiceStatus;
  const to = change.status;
  if (from === to && !change.payments?.length) return toInvoiceRow(invoice);
  if (from === 'completed' && to === 'completed') {
    // A resend of "completed, paid so": the same answer when it names the payments stored.
    if (await samePayments(trx, id, change.payments ?? [])) return toInvoiceRow(invoice);
    throw invalidPayments('This order already has its payments');
  }
  const allowed =
    invoice.kind === 'refund' ? (from === 'completed' ? ['void'] : []) : statusMoves[from];
  if (!allowed.includes(to)) {
    throw refused(`A ${from} ${invoice.kind} cannot become ${to}`);
  }
  if (from === 'completed' && to === 'void') {
    if (!auth.grant.is_admin && !auth.profile.has_void_order_permission) {
      throw new ApiError(403, 'FORBIDDEN', 'Voiding a completed sale needs the void permission');
    }
    const refunds = await trx
      .selectFrom('invoices')
      .select('id')
      .where('customer_id', '=', auth.customerId)
      .where('refund_of', '=', id)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (refunds) throw refused('This sale has refunds: void them first');
  }

  const at = nowIso();
  let paid = Number(invoice.paid);
  let tips = Number(invoice.tips);
  if (change.payments?.length) {
    if (to !== 'completed') throw invalidPayments('Payments come with the completion of an order');
    const already = await trx
      .selectFrom('invoice_payments')
      .select('payment_no')
      .where('invoice_id', '=', id)
      .executeTakeFirst();
    if (already) throw invalidPayments('This order already has its payments');
    const methods = await resourceDb(trx)
      .selectFrom(resources.paymentMethods.table)
      .select('id')
      .where('customer_id', '=', auth.customerId)
      .where(
        'id',
        'in',
        change.payments.map((p) => p.payment_method_id),
      )
      .execute();
    const known = new Set(methods.map((m) => m.id));
    const unknown = change.payments.findIndex((p) => !known.has(p.payment_method_id));
    if (unknown >= 0) {
      throw fieldError(`payments.${unknown}.payment_method_id`, 'unknown_reference', {});
    }
    const rows = change.payments.map((p, i) => ({
      invoice_id: id,
      payment_no: i + 1,
      customer_id: auth.customerId,
      payment_method_id: p.payment_method_id,
      amount: toMilli(p.amount),
      tip: toMilli(p.tip),
    }));
    await trx.insertInto('invoice_payments').values(rows).execute();
    paid = rows.reduce((s, r) => s + r.amount, 0);
    tips = rows.reduce((s, r) => s + r.tip, 0);
  }
  if (to === 'completed') {
    const [location] = (
      await loadInvoiceLocations(trx, auth.customerId, [invoice.location_id])
    ).values();
    const decimals = location?.decimals ?? 2;
    const lineCount = await trx
      .selectFrom('invoice_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    const due = Number(invoice.due);
    if (Math.abs(paid - due) > paymentTolerance(decimals, Number(lineCount.n))) {
      throw fieldError('payments', 'payments_mismatch', {
        paid: fromMilli(paid).toFixed(decimals),
        due: fromMilli(due).toFixed(decimals),
      });
    }
  }

  const changeNo = await trx
    .selectFrom('invoice_status_changes')
    .select((eb) => eb.fn.max<number>('change_no').as('last'))
    .where('invoice_id', '=', id)
    .executeTakeFirst();
  await trx
    .insertInto('invoice_status_changes')
    .values({
      invoice_id: id,
      change_no: Number(changeNo?.last ?? 0) + 1,
      status: to,
      at,
      by_user_id: auth.userId,
    })
    .execute();
  const updated = { ...invoice, status: to, paid, tips, updated_at: at };
  await trx
    .updateTable('invoices')
    .set({ status: to, paid, tips, updated_at: at })
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, [
    {
      customerId: auth.customerId,
      collection: 'invoices',
      rowId: id,
      locationId: invoice.location_id,
      before: {
        number: invoice.number,
        status: invoice.status,
        paid: invoice.paid,
        tips: invoice.tips,
      },
      after: { number: invoice.number, status: to, paid, tips },
    },
  ]);
  if (to === 'completed' || from === 'completed') {
    const [aggregated] = await loadAggregatedInvoices(trx, [updated]);
    await applyDeltas(trx, aggregateDeltas(aggregated!, to === 'completed' ? 1 : -1));
    await depleteInvoices(
      trx,
      auth.customerId,
      [{ ...aggregated!, id, created_at: invoice.created_at }],
      to === 'completed' ? 'completed' : 'voided',
      auth.userId,
    );
    await resendChangedDays(trx, auth.customerId, [aggregated!], now());
  }
  return toInvoiceRow(updated);
}

function fieldError(
  path: string,
  code: 'unknown_reference' | 'payments_mismatch',
  params: Record<string, string>,
) {
  return new ApiError(400, 'VALIDATION', 'The status change is not valid', {
    fields: { [path]: englishMessage({ code, params }) },
  });
}

function invalidPayments(message: string) {
  return new ApiError(400, 'VALIDATION', message, { fields: { payments: message } });
}

/** Whether `payments` are the invoice's stored payments (in any order). */
async function samePayments(
  trx: Kysely<Database>,
  invoiceId: string,
  payments: InvoicePayment[],
): Promise<boolean> {
  const stored = await trx
    .selectFrom('invoice_payments')
    .select(['payment_method_id', 'amount', 'tip'])
    .where('invoice_id', '=', invoiceId)
    .execute();
  const key = (p: { payment_method_id: string; amount: number; tip: number }) =>
    `${p.payment_method_id}:${p.amount}:${p.tip}`;
  const sent = payments.map((p) =>
    key({ payment_method_id: p.payment_method_id, amount: toMilli(p.amount), tip: toMilli(p.tip) }),
  );
  const held = stored.map((p) =>
    key({ payment_method_id: p.payment_method_id, amount: Number(p.amount), tip: Number(p.tip) }),
  );
  return sent.length === held.length && sent.sort().join() === held.sort().join();
}
