import { z } from 'zod';
import { call } from './call';
import { id, isoDate } from './common';
import { summaryMetricsReply } from './sales';
import { inventoryAccountReply, paymentAccountReply, salesItemsReply } from './salesReports';

/**
 * The daily sync (issue 8, section 3): after each business day of a location, four summaries of it
 * are posted to the business's accounting system, one webhook call per summary.
 *
 * What a receiver gets (`dailySyncDelivery`), as `POST <webhook_url>` with a JSON body and:
 * - `X-Backhouse-Delivery`: the delivery id. It names one summary of one location and business date
 *   and stays the same on every attempt and every re-run of that day, so the receiver can store the
 *   summary under it: a later delivery with the same id carries the figures as they stood at its
 *   `generated_at` (late sales from a till that was offline) and replaces the earlier one.
 * - `X-Backhouse-Timestamp`: seconds since 1970 when the request was signed.
 * - `X-Backhouse-Signature`: `sha256=` and the hex HMAC-SHA256, keyed with the webhook secret, of the
 *   timestamp, a full stop and the raw body (`${timestamp}.${body}`). A receiver recomputes it over
 *   the bytes it received, compares in constant time, and drops a request whose timestamp is more
 *   than a few minutes old (a replay).
 * - `X-Backhouse-Kind` and `X-Backhouse-Attempt` (1 for the first attempt), for logs.
 * Any 2xx answer counts as received. Anything else, a redirect or no answer within the timeout is a
 * failure, retried after 1 minute, 5 minutes, 30 minutes, 2 hours, then daily, at most 14 times.
 */

export const dailySyncKinds = ['sales', 'items', 'inventory_account', 'payment_account'] as const;
export type DailySyncKind = (typeof dailySyncKinds)[number];

/** Days a status read or a re-run may cover at most. */
export const MAX_SYNC_DAYS = 93;
export const SECRET_MIN_LENGTH = 16;
export const SECRET_MAX_LENGTH = 200;

export const dailySyncHeaders = {
  delivery: 'x-backhouse-delivery',
  timestamp: 'x-backhouse-timestamp',
  signature: 'x-backhouse-signature',
  kind: 'x-backhouse-kind',
  attempt: 'x-backhouse-attempt',
} as const;

/** Location kinds that sell: every kind but the warehouse. The sync covers these unless told otherwise. */
export const sellingLocationKinds = [
  'restaurant',
  'cafe',
  'retail',
  'central_kitchen',
  'roastery',
] as const;

/**
 * Where deliveries go: an http or https address without a user name or password in it (the secret
 * is what proves a delivery is ours, so no other credential travels in the address).
 */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

export const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isWebhookUrl(v), 'format');

/**
 * `PUT /api/daily-sync/config`. `secret` is write-only: leave it out to keep the one stored, send a
 * new one to replace it. The sync can only be switched on with an address and a secret.
 */
export const dailySyncConfigBody = z
  .object({
    webhook_url: webhookUrl,
    secret: z.string().trim().min(SECRET_MIN_LENGTH).max(SECRET_MAX_LENGTH).optional(),
    enabled: z.boolean(),
    /** The locations synced; null: every selling location, including ones opened later. */
    location_ids: z.array(id).max(500).nullable(),
    /** The version read (0 before the first save); a stale one is refused with 409. */
    version: z.number().int().min(0),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.enabled && body.webhook_url === '') {
      ctx.addIssue({ code: 'custom', path: ['webhook_url'], message: 'required' });
    }
  });
export type DailySyncConfigBody = z.infer<typeof dailySyncConfigBody>;

export const dailySyncLocation = z.object({
  id,
  name: z.string(),
  /** A kind that sells (`sellingLocationKinds`) and active. */
  selling: z.boolean(),
  /** Synced under the current settings. */
  included: z.boolean(),
});

