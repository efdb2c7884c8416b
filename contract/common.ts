import { z } from 'zod';

/** Row ids are UUIDs (v7 when we make them) created by whichever side creates the row. */
export const id = z.uuid();
export type Id = z.infer<typeof id>;

/** PostgreSQL cannot store the NUL character in text: refused everywhere, as an unexpected format. */
const withoutNul = (value: string) => !value.includes('\u0000');

/** A short single-line text such as a name or code. Bounded so no input can grow a row without limit. */
export const text = (max = 200) => z.string().trim().max(max).refine(withoutNul, 'format');
export const requiredText = (max = 200) =>
  z.string().trim().min(1).max(max).refine(withoutNul, 'format');
/** Longer free text such as notes or descriptions. */
export const longText = (max = 4000) => z.string().max(max).refine(withoutNul, 'format');

/** Names by language code (de, ar, ...); English lives in `name`. */
export const localizedText = z.partialRecord(
  z.enum(['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk']),
  text(200),
);

/** Money as a decimal number in the business currency. */
export const money = z.number().finite().min(-1_000_000_000).max(1_000_000_000);
export const percent = z.number().finite().min(0).max(100);
export const sortOrder = z.number().int().min(0).max(1_000_000);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'hex_color');
/** A calendar date without time, YYYY-MM-DD. */
export const isoDate = z.iso.date();
/** A time of day, HH:mm (24 h). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_of_day');
export const url = z.string().max(2000);

/** A reference to a row of another collection; the contract records which one for forms and checks. */
export const ref = (collection: string) => id.meta({ ref: collection });
export const refList = (collection: string) =>
  z.array(id).max(1000).meta({ ref: collection, many: true });

/** Fields every stored row carries (DESIGN.md, "Data on the server"). */
export const rowMeta = z.object({
  id,
  customer_id: id,
  location_id: id.nullable(),
  version: z.number().int().min(1),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type RowMeta = z.infer<typeof rowMeta>;

export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** Query of every list call. */
export const listQuery = z.object({
  loc: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
  updated_since: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional(),
  include_deleted: z.enum(['0', '1']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** `?version=` of a generic row's delete and restore: the version the client saw. */
export const rowVersionQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('The version the client saw; a stale one answers 409'),
});
