import { z } from 'zod';
import type { Area, Permission } from './access';
import { id, rowMeta } from './common';
import type { ValidationCode } from './validation';

/**
 * What a registry resource is (`contract/registry.ts` lists them) and the schemas made from one, apart
 * from the list: the app's writer checks a new row against its resource's schema without building
 * every other resource's at its start.
 */

export type Fields = z.ZodObject<z.ZodRawShape, z.core.$strict>;

export interface RuleViolation {
  path: string;
  code: ValidationCode;
}

export interface ResourceDef<F extends Fields = Fields> {
  /** Path segment under /api, exactly as SPEC section 7 names it. */
  path: string;
  /** Collection name: the browser table, and `collection` in the changes log and sync pull. */
  collection: string;
  /** SQL table. */
  table: string;
  /** The fields a client may write; defaults here are the defaults of a new row. */
  fields: F;
  /** `location`: every row belongs to one location. `business`: rows are shared by all locations. */
  scope: 'business' | 'location';
  /** Permission area: reads need `<area>.read`, writes `<area>.write`. */
  area: Area;
  /** Text fields matched by `?search=`. */
  search: readonly (keyof z.infer<F> & string)[];
  /** Default order of lists. */
  sort: keyof z.infer<F> & string;
  /** Fields whose value is unique within the business (ignoring deleted rows; blank never clashes). */
  unique?: readonly (keyof z.infer<F> & string)[];
  /**
   * Fields holding per-location entries of a business-wide row: an array of ids of locations, or an
   * array of objects keyed by `key`. A user limited to some locations may change these fields only,
   * and only the entries of their own locations (see `contract/rowAccess.ts`).
   */
  perLocation?: readonly { field: keyof z.infer<F> & string; key?: string }[];
  /**
   * The create call names the active location in `?loc=` even though rows are shared (SPEC section 7:
   * "Channel create passes loc in the query"). Where the row lives is still the body's `location_id`.
   */
  createPassesLoc?: boolean;
  /**
   * Fields left out of every reply (list, get, sync pull) to a caller without the permission: a
   * blind counter never receives a material's cost.
   */
  hiddenWithout?: { permission: Permission; fields: readonly (keyof z.infer<F> & string)[] };
  /** Rules across fields, checked on the whole row after every create and update. */
  rules?: (row: z.infer<F>) => RuleViolation[];
}

/** The query of a resource's create: the new row's location when the body has none. */
export const resourceCreateQuery = z.object({
  loc: z.string().max(64).optional().describe('Location of the new row when the body has none'),
});

/** Create body: every field (defaults fill the gaps), an optional client-made id and location. */
export function createSchema<F extends Fields>(def: ResourceDef<F>) {
  return def.fields.extend({ id: id.optional(), location_id: id.nullable().optional() });
}

/**
 * Update body: only the fields that changed, plus the version the client edited. Defaults are taken
 * off so that a field left out keeps its stored value instead of being reset.
 */
export function updateSchema<F extends Fields>(def: ResourceDef<F>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(def.fields.shape)) {
    const bare =
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = bare.optional();
  }
  return z
    .object(shape)
    .extend({ version: z.number().int().min(1), location_id: id.nullable().optional() })
    .strict();
}

export function rowSchema<F extends Fields>(def: ResourceDef<F>) {
  return def.fields.extend(rowMeta.shape);
}

/**
 * The reply schema of a row: `rowSchema` with the hidden fields optional and without their default,
 * so a row left without them is not refilled (with a made-up 0 cost) on the way out.
 */
export function replyRowSchema(def: ResourceDef) {
  const row = rowSchema(def);
  const hidden = def.hiddenWithout?.fields ?? [];
  if (hidden.length === 0) return row;
  const shape: Record<string, z.ZodType> = {};
  for (const field of hidden) {
    const schema = row.shape[field] as z.ZodType;
    const bare = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
    shape[field] = bare.optional();
  }
  return row.extend(shape);
}
