import { z } from 'zod';
import { call } from './call';
import { id, isoDate, longText, ref, requiredText, rowMeta, text } from './common';

/**
 * CRM customers: the diners a business knows by name (issue 13), not the users of the back office.
 * They are a registry resource (`/crm-users`), so creating one offline, importing and exporting them
 * work like any catalogue row. Visits, spend and the loyalty balance are not fields: they are read
 * from the invoices and the loyalty ledger, so no client can write them.
 */

/**
 * A phone as stored and compared: digits only, with a leading `+` when the number was written
 * internationally (`00` counts as `+`). "+971 (50) 123-4567" and "+971501234567" are one number,
 * so search and the duplicate check see them as one.
 */
export function normalisePhone(raw: string): string {
  const trimmed = raw.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (digits === '') return '';
  return international ? `+${digits}` : digits;
}

// Only what people write in phone numbers: "call me" is refused, not stored as no phone.
const phone = text(40)
  .refine((value) => /^[\d\s+()./-]*$/.test(value), 'format')
  .overwrite(normalisePhone)
  .refine((value) => value === '' || /^\+?\d{4,20}$/.test(value), 'format');
const email = text(254)
  .overwrite((value) => value.toLowerCase())
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email');
const tag = requiredText(40);

export const crmCustomerFields = z
  .object({
    name: requiredText(200),
    /** Normalised on the way in (`normalisePhone`); unique within the business when given. */
    phone: phone.default(''),
    /** Lower case; unique within the business when given. */
    email: email.default(''),
    birthday: isoDate.nullable().default(null),
    tags: z.array(tag).max(30).default([]),
    /** The guest agreed to receive marketing. */
    marketing_consent: z.boolean().default(false),
    /**
     * When consent was last given or withdrawn, stamped by whoever changed it (the device's clock:
     * a change made offline keeps the time the guest said so).
     */
    consent_changed_at: z.iso.datetime({ offset: true }).nullable().default(null),
    notes: longText(2000).default(''),
    /** The location the guest mostly visits. */
    home_location_id: ref('locations').nullable().default(null),
  })
  .strict();
export type CrmCustomerFields = z.infer<typeof crmCustomerFields>;

const currencyQuery = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .optional()
  .describe("Spend in this currency only; absent: each customer's main currency");

/** What the invoices say about a customer, through the one definition of sales figures. */
export const crmVisitStats = z.object({
  /** Completed sales. */
  visits: z.number().int(),
  /** Net sales of their invoices in `currency` (refunds taken off). */
  spend: z.number(),
  average_ticket: z.number(),
  /** When their latest completed sale was made. */
  last_visit: z.string().nullable(),
  loyalty_points: z.number().int(),
  /** The currency of `spend` and `average_ticket` (visits count every currency). */
  currency: z.string().nullable(),
});
export type CrmVisitStats = z.infer<typeof crmVisitStats>;

/**
 * `GET /crm-users-stats?ids=…`: the figures of the customers a list shows, by id; without `ids`, of
 * every customer with a visit or loyalty entry (customers without either are left out).
 */
export const crmStatsQuery = z.object({
  ids: z
    .string()
    .max(40 * 200)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(id).max(200))
    .optional()
    .describe('Comma-separated ids of CRM customers, at most 200; absent: all'),
  currency: currencyQuery,
});
export const crmStatsReply = z.object({ data: z.record(z.string(), crmVisitStats) });
export type CrmStatsReply = z.infer<typeof crmStatsReply>;

export const crmRecentInvoice = z.object({
  id,
  number: z.string(),
  location_id: id,
  created_at: z.string(),
  business_date: z.string(),
  kind: z.string(),
  status: z.string(),
  /** Net of the invoice (a refund negative), in `currency`. */
  net: z.number(),
  currency: z.string().nullable(),
});

