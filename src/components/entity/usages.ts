import { resourceKeys, resources, type ResourceKey } from '@contract/registry';
import { describeFields, type FieldSpec } from './fields';

/** A field of some resource that points at rows of a collection (`groups.product_ids` inside lists). */
export interface ReferringField {
  resource: ResourceKey;
  collection: string;
  /** Field key, or `list.field` for a field of list items. */
  path: string;
}

/** Every field in the registry that refers to rows of `collection`. */
export function referringFields(collection: string): ReferringField[] {
  const out: ReferringField[] = [];
  for (const resource of resourceKeys) {
    const walk = (specs: readonly FieldSpec[], prefix: string) => {
      for (const spec of specs) {
        if (spec.ref === collection)
          out.push({
            resource,
            collection: resources[resource].collection,
            path: prefix + spec.key,
          });
        if (spec.item) walk(spec.item, `${prefix}${spec.key}.`);
      }
    };
    walk(describeFields(resources[resource]), '');
  }
  return out;
}

function valuesAt(row: Record<string, unknown>, path: string): unknown[] {
  const [head, ...rest] = path.split('.');
  const value = row[head!];
  if (rest.length === 0) return Array.isArray(value) ? value : [value];
  return Array.isArray(value)
    ? value.flatMap((item) => valuesAt(item as Record<string, unknown>, rest.join('.')))
    : [];
}

export interface Usage {
  resource: ResourceKey;
  /** Rows of that resource referring to at least one of the ids. */
  count: number;
}

/**
 * Which other entries still point at rows about to be deleted, per resource: the delete
 * confirmation says so, since those references will point at nothing afterwards.
 */
export function countUsages(
  fields: readonly ReferringField[],
  rowsByCollection: ReadonlyMap<string, readonly Record<string, unknown>[]>,
  ids: ReadonlySet<string>,
): Usage[] {
  const counts = new Map<ResourceKey, Set<unknown>>();
  for (const field of fields) {
    for (const row of rowsByCollection.get(field.collection) ?? []) {
      // Rows deleted together (a category and its subcategory) do not count.
      if (ids.has(String(row.id))) continue;
      if (valuesAt(row, field.path).some((v) => typeof v === 'string' && ids.has(v))) {
        const set = counts.get(field.resource) ?? new Set();
        set.add(row.id);
        counts.set(field.resource, set);
      }
    }
  }
  return [...counts].map(([resource, rows]) => ({ resource, count: rows.size }));
}

/** "Still used by Products (3), Deals (1)": the note of a delete dialog, or null when unused. */
export function usedByNote(
  usages: readonly Usage[],
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  return usages.length
    ? t('entity:delete.usedBy', {
        list: usages.map((u) => `${t(`resources:${u.resource}.other`)} (${u.count})`).join(', '),
      })
    : null;
}
