import { createHash } from 'node:crypto';
import { mayUseLocation } from '@contract/access';
import { invoiceBody, type InvoiceBody, type InvoiceRow } from '@contract/sales';
import type { ErrorCode } from '@contract/errors';
import { englishMessage, issuesByField } from '@contract/validation';
import type { Kysely } from 'kysely';
import { insertMany } from '../../db/manyRows';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { resendChangedDays } from '../dailySync/deliveries';
import { depleteInvoices, type DepletedInvoice } from '../../inventory/depletion';
import type { Auth } from '../../plugins/auth';
import { aggregateDeltas, applyDeltas, type AggregatedInvoice } from '../aggregates';
import { toMilli } from '../figures';
import { checkInvoice, type ComputedInvoice, type RefundTarget } from '../invoiceRules';
import { toInvoiceRow } from './rows';
import { loadBatchReferences, referencesOf, storedInvoices } from '../references';
import { recordAudit } from '../../audit/record';

/** How one invoice of a call was answered. */
export interface InvoiceOutcome {
  status: number;
  id: string | null;
  invoice?: InvoiceRow;
  error?: { code: ErrorCode; message: string; fields?: Record<string, string> };
  /** While a batch is read: a resend of the invoice at this index of the same call. */
  firstIndex?: number;
}

/**
 * The hash that decides "the same invoice": the body as parsed (defaults filled in), keys sorted,
 * a field sent as null the same as one left out, and the time as its instant, so a till that
 * serialises a queued sale again (other key order, `null`s, another offset) is still sending the
 * same invoice. The payload nests at most `MAX_PAYLOAD_DEPTH` levels (checked when parsed).
 */
export function invoiceHash(body: InvoiceBody): string {
  const instant = new Date(body.created_at).toISOString();
  return createHash('sha256')
    .update(canonicalJson({ ...body, created_at: instant }))
    .digest('hex');
}

/** An array index as a property key: such keys come first in an object's own order, by number. */
const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1;

type KeyOrder = Array<[key: string, quoted: string]>;
/** A trie of own-key lists, each ending at the keys' order in the hash: invoices repeat a few. */
interface KeyNode {
  next: Map<string, KeyNode>;
  order?: KeyOrder;
}
let keyOrders: KeyNode = { next: new Map() };
let keyNodes = 0;
const KEY_NODES_KEPT = 4096;

/** The keys in the order the hash writes them, each with its JSON text. */
function keyOrder(keys: string[]): KeyOrder {
  if (keyNodes >= KEY_NODES_KEPT) {
    keyOrders = { next: new Map() };
    keyNodes = 0;
  }
  let node = keyOrders;
  for (const key of keys) {
    let next = node.next.get(key);
    if (!next) {
      next = { next: new Map() };
      node.next.set(key, next);
      keyNodes++;
    }
    node = next;
  }
  if (node.order) return node.order;
  // Own keys list array indices first, by number: the ones after them are sorted as text.
  let indices = 0;
  while (indices < keys.length && isArrayIndex(keys[indices]!)) indices++;
  node.order = [...keys.slice(0, indices), ...keys.slice(indices).sort()].map((key) => [
    key,
    JSON.stringify(key),
  ]);
  return node.order;
}

/**
 * The JSON text of `value` with its objects' keys sorted and their null or missing fields left out,
 * written in one pass (copying every object to sort it took a tenth of a batch's time). Byte for
 * byte what releases stored before: `JSON.stringify` of a copy made with sorted entries, in which,
 * as in any object, keys that are array indices come first, by number.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      const item: unknown = value[i];
      text += item === undefined || item === null ? 'null' : canonicalJson(item);
    }
    return `${text}]`;
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const [key, quoted] of keyOrder(Object.keys(record))) {
    const field = record[key];
    if (field === undefined || field === null) continue;
    if (text.length > 1) text += ',';
    text += `${quoted}:${canonicalJson(field)}`;
  }
  return `${text}}`;
}

const idReused = (id: string): InvoiceOutcome => ({
  status: 409,
  id,
  error: {
    code: 'ID_REUSED',
    message: 'An invoice with this id was already recorded with different content',
  },
});

/**
 * The locations invoices name, read before they are checked, for `locationsTransaction`: sales lock
 * their locations' stock, not the whole business (issue 25). A refund is refused unless it is at the
 * location of its sale, so these cover the sales it reads too.
 */
export const invoiceLocations = (sent: readonly unknown[]): string[] =>
  sent.flatMap((invoice) => {
    const id = (invoice as { location_id?: unknown } | null)?.location_id;
    return typeof id === 'string' ? [id] : [];
  });

/** Rows per insert statement, within every driver's parameter limit. */
const INSERT_CHUNK = 300;

