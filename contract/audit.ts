import { z } from 'zod';
import { areas } from './access';
import { call } from './call';
import { id } from './common';
import { exportLanguages } from './dailySync';
import { isTimeZone } from './timezone';

/**
 * The audit log (issue 13): who changed what, when, from which device, with the before and after of
 * each field, for every write in every area. Written by the server in the transaction of the write
 * itself (server/audit/record.ts); read newest first, paged by keyset cursor like the reports.
 */

export const auditActions = ['create', 'update', 'delete', 'other'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The areas of contract/access.ts, and `other` for writes that belong to none. */
export const auditAreas = [...areas, 'other'] as const;
export type AuditArea = (typeof auditAreas)[number];

/**
 * One field's change. Secrets (password and PIN hashes, payment credentials) are never stored: such a
 * field only says it changed (`secret`), with both values null.
 */
export const auditFieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  secret: z.boolean().optional(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const auditEntry = z.object({
  id,
  at: z.string(),
  user_id: id.nullable(),
  /** The user's name at the time of reading (null when the write had no signed-in user). */
  user_name: z.string().nullable(),
  /** The device id the client sent (`X-Device-Id`), else its browser and address. */
  device: z.string(),
  area: z.enum(auditAreas),
  collection: z.string(),
  row_id: z.string(),
  /** What the row was called when written (its name, number or code), when it has one. */
  row_label: z.string().nullable(),
  location_id: id.nullable(),
  action: z.enum(auditActions),
  fields: z.array(auditFieldChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** An opaque cursor from a reply's `next`: the page after it. */
const auditCursor = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9_-]+$/, 'format');

const instant = z.iso.datetime({ offset: true });

/** Filters of the log and of its export: every one narrows, none is required. */
export const auditFilters = z.object({
  user_id: id.optional(),
  area: z.enum(auditAreas).optional(),
  collection: z
    .string()
    .regex(/^[A-Za-z_]{1,60}$/, 'format')
    .optional(),
  row_id: z.string().min(1).max(100).optional(),
  action: z.enum(auditActions).optional(),
  /** Instants, inclusive `from`, exclusive `to`. */
  from: instant.optional(),
  to: instant.optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const AUDIT_MAX_PAGE = 500;
/** Entries one export of the log holds at the most. */
export const AUDIT_EXPORT_MAX = 100_000;

export const auditQuery = auditFilters.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE).default(50),
  after: auditCursor.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditReply = z.object({
  items: z.array(auditEntry),
  /** Give as `after` to read the next page; null on the last page. */
  next: z.string().nullable(),
  as_of: z.string(),
});
export type AuditReply = z.infer<typeof auditReply>;

/**
 * `GET /audit-log/users`: everyone who wrote something the caller may read under the other
 * filters, former users included (what they changed is why one looks), by name: the user filter's
 * choices.
 */
export const auditUsersQuery = auditFilters.omit({ user_id: true });
export const auditUsersReply = z.object({
  data: z.array(z.object({ id, name: z.string() })),
});
export type AuditUsersReply = z.infer<typeof auditUsersReply>;

export const auditExportQuery = auditFilters.extend({
  lang: z.enum(exportLanguages).optional(),
  /** The zone the file's times are written in (the reader's); UTC when absent. */
  tz: z.string().max(64).refine(isTimeZone, 'format').optional(),
});
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

const tag = 'people';

/** The audit log's calls (issue 13): read by whoever may see the business's people. */
export const auditCalls = {
  log: call({
    method: 'GET',
    path: '/audit-log',
    tag,
    summary: 'Who changed what, when and from which device, newest first',
    description:
      'Every write of every area, with the before and after of each changed field (secrets ' +
      "only say they changed). A location-limited caller reads their locations' entries and " +
      'the business-wide ones. `next` reads on with `after`.',
    query: auditQuery,
    reply: auditReply,
    access: 'people.read',
  }),
  users: call({
    method: 'GET',
    path: '/audit-log/users',
    tag,
    summary: 'Who appears in the log under the other filters, former users included, by name',
    query: auditUsersQuery,
    reply: auditUsersReply,
    access: 'people.read',
  }),
  export: call({
    method: 'GET',
    path: '/audit-log/export',
    tag,
    summary: 'The audit log as .xlsx (audit-log-<ISO time>.xlsx), one line per changed field',
    description: `The same filters as the log; at most ${AUDIT_EXPORT_MAX} entries.`,
    query: auditExportQuery,
    reply: z.any().describe('The .xlsx file'),
    file: true,
    access: 'people.read',
  }),
};