export const crmLoyaltyEntry = z.object({
  id,
  points: z.number().int(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

/** `GET /crm-users/{id}?currency=`: the row, its figures, its latest invoices and loyalty entries. */
export const crmDetailQuery = z.object({ currency: currencyQuery });

export const crmCustomerDetail = z.object({
  stats: crmVisitStats,
  recent_invoices: z.array(crmRecentInvoice),
  loyalty: z.array(crmLoyaltyEntry),
});

/** The detail's reply: the registry's row (`replyRowSchema`, no hidden fields) and `crmCustomerDetail`. */
export const crmCustomerReply = crmCustomerFields
  .extend(rowMeta.shape)
  .extend(crmCustomerDetail.shape);

/** `GET /get-customers`: the till's lookup. */
export const crmLookupQuery = z.object({
  q: z.string().trim().min(1).max(100).describe('Phone (any formatting), name or email'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const crmLookupRow = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  marketing_consent: z.boolean(),
  loyalty_points: z.number().int(),
});
export const crmLookupReply = z.object({ data: z.array(crmLookupRow) });
export type CrmLookupRow = z.infer<typeof crmLookupRow>;

/** `POST /crm-users/{id}/merge`: the duplicate folds into the customer of the path. */
export const crmMergeBody = z.object({ duplicate_id: id }).strict();
export type CrmMergeBody = z.infer<typeof crmMergeBody>;
export const crmMergeReply = z.object({
  kept_id: id,
  duplicate_id: id,
  invoices_moved: z.number().int(),
  loyalty_moved: z.number().int(),
});
export type CrmMergeReply = z.infer<typeof crmMergeReply>;

/**
 * `POST /crm-users/{id}/loyalty`: the loyalty balance changes only by entries in a ledger, each with
 * a reason and a client-made id (a resend adds nothing). The back office adjusts it here; the till
 * may post earned points through the same call later. The balance may not go below zero.
 */
export const crmLoyaltyBody = z
  .object({
    id,
    points: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'required'),
    reason: requiredText(200),
  })
  .strict();
export type CrmLoyaltyBody = z.infer<typeof crmLoyaltyBody>;

/** What `POST /crm-users/{id}/loyalty` answers: the customer's balance after the entry. */
export const crmLoyaltyReply = z.object({ balance: z.number().int() });

// The registry's collection (`resources.crmCustomers`), which this file's fields define.
const docsTag = 'crmCustomers';
const idParams = z.object({ id });

/**
 * The CRM's calls beside the registry's generic ones for `/crm-users` (list, create, update, delete,
 * sync; issue 13): a customer with their figures, the figures of a list page, the till's lookup,
 * merging two duplicates and the loyalty ledger. Reads need `people.read` (the lookup `sales.write`),
 * writes `people.write`; the writes are made online only, never queued.
 */
export const crmCalls = {
  detail: call({
    method: 'GET',
    path: '/crm-users/:id',
    tag: docsTag,
    summary: 'One CRM customer with visits, spend, last visit, loyalty and latest invoices',
    params: idParams,
    query: crmDetailQuery,
    reply: crmCustomerReply,
    access: 'people.read',
  }),
  stats: call({
    method: 'GET',
    path: '/crm-users-stats',
    tag: docsTag,
    summary: 'Visits, spend, last visit and loyalty of the CRM customers a list shows',
    query: crmStatsQuery,
    reply: crmStatsReply,
    access: 'people.read',
  }),
  lookup: call({
    method: 'GET',
    path: '/get-customers',
    tag: docsTag,
    summary: "The till's customer lookup: by phone (any formatting), name or email",
    description:
      'Open to whoever records sales (`sales.write`): a cashier rings a guest up with their ' +
      'name and phone without being able to list the CRM, its spend or its loyalty ledger.',
    query: crmLookupQuery,
    reply: crmLookupReply,
    // The cashier at the till looks a guest up to put them on the sale; people.read would also
    // open the users and roles to every till.
    access: 'sales.write',
  }),
  merge: call({
    method: 'POST',
    path: '/crm-users/:id/merge',
    tag: docsTag,
    summary:
      'Fold a duplicate into this customer: invoices and loyalty move over, tags join, the duplicate is deleted',
    params: idParams,
    body: crmMergeBody,
    reply: crmMergeReply,
    access: 'people.write',
    idempotent: true,
  }),
  loyalty: call({
    method: 'POST',
    path: '/crm-users/:id/loyalty',
    tag: docsTag,
    summary: 'Add or take loyalty points, with a reason (idempotent on the entry id)',
    params: idParams,
    body: crmLoyaltyBody,
    reply: crmLoyaltyReply,
    access: 'people.write',
    idempotent: true,
  }),
};