/** `GET /api/daily-sync/config`. The secret itself is never sent back. */
export const dailySyncConfigReply = z.object({
  webhook_url: z.string(),
  secret_set: z.boolean(),
  enabled: z.boolean(),
  location_ids: z.array(id).nullable(),
  locations: z.array(dailySyncLocation),
  /** 0 until the settings are first saved. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  as_of: z.string(),
});
export type DailySyncConfigReply = z.infer<typeof dailySyncConfigReply>;

/**
 * Where one summary of one day stands:
 * - `sent`: the receiver took it (2xx);
 * - `failed`: the last attempt failed; `next_attempt_at` says when the next one is (null: no more);
 * - `pending`: waiting for its first attempt, being sent, or due again because a sale reached the
 *   day after it was sent;
 * - `not_sent`: the day is over and the location is synced, but nothing was sent for it (a day from
 *   before the sync was set up, or the few minutes after closing the nightly run waits for late sales);
 * - `open`: the business day is not over yet;
 * - `not_configured`: the sync is off, has no address or secret, or does not cover the location.
 */
export const deliveryStatuses = [
  'sent',
  'failed',
  'pending',
  'not_sent',
  'open',
  'not_configured',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Why an attempt failed: the receiver answered otherwise than 2xx, or something else happened. */
export const failureKinds = [
  'http',
  'redirect',
  'timeout',
  'network',
  'not_included',
  'internal',
] as const;
export type FailureKind = (typeof failureKinds)[number];

export const kindStatus = z.object({
  status: z.enum(deliveryStatuses),
  delivery_id: id.nullable(),
  attempts: z.number().int(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The last failure: its kind, the receiver's status code, and its answer's start or the error. */
  failure: z
    .object({
      kind: z.enum(failureKinds),
      status_code: z.number().int().nullable(),
      detail: z.string(),
    })
    .nullable(),
});
export type KindStatus = z.infer<typeof kindStatus>;

export const dailySyncDay = z.object({
  date: isoDate,
  location_id: id,
  /** The business day is over at the location. */
  closed: z.boolean(),
  kinds: z.object(
    Object.fromEntries(dailySyncKinds.map((k) => [k, kindStatus])) as Record<
      DailySyncKind,
      typeof kindStatus
    >,
  ),
});
export type DailySyncDay = z.infer<typeof dailySyncDay>;

/** `from`, `to` (business dates, at most `MAX_SYNC_DAYS` days) and `loc` ('all', an id, or own). */
export const dailySyncPeriod = z.object({
  from: isoDate,
  to: isoDate,
  loc: z.string().max(64).optional(),
});

/** `GET /api/daily-sync/days`: each day's status per location and kind, newest day first. */
export const dailySyncDaysReply = z.object({
  from: isoDate,
  to: isoDate,
  /** The sync is switched on with an address and a secret. */
  active: z.boolean(),
  /** The locations read, with the time zone their times are shown in (null: UTC). */
  locations: z.array(z.object({ id, name: z.string(), time_zone: z.string().nullable() })),
  days: z.array(dailySyncDay),
  as_of: z.string(),
});
export type DailySyncDaysReply = z.infer<typeof dailySyncDaysReply>;

/** `POST /api/daily-sync/run`: sends the days of the period again now, with the same delivery ids. */
export const dailySyncRunBody = dailySyncPeriod.strict();
export type DailySyncRunBody = z.infer<typeof dailySyncRunBody>;

export const dailySyncRunReply = z.object({
  /** Deliveries (day, location, summary) queued by this run. */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Still being sent when the reply left; they go on in the background. */
  running: z.number().int(),
  /** Days of the period that are not over yet at their location, left out. */
  open_days: z.number().int(),
  days: dailySyncDaysReply,
});
export type DailySyncRunReply = z.infer<typeof dailySyncRunReply>;

export const exportLanguages = ['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk'] as const;

/** `GET /api/daily-sync/export`: one day's four summaries of one location as an .xlsx. */
export const dailySyncExportQuery = z.object({
  date: isoDate,
  loc: z.string().max(64).optional(),
  /** The language of the sheet names and headings (English when absent). */
  lang: z.enum(exportLanguages).optional(),
});

/** The file name of a day's export: `daily-sync-<date>-<location>.xlsx`, safe on every system. */
export function dailySyncFileName(date: string, locationName: string): string {
  const slug = locationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `daily-sync-${date}${slug ? `-${slug}` : ''}.xlsx`;
}

const deliveryEnvelope = {
  delivery_id: id,
  business: z.object({ id, name: z.string() }),
  location: z.object({
    id,
    name: z.string(),
    currency: z.string().nullable(),
    time_zone: z.string().nullable(),
  }),
  business_date: isoDate,
  /** When the summary was read: a re-run carries the figures as they stand then. */
  generated_at: z.string(),
};

/** The body of one delivery, by kind: the same reads the screens show, for one location and day. */
export const dailySyncDelivery = z.discriminatedUnion('kind', [
  z.object({ ...deliveryEnvelope, kind: z.literal('sales'), data: summaryMetricsReply }),
  z.object({ ...deliveryEnvelope, kind: z.literal('items'), data: salesItemsReply }),
  z.object({
    ...deliveryEnvelope,
    kind: z.literal('inventory_account'),
    data: inventoryAccountReply,
  }),
  z.object({ ...deliveryEnvelope, kind: z.literal('payment_account'), data: paymentAccountReply }),
]);
export type DailySyncDelivery = z.infer<typeof dailySyncDelivery>;

const tag = 'daily sync';
/** How long a re-run's reply waits for its deliveries; the rest go on in the background. */
export const DAILY_SYNC_RUN_WAIT_MS = 20_000;
/** The days of one call: at most `MAX_SYNC_DAYS`. */
const daysLimit = `At most ${MAX_SYNC_DAYS} days`;

/**
 * The daily sync's calls (SPEC section 7): its settings, each day's status per location and
 * summary, a re-run, and one day's summaries as a workbook. Only for `sync.admin`.
 */
export const dailySyncCalls = {
  config: call({
    method: 'GET',
    path: '/daily-sync/config',
    tag,
    summary: 'The daily sync settings (the secret only as set or not set)',
    reply: dailySyncConfigReply,
    access: 'sync.admin',
  }),
  saveConfig: call({
    method: 'PUT',
    path: '/daily-sync/config',
    tag,
    summary: 'Set the webhook address, secret, locations and whether the sync is on',
    description:
      'Each summary is POSTed as JSON to the address, signed: X-Backhouse-Signature is ' +
      '"sha256=" and the hex HMAC-SHA256 (key: the secret) of X-Backhouse-Timestamp, ".", and ' +
      'the raw body. X-Backhouse-Delivery is the same on every attempt and re-run of a day. ' +
      'Leave `secret` out to keep the one set; `version` is the one read (0 at first).',
    body: dailySyncConfigBody,
    reply: dailySyncConfigReply,
    access: 'sync.admin',
    idempotent: true,
  }),
  days: call({
    method: 'GET',
    path: '/daily-sync/days',
    tag,
    summary: "Each day's status per location and summary",
    description: `${daysLimit}. loc: "all", a location id, or absent for your own.`,
    query: dailySyncPeriod,
    reply: dailySyncDaysReply,
    access: 'sync.admin',
  }),
  run: call({
    method: 'POST',
    path: '/daily-sync/run',
    tag,
    summary: 'Send the days of a period again now, with the same delivery ids',
    description:
      `${daysLimit}; days not over yet are left out. The reply waits up to ` +
      `${DAILY_SYNC_RUN_WAIT_MS / 1000} s for the deliveries; the rest go on in the background.`,
    body: dailySyncRunBody,
    reply: dailySyncRunReply,
    access: 'sync.admin',
  }),
  export: call({
    method: 'GET',
    path: '/daily-sync/export',
    tag,
    summary: "One location's four summaries of a business date, as an .xlsx",
    query: dailySyncExportQuery,
    reply: z.any().describe('The .xlsx file'),
    file: true,
    access: 'sync.admin',
  }),
};