const insertChunked = (
  trx: Kysely<Database>,
  table: keyof Database & string,
  rows: readonly Record<string, unknown>[],
) => insertMany(trx, table, rows, INSERT_CHUNK);

/**
 * Records invoices sent by tills, each answered on its own (`POST /api/invoices` sends one,
 * `/api/invoices/batch` up to 500): 201 recorded, 200 already recorded with the same content (nothing
 * written), 400 with field paths, 403 for a location the caller may not use, 409 for an id already
 * used for another invoice. Everything accepted is written in the caller's transaction, with its share
 * of the sales aggregates when it is completed. Call it inside `locationsTransaction` with
 * `invoiceLocations(sent)`: a sale writes only what belongs to its location.
 */
export async function recordInvoices(
  trx: Kysely<Database>,
  auth: Auth,
  sent: readonly unknown[],
  /** The daily sync's clock (tests move it): a day that changed is due again from now. */
  now: () => number = Date.now,
): Promise<InvoiceOutcome[]> {
  const outcomes: InvoiceOutcome[] = new Array(sent.length);
  const parsed: Array<{ index: number; body: InvoiceBody; hash: string }> = [];
  sent.forEach((item, index) => {
    const result = invoiceBody.safeParse(item);
    if (!result.success) {
      const id = (item as { id?: unknown } | null)?.id;
      outcomes[index] = {
        status: 400,
        id: typeof id === 'string' ? id : null,
        error: {
          code: 'VALIDATION',
          message: 'The invoice is not valid',
          fields: issuesByField(result.error.issues),
        },
      };
      return;
    }
    if (!mayUseLocation(auth.grant, result.data.location_id)) {
      outcomes[index] = {
        status: 403,
        id: result.data.id,
        error: { code: 'FORBIDDEN', message: 'You may not use this location' },
      };
      return;
    }
    parsed.push({ index, body: result.data, hash: invoiceHash(result.data) });
  });

  // Resent invoices are answered with what is stored; their content must be the same.
  const stored = new Map(
    (
      await storedInvoices(
        trx,
        parsed.map((p) => p.body.id),
      )
    ).map((r) => [r.id, r]),
  );
  const fresh: typeof parsed = [];
  const firstOfId = new Map<string, { hash: string; index: number }>();
  for (const item of parsed) {
    const earlier = stored.get(item.body.id);
    if (earlier) {
      outcomes[item.index] =
        earlier.customer_id === auth.customerId && earlier.body_hash === item.hash
          ? { status: 200, id: earlier.id, invoice: toInvoiceRow(earlier) }
          : idReused(item.body.id);
      continue;
    }
    const sameCall = firstOfId.get(item.body.id);
    if (sameCall !== undefined) {
      // The same invoice twice in one call: the second is a resend of the first.
      outcomes[item.index] =
        sameCall.hash === item.hash
          ? { status: 0, id: item.body.id, firstIndex: sameCall.index }
          : idReused(item.body.id);
      continue;
    }
    firstOfId.set(item.body.id, { hash: item.hash, index: item.index });
    fresh.push(item);
  }

  const refs = await loadBatchReferences(
    trx,
    auth.customerId,
    fresh.map((f) => f.body),
  );
  const at = nowIso();
  const invoices: Array<Record<string, unknown>> = [];
  const lines: Array<Record<string, unknown>> = [];
  const payments: Array<Record<string, unknown>> = [];
  const changes: Array<Record<string, unknown>> = [];
  const aggregated: AggregatedInvoice[] = [];
  const depleted: DepletedInvoice[] = [];
  const recorded = new Map<string, InvoiceRow>();

  for (const { index, body, hash } of fresh) {
    const check = checkInvoice(body, referencesOf(body, refs));
    if (!check.ok) {
      outcomes[index] = {
        status: 400,
        id: body.id,
        error: {
          code: 'VALIDATION',
          message: 'The invoice is not valid',
          fields: Object.fromEntries(
            Object.entries(check.fields).map(([path, m]) => [path, englishMessage(m)]),
          ),
        },
      };
      continue;
    }
    const computed = check.invoice;
    const location = refs.locations.get(body.location_id)!;
    const row = invoiceRecord(auth.customerId, body, computed, location.currency, hash, at);
    invoices.push(row);
    lines.push(...lineRecords(auth.customerId, body.id, computed));
    payments.push(
      ...computed.payments.map((p, i) => ({
        invoice_id: body.id,
        payment_no: i + 1,
        customer_id: auth.customerId,
        ...p,
      })),
    );
    changes.push({
      invoice_id: body.id,
      change_no: 1,
      status: body.status,
      at,
      by_user_id: auth.userId,
    });
    if (body.status === 'completed') {
      aggregated.push(aggregatedOf(row as unknown as Database['invoices'], computed));
      depleted.push({
        id: body.id,
        location_id: body.location_id,
        created_at: row.created_at as string,
        kind: computed.kind,
        lines: computed.lines,
      });
      trackRefunds(refs.refundTargets, body, computed);
    }
    const invoice = toInvoiceRow(row as unknown as Database['invoices']);
    recorded.set(body.id, invoice);
    outcomes[index] = { status: 201, id: body.id, invoice };
  }
  // A resend inside the same call gets the first one's answer: the invoice recorded, or the same
  // refusal.
  outcomes.forEach((o, i) => {
    if (o.status === 0) {
      const first = recorded.get(o.id!);
      outcomes[i] = first ? { status: 200, id: o.id, invoice: first } : outcomes[o.firstIndex!]!;
    }
  });

  await insertChunked(trx, 'invoices', invoices);
  await insertChunked(trx, 'invoice_lines', lines);
  await insertChunked(trx, 'invoice_payments', payments);
  await insertChunked(trx, 'invoice_status_changes', changes);
  // The audit log: who recorded each invoice, with what it says in short.
  await recordAudit(
    trx,
    invoices.map((row) => ({
      customerId: auth.customerId,
      collection: 'invoices',
      rowId: String(row.id),
      locationId: String(row.location_id),
      before: null,
      after: { number: row.number, kind: row.kind, status: row.status, gross: row.gross },
    })),
  );
  await applyDeltas(
    trx,
    aggregated.flatMap((invoice) => aggregateDeltas(invoice, 1)),
  );
  await depleteInvoices(trx, auth.customerId, depleted, 'completed', auth.userId);
  await resendChangedDays(trx, auth.customerId, aggregated, now());
  return outcomes;
}

