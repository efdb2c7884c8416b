import type { ResourceDef } from '@contract/registry';
import { z } from 'zod';
import type { ColumnKind } from '../db/columns';
import { conversionsOf, type Conversions } from '../db/rows';

/** What the server needs to know about one field of a resource, read off its zod schema. */
export interface FieldInfo {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** The collection a reference points at (`ref()` / `refList()` in contract/common.ts). */
  ref?: { collection: string; many: boolean };
}

/** Columns every synced row has besides its fields (DESIGN.md, "Data on the server"). */
export const metaKinds: Record<string, ColumnKind> = {
  id: 'text',
  customer_id: 'text',
  location_id: 'text',
  version: 'integer',
  created_at: 'text',
  updated_at: 'text',
  deleted_at: 'text',
};

function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodNullable) nullable = true;
    if (
      inner instanceof z.ZodDefault ||
      inner instanceof z.ZodNullable ||
      inner instanceof z.ZodOptional
    ) {
      inner = inner.unwrap() as z.ZodType;
    } else {
      return { inner, nullable };
    }
  }
}

function kindOf(schema: z.ZodType): ColumnKind {
  switch (schema.def.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return (schema as z.ZodNumber).isInt ? 'integer' : 'real';
    case 'array':
    case 'record':
    case 'object':
      return 'json';
    case 'union': {
      const kinds = new Set((schema as z.ZodUnion).options.map((o) => kindOf(o as z.ZodType)));
      if (kinds.size === 1) return [...kinds][0]!;
      return kinds.has('json') ? 'json' : 'text';
    }
    default:
      return 'text';
  }
}

function refOf(schema: z.ZodType): FieldInfo['ref'] {
  const meta = schema.meta() as { ref?: unknown; many?: unknown } | undefined;
  return typeof meta?.ref === 'string'
    ? { collection: meta.ref, many: meta.many === true }
    : undefined;
}

const infoCache = new WeakMap<ResourceDef, FieldInfo[]>();

export function fieldsOf(def: ResourceDef): FieldInfo[] {
  let fields = infoCache.get(def);
  if (!fields) {
    fields = Object.entries(def.fields.shape).map(([name, field]) => {
      const { inner, nullable } = unwrap(field as z.ZodType);
      const ref = refOf(inner);
      return { name, kind: kindOf(inner), nullable, ...(ref ? { ref } : {}) };
    });
    infoCache.set(def, fields);
  }
  return fields;
}

const conversionCache = new WeakMap<ResourceDef, Conversions>();

/** The booleans and JSON columns of a resource: what `rows.ts` converts on the way in and out. */
export function conversionsFor(def: ResourceDef): Conversions {
  let conversions = conversionCache.get(def);
  if (!conversions) {
    conversions = conversionsOf(Object.fromEntries(fieldsOf(def).map((f) => [f.name, f.kind])));
    conversionCache.set(def, conversions);
  }
  return conversions;
}

/** Columns a list may sort by: the resource's fields that hold plain values, and the timestamps. */
export function sortableColumns(def: ResourceDef): string[] {
  return [
    ...fieldsOf(def)
      .filter((f) => f.kind !== 'json')
      .map((f) => f.name),
    'created_at',
    'updated_at',
  ];
}
