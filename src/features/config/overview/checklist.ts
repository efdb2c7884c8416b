/** A row of the local store, as the checklist reads it. */
type Row = Record<string, unknown>;

/** Everything the checklist reads, each collection as the local store holds it. */
export interface ConfigRows {
  taxes: readonly Row[];
  taxGroups: readonly Row[];
  paymentMethods: readonly Row[];
  orderTypes: readonly Row[];
  discounts: readonly Row[];
  floors: readonly Row[];
  tables: readonly Row[];
  locationHours: readonly Row[];
  settings: readonly Row[];
}

export type LineKey =
  | 'taxes'
  | 'taxGroups'
  | 'paymentMethods'
  | 'orderTypes'
  | 'floors'
  | 'tables'
  | 'openingHours'
  | 'time_zone'
  | 'currency'
  | 'decimal_points'
  | 'discounts';

/** One line of a location's checklist: set (with a count or the value) or missing. */
export interface ChecklistLine {
  key: LineKey;
  to: string;
  /** How many active rows, or the setting's value; null when missing. */
  value: number | string | null;
  /** Nice to have: never counts as missing. */
  optional: boolean;
}

const live = (row: Row) => row.deleted_at == null;
const active = (row: Row) => live(row) && row.is_active !== false;
const atLocation = (location: string) => (row: Row) => row.location_id === location;
const count = (n: number) => (n > 0 ? n : null);

/**
 * What is set and what is missing for a location. Taxes, payment methods and order types are shared
 * by the business; floors, tables, opening hours and settings are the location's own.
 */
export function checklistOf(rows: ConfigRows, location: string): ChecklistLine[] {
  const here = atLocation(location);
  const setting = (name: string) => {
    const value = rows.settings.find((s) => here(s) && s.name === name && live(s))?.value;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const line = (key: LineKey, to: string, value: number | string | null, optional = false) => ({
    key,
    to: `/dashboard/config/${to}`,
    value,
    optional,
  });
  const discounts = rows.discounts.filter((d) => {
    const locations = Array.isArray(d.location_ids) ? d.location_ids : [];
    return active(d) && (locations.length === 0 || locations.includes(location));
  });
  return [
    line('taxes', 'tax', count(rows.taxes.filter(active).length)),
    line('taxGroups', 'tax-group', count(rows.taxGroups.filter(active).length)),
    line('paymentMethods', 'payment', count(rows.paymentMethods.filter(active).length)),
    line('orderTypes', 'order-type', count(rows.orderTypes.filter(active).length)),
    line('floors', 'floor', count(rows.floors.filter((f) => active(f) && here(f)).length)),
    line('tables', 'table', count(rows.tables.filter((t) => active(t) && here(t)).length)),
    line(
      'openingHours',
      'bussiness-info',
      count(rows.locationHours.filter((h) => live(h) && here(h) && h.day_of_week != null).length),
    ),
    line('time_zone', 'setting', setting('time_zone')),
    line('currency', 'setting', setting('currency')),
    line('decimal_points', 'setting', setting('decimal_points')),
    line('discounts', 'discount', count(discounts.length), true),
  ];
}

/** How many of the lines that matter are set. */
export function progressOf(lines: readonly ChecklistLine[]) {
  const needed = lines.filter((l) => !l.optional);
  return { done: needed.filter((l) => l.value !== null).length, total: needed.length };
}
