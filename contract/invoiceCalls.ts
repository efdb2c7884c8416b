import { z } from 'zod';
import { call } from './call';
import { id } from './common';
import { invoiceExample } from './invoiceExample';
import {
  invoiceBatchBody,
  invoiceBatchReply,
  invoiceBody,
  invoiceDetail,
  invoiceListQuery,
  invoiceListReply,
  invoiceRow,
  invoiceStatusBody,
  MAX_INVOICE_BATCH,
} from './sales';

const tag = 'sales';

export const invoiceIdParams = z.object({ id });
/** The number printed on a guest's receipt, or the invoice's own id. */
export const customerInvoiceIdParams = z.object({ id: z.string().min(1).max(64) });
export const invoicePayloadReply = z.object({ payload: z.unknown() });
export const otterPayloadBody = z.object({ otter_id: z.string().trim().min(1).max(200) }).strict();
export const otterPayloadReply = z.object({
  invoice_id: id,
  otter_id: z.string(),
  payload: z.unknown(),
});

/**
 * The tills' invoices (issue 8, section 1): a sale or refund recorded one at a time or as a batch,
 * its status moved on, and the invoices as the screens read them (the list, one invoice, its raw
 * order). Recording needs `sales.write` and a location the caller may use; reading needs
 * `reporting.read`, and the raw order the invoice preview permission too.
 */
export const invoiceCalls = {
  record: call({
    method: 'POST',
    path: '/invoices',
    tag,
    summary: 'Record a sale (or refund) from a till',
    description:
      'Idempotent on `id`: sending the same invoice again returns it as stored (200) and writes ' +
      'nothing; the same `id` with different content is refused (409 ID_REUSED). Amounts are ' +
      "tax-exclusive decimals in the location's currency and never negative; a refund names the " +
      'sale in `refund_of` and carries positive quantities and amounts: what is given back. ' +
      'Modifier quantities are per unit of their line. Payments of a completed invoice must add ' +
      'up to lines + modifiers - discounts - complimentary + tax, within one minor unit of the ' +
      "currency (or half a unit per line). `business_date` and `local_hour` come from the location's " +
      '`time_zone`, `opening_hour` and `closing_hour` settings: a sale at 01:30 counts on the day ' +
      'before when the location closes after midnight.',
    body: invoiceBody.meta({ examples: [invoiceExample] }),
    reply: invoiceRow,
    access: 'sales.write',
    creates: true,
  }),
  recordBatch: call({
    method: 'POST',
    path: '/invoices/batch',
    tag,
    summary: `Record up to ${MAX_INVOICE_BATCH} invoices at once, each answered on its own`,
    description:
      'For tills coming back online with a backlog. Each invoice gets the answer it would get ' +
      'alone (201, 200, 400, 403, 409), in `results` in the order sent; the good ones are ' +
      'recorded even when others are refused. A refund may follow its sale in the same batch. ' +
      'On a slow line, send the body compressed (`Content-Encoding: gzip`, `deflate` or `br`): ' +
      'a batch of JSON is about a tenth of its size in gzip.',
    body: invoiceBatchBody,
    reply: invoiceBatchReply,
    access: 'sales.write',
  }),
  changeStatus: call({
    method: 'PUT',
    path: '/invoices/:id/status',
    tag,
    summary: 'Move an order on (preparing, ready, completed) or void an invoice',
    description:
      'Completing adds the invoice to the sales figures, voiding a completed one takes it back ' +
      'out; asking for the status it has changes nothing. A void is final; voiding a completed ' +
      'sale needs the void permission and no completed refunds of it. An unpaid order may bring ' +
      'its payments with its completion.',
    params: invoiceIdParams,
    body: invoiceStatusBody,
    reply: invoiceRow,
    access: 'sales.write',
  }),
  list: call({
    method: 'GET',
    path: '/invoices',
    tag,
    summary: 'Invoices of a period, newest first, with filters',
    query: invoiceListQuery,
    reply: invoiceListReply,
    access: 'reporting.read',
  }),
  detail: call({
    method: 'GET',
    path: '/invoices/:id',
    tag,
    summary: 'One invoice with its lines, payments, refunds and status history',
    params: invoiceIdParams,
    reply: invoiceDetail,
    access: 'reporting.read',
  }),
  payload: call({
    method: 'GET',
    path: '/invoices/:id/payload',
    tag,
    summary: 'The raw order of an invoice, as the till or the aggregator sent it',
    params: invoiceIdParams,
    reply: invoicePayloadReply,
    access: 'reporting.read',
  }),
  byCustomerInvoiceId: call({
    method: 'GET',
    path: '/invoices/customer-invoice-id/:id',
    tag,
    summary: 'The invoice a guest holds: by the number printed on the receipt, or by its id',
    params: customerInvoiceIdParams,
    reply: invoiceDetail,
    access: 'reporting.read',
  }),
  otterPayload: call({
    method: 'POST',
    path: '/invoices/otter-payload',
    tag,
    summary: "An aggregator order's raw payload, by its Otter id",
    body: otterPayloadBody,
    reply: otterPayloadReply,
    access: 'reporting.read',
  }),
};
