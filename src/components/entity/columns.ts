import type { ResourceDef } from '@contract/registry';
import { fieldMap, type FieldSpec } from './fields';
import { formatMoney, numberFormat, type MoneyStyle } from '@/lib/formats';
import type { SortValue } from './list-query';

/** How a list cell shows its value. */
export type ColumnKind =
  | 'name'
  | 'text'
  | 'number'
  | 'money'
  | 'boolean'
  | 'color'
  | 'enum'
  | 'ref'
  | 'refList'
  | 'date'
  | 'datetime'
  | 'other';

/** A column as an entity declares it: a field key (or `updated_at`/`created_at`) and options. */
export interface ColumnConfig {
  key: string;
  /** Fixed width in px; other columns share the rest. */
  width?: number;
  /** Narrowest it may get, in px (names default to 200). */
  minWidth?: number;
  /** Hidden on phones to keep the list readable. */
  hideOnPhone?: boolean;
  /** Clicking the header sorts by it (default true). */
  sortable?: boolean;
  /** A number that is an amount of money, written in the currency of the screen's `money`. */
  money?: boolean;
  /**
   * With `money`: the row's field naming the amount's own currency, when it may not be the screen's
   * (a London guest's spend seen from Dubai is written in pounds, not left out or called dirhams).
   */
  currencyKey?: string;
  /** How a value that is not a field of the resource shows (one the screen adds to its rows). */
  kind?: ColumnKind;
}

export interface ColumnSpec extends Required<Pick<ColumnConfig, 'key' | 'sortable'>> {
  kind: ColumnKind;
  width?: number;
  minWidth?: number;
  hideOnPhone: boolean;
  /** The collection of a `ref`/`refList` column. */
  ref?: string;
  /** See `ColumnConfig.currencyKey`. */
  currencyKey?: string;
}

/** What cells need from the screen: the language and ways to name enum values and referenced rows. */
export interface ColumnContext {
  lang: string;
  enumLabel: (field: string, value: string) => string;
  refName: (collection: string, id: string) => string | null;
  /** How amounts are written where the list is used (null: as plain numbers). */
  money: MoneyStyle | null;
}

const metaKinds: Record<string, ColumnKind> = {
  updated_at: 'datetime',
  created_at: 'datetime',
  id: 'text',
};

function kindOfField(spec: FieldSpec, specs: Map<string, FieldSpec>): ColumnKind {
  if (spec.key === 'name' && specs.get('name_localized')?.kind === 'localized') return 'name';
  switch (spec.kind) {
    case 'number':
    case 'boolean':
    case 'color':
    case 'enum':
    case 'ref':
    case 'refList':
    case 'date':
      return spec.kind;
    case 'text':
    case 'textarea':
    case 'email':
    case 'url':
    case 'time':
      return 'text';
    default:
      return 'other';
  }
}

export function columnSpecs(
  def: ResourceDef,
  columns: readonly (string | ColumnConfig)[],
): ColumnSpec[] {
  const specs = fieldMap(def);
  return columns.map((c) => {
    const config = typeof c === 'string' ? { key: c } : c;
    const field = specs.get(config.key);
    const kind = config.money
      ? 'money'
      : field
        ? kindOfField(field, specs)
        : (config.kind ?? metaKinds[config.key] ?? 'text');
    return {
      key: config.key,
      kind,
      width: config.width,
      minWidth: config.minWidth ?? (kind === 'name' ? 200 : undefined),
      hideOnPhone: config.hideOnPhone ?? false,
      sortable: config.sortable ?? kind !== 'other',
      ref: field?.ref,
      currencyKey: config.currencyKey,
    };
  });
}

/** The row's name in the language shown, falling back to its (English) name. */
export function displayName(row: Record<string, unknown>, lang: string): string {
  const localized = row.name_localized as Record<string, string> | undefined;
  const short = lang.split('-')[0]!;
  const name = localized?.[lang]?.trim() || localized?.[short]?.trim();
  if (name) return name;
  for (const key of ['name', 'code', 'reference']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return String(row.id ?? '');
}

/** The text a cell shows (also what CSV-like copies and titles use). */
export function cellText(
  col: ColumnSpec,
  row: Record<string, unknown>,
  ctx: ColumnContext,
): string {
  const value = row[col.key];
  switch (col.kind) {
    case 'name':
      return displayName(row, ctx.lang);
    case 'enum':
      return typeof value === 'string' ? ctx.enumLabel(col.key, value) : '';
    case 'ref':
      return typeof value === 'string' && col.ref ? (ctx.refName(col.ref, value) ?? '') : '';
    case 'refList':
      return Array.isArray(value) && col.ref
        ? value.map((id) => ctx.refName(col.ref!, String(id)) ?? '').join(', ')
        : '';
    case 'number':
      return typeof value === 'number' ? numberFormat(ctx.lang).format(value) : '';
    case 'money': {
      if (typeof value !== 'number') return '';
      const own = col.currencyKey ? row[col.currencyKey] : null;
      const style =
        typeof own === 'string' && own
          ? { currency: own, decimals: ctx.money?.decimals ?? 2 }
          : ctx.money;
      return style ? formatMoney(value, ctx.lang, style) : numberFormat(ctx.lang).format(value);
    }
    case 'other':
      return value === null || value === undefined ? '' : JSON.stringify(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The value a column sorts by. Empty values sort last. */
export function sortValue(
  col: ColumnSpec,
  row: Record<string, unknown>,
  ctx: ColumnContext,
): SortValue {
  const value = row[col.key];
  switch (col.kind) {
    case 'number':
    case 'money':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      // Active first when ascending: what people look for first.
      return typeof value === 'boolean' ? (value ? 0 : 1) : null;
    case 'datetime':
    case 'date':
      return typeof value === 'string' && value ? Date.parse(value) || null : null;
    case 'refList':
      return Array.isArray(value) ? value.length : null;
    default:
      return cellText(col, row, ctx) || null;
  }
}
