import { isNumeric, type ColumnKind } from './definition';

/**
 * Which of a report's columns are on screen (issue 22): the row's label (the first column) and
 * the figures a manager reads first always; the others by default as the screen has room for
 * them, or as the user chose in the column chooser. The file exported holds the same columns.
 */

/** The screen's room: a phone (under 36em), a tablet (under 62em) or a desktop. */
export type ScreenSize = 'phone' | 'tablet' | 'desktop';

/**
 * A report's columns shown by default, by key (`ReportDefinition.columnsShown`): `key` on every
 * screen beside the row's label, `tablet` on a tablet and a desktop, `desktop` on a desktop only.
 * A column in none of them waits in the chooser.
 */
export interface ColumnsShown {
  key: readonly string[];
  tablet?: readonly string[];
  desktop?: readonly string[];
}

/** A user's choice over the defaults: a column's key, shown (true) or hidden (false). */
export type ColumnChoice = Readonly<Record<string, boolean>>;

interface Column {
  key: string;
  kind: ColumnKind;
}

/** A report that says nothing of its columns shows them all, and on a phone its first figures. */
const PHONE_FIGURES = 2;

/** Where a user's choice for a report is kept, in their own store on the device. */
export const choiceStoreKey = (slug: string) => `reportColumns:${slug}`;

/** The columns no choice hides: the row's label and the report's key figures. */
export function lockedKeys(columns: readonly Column[], shown?: ColumnsShown): Set<string> {
  const locked = new Set(shown?.key ?? []);
  if (columns[0]) locked.add(columns[0].key);
  return locked;
}

/** The columns shown by default on a screen of this size. */
export function defaultKeys(
  columns: readonly Column[],
  shown: ColumnsShown | undefined,
  size: ScreenSize,
): Set<string> {
  const keys = lockedKeys(columns, shown);
  if (!shown) {
    if (size !== 'phone') return new Set(columns.map((c) => c.key));
    columns
      .filter((c) => isNumeric(c.kind))
      .slice(0, PHONE_FIGURES)
      .forEach((c) => keys.add(c.key));
    return keys;
  }
  if (size !== 'phone') shown.tablet?.forEach((key) => keys.add(key));
  if (size === 'desktop') shown.desktop?.forEach((key) => keys.add(key));
  return keys;
}

/** The columns on screen, in the report's order: the defaults for the size, then the user's choice. */
export function shownColumns<C extends Column>(
  columns: readonly C[],
  shown: ColumnsShown | undefined,
  size: ScreenSize,
  choice: ColumnChoice,
): C[] {
  const locked = lockedKeys(columns, shown);
  const defaults = defaultKeys(columns, shown, size);
  return columns.filter((c) => locked.has(c.key) || (choice[c.key] ?? defaults.has(c.key)));
}

/**
 * The choice after showing or hiding one column. A column set back to what this screen shows by
 * default drops out of the choice, so it follows the defaults of every size again.
 */
export function chooseColumn(
  choice: ColumnChoice,
  key: string,
  on: boolean,
  defaults: ReadonlySet<string>,
): ColumnChoice {
  const { [key]: _previous, ...rest } = choice;
  return defaults.has(key) === on ? rest : { ...rest, [key]: on };
}

/** A stored choice, read back; anything unreadable is no choice at all. */
export function parseChoice(text: string | null | undefined): ColumnChoice {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}