/** A sale recorded earlier in the same call can be refunded later in it; a refund uses up quantity. */
function trackRefunds(
  targets: Map<string, RefundTarget>,
  body: InvoiceBody,
  computed: ComputedInvoice,
): void {
  if (computed.kind === 'sale') {
    const refundable = new Map<string, number>();
    for (const line of computed.lines) {
      refundable.set(
        line.product_id,
        (refundable.get(line.product_id) ?? 0) + toMilli(line.quantity),
      );
    }
    targets.set(body.id, {
      id: body.id,
      location_id: body.location_id,
      kind: 'sale',
      status: 'completed',
      refundable,
      dueLeft: computed.totals.due,
    });
    return;
  }
  const target = targets.get(body.refund_of ?? '');
  if (!target) return;
  target.dueLeft -= computed.totals.due;
  const left = target.refundable as Map<string, number>;
  for (const line of computed.lines) {
    left.set(line.product_id, (left.get(line.product_id) ?? 0) - toMilli(line.quantity));
  }
}

function invoiceRecord(
  customerId: string,
  body: InvoiceBody,
  computed: ComputedInvoice,
  currency: string | null,
  hash: string,
  at: string,
): Record<string, unknown> {
  return {
    id: body.id,
    customer_id: customerId,
    location_id: body.location_id,
    number: body.number,
    created_at: new Date(body.created_at).toISOString(),
    status: body.status,
    kind: computed.kind,
    channel_id: body.channel_id ?? null,
    order_type_id: body.order_type_id ?? null,
    table_id: body.table_id ?? null,
    cashier_id: body.cashier_id ?? null,
    crm_customer_id: body.customer_id ?? null,
    guests: body.guests ?? null,
    refund_of: body.refund_of ?? null,
    otter_id: body.otter_id ?? null,
    payload: computed.payload,
    business_date: computed.business_date,
    local_hour: computed.local_hour,
    business_minute: computed.business_minute,
    currency,
    ...computed.totals,
    body_hash: hash,
    received_at: at,
    updated_at: at,
  };
}

function lineRecords(customerId: string, invoiceId: string, computed: ComputedInvoice) {
  return computed.lines.map((line) => ({
    invoice_id: invoiceId,
    line_no: line.line_no,
    customer_id: customerId,
    product_id: line.product_id,
    category_id: line.category_id,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    discount: line.discount,
    tax: line.tax,
    vat: line.vat,
    gross: line.gross,
    is_complimentary: line.is_complimentary ? 1 : 0,
    modifiers: JSON.stringify(line.modifiers),
  }));
}

/** The aggregates' view of an invoice just computed (the same shape `loadAggregatedInvoices` reads). */
function aggregatedOf(row: Database['invoices'], computed: ComputedInvoice): AggregatedInvoice {
  return {
    customer_id: row.customer_id,
    location_id: row.location_id,
    business_date: row.business_date,
    local_hour: row.local_hour,
    kind: computed.kind,
    guests: row.guests,
    channel_id: row.channel_id,
    order_type_id: row.order_type_id,
    cashier_id: row.cashier_id,
    ...computed.totals,
    lines: computed.lines,
    payments: computed.payments,
  };
}
