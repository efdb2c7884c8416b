import type { OutboxEntry } from '@/data/db';

/** A short human name for the row a queued change is about. */
export function rowLabel(entry: OutboxEntry): string {
  const pick = (source: Record<string, unknown> | null | undefined) => {
    for (const key of ['name', 'code', 'title', 'reference']) {
      const value = source?.[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return null;
  };
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
