import { entryQuantity } from '@/data/countEntries';
import type { OutboxEntry } from '@/data/db';
import { formatQuantity } from '@/lib/quantity';

/**
 * How a quantity of a material reads ("1 pc", "3 cases"): the screen's `formatAmount`, the one the
 * counting screens use; plain digits and the unit's code only where no words are given.
 */
export type AmountText = (quantity: number, unit: string) => string;
const plainAmount: AmountText = (quantity, unit) =>
  `${formatQuantity('en', quantity)} ${unit}`.trim();

/** Rows a queued change points at (a count entry's material and count), by collection and id. */
export type RowRefs = ReadonlyMap<string, Record<string, unknown>>;
export const refKey = (collection: string, id: string) => `${collection}/${id}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The rows `rowLabel` would name a change by, besides the row itself. */
export function referencesOf(entry: OutboxEntry): Array<[collection: string, id: string]> {
  const body = entry.body ?? entry.before ?? {};
  if (entry.collection === 'countEntries') {
    return [
      ['materials', body.material_id],
      ['inventoryCounts', body.count_id],
    ].filter((ref): ref is [string, string] => typeof ref[1] === 'string');
  }
  return [];
}

/**
 * A short human name for the row a queued change is about: its name, code, title or reference; for
 * a count entry what was counted, how much, in which count ("Lemons + 1 pcs · Night count"). The id's
 * tail only when nothing better is known.
 */
export function rowLabel(
  entry: OutboxEntry,
  refs: RowRefs = new Map(),
  amount: AmountText = plainAmount,
): string {
  const pick = (source: Record<string, unknown> | null | undefined) => {
    for (const key of ['name', 'code', 'title', 'reference']) {
      const value = text(source?.[key]);
      if (value) return value;
    }
    return null;
  };
  if (entry.collection === 'countEntries') {
    const body = entry.body ?? entry.before ?? {};
    const ref = (collection: string, id: unknown) =>
      typeof id === 'string' ? refs.get(refKey(collection, id)) : undefined;
    const material = ref('materials', body.material_id);
    const count = ref('inventoryCounts', body.count_id);
    const name = pick(material);
    if (name) {
      // The queued call carries the parts as entered (2 cases + 1 l); the row adds them up.
      const quantity =
        typeof body.quantity === 'number'
          ? body.quantity
          : Array.isArray(body.parts)
            ? entryQuantity(body.parts as Parameters<typeof entryQuantity>[0])
            : null;
      const counted =
        quantity === null
          ? ''
          : ` ${body.mode === 'replace' ? '=' : '+'} ${amount(quantity, text(material?.unit) ?? '')}`;
      return [`${name}${counted}`.trim(), pick(count)].filter(Boolean).join(' · ');
    }
  }
  return (
    pick(entry.body) ?? pick(entry.conflict?.server) ?? pick(entry.before) ?? entry.rowId.slice(-8)
  );
}

/** Shows a field value of a conflict side by side: short, readable, never "[object Object]". */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Groups the outbox as the panel lists it: what needs the user first. */
export function groupEntries(entries: readonly OutboxEntry[]) {
  return {
    conflicts: entries.filter((e) => e.status === 'conflict'),
    failed: entries.filter((e) => e.status === 'failed'),
    pending: entries.filter((e) => e.status === 'pending'),
  };
}
