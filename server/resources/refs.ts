import type { ResourceDef } from '@contract/registry';
import { z } from 'zod';

/**
 * Where a resource refers to rows of another collection, read off the contract's `ref()` and
 * `refList()` metadata: top-level fields (`category_id`, `label_ids`) and references inside arrays of
 * objects (a deal's `groups[].product_ids`, a product's `modifiers[].modifier_id`). `*` stands for
 * every index of an array.
 */
export interface RefPath {
  field: string;
  segments: readonly string[];
  collection: string;
}

/** One reference found in a row: its dotted path (`groups.1.product_ids.0`) and the id. */
export interface RefValue {
  path: string;
  id: string;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodOptional
  ) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

function walk(schema: z.ZodType, segments: string[], out: Omit<RefPath, 'field'>[]): void {
  const inner = unwrap(schema);
  const meta = inner.meta() as { ref?: unknown; many?: unknown } | undefined;
  if (typeof meta?.ref === 'string') {
    out.push({
      segments: meta.many === true ? [...segments, '*'] : segments,
      collection: meta.ref,
    });
    return;
  }
  if (inner instanceof z.ZodArray) walk(inner.element as z.ZodType, [...segments, '*'], out);
  else if (inner instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(inner.shape)) {
      walk(child as z.ZodType, [...segments, key], out);
    }
  }
}

const pathCache = new WeakMap<ResourceDef, RefPath[]>();

export function refPathsOf(def: ResourceDef): RefPath[] {
  let paths = pathCache.get(def);
  if (!paths) {
    paths = [];
    for (const [field, schema] of Object.entries(def.fields.shape)) {
      const found: Omit<RefPath, 'field'>[] = [];
      walk(schema as z.ZodType, [field], found);
      paths.push(...found.map((p) => ({ ...p, field })));
    }
    pathCache.set(def, paths);
  }
  return paths;
}

/** The ids a row holds at one reference path, with their paths. Values of the wrong shape are skipped. */
export function refValues(row: Record<string, unknown>, path: RefPath): RefValue[] {
  const out: RefValue[] = [];
  const visit = (value: unknown, at: number, prefix: string[]) => {
    if (at === path.segments.length) {
      if (typeof value === 'string') out.push({ path: prefix.join('.'), id: value });
      return;
    }
    const segment = path.segments[at]!;
    if (segment === '*') {
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, at + 1, [...prefix, String(i)]));
    } else if (typeof value === 'object' && value !== null) {
      visit((value as Record<string, unknown>)[segment], at + 1, [...prefix, segment]);
    }
  };
  visit(row, 0, []);
  return out;
}

/** Every resource path that refers to a collection: who might be using one of its rows. */
export function pathsReferringTo(
  defs: readonly ResourceDef[],
  collection: string,
): { def: ResourceDef; path: RefPath }[] {
  return defs.flatMap((def) =>
    refPathsOf(def)
      .filter((p) => p.collection === collection)
      .map((path) => ({ def, path })),
  );
}
