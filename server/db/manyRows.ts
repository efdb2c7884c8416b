import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * Statements that write many rows at once (a batch of invoices, their lines, stock movements, the
 * aggregates' upserts), compiled once per shape and then run with the rows' values alone.
 *
 * Kysely builds an operation node for every value of a multi-row insert and compiles them to SQL on
 * each call: for a batch of 500 invoices (some 90,000 values) that was a sizeable part of the
 * request. The SQL of a statement depends only on its table, columns and number of rows, so it is
 * compiled by Kysely the first time (from rows of numbered markers, which also proves that the
 * parameters come in row order, each row's values in column order) and kept; every later statement
 * of that shape is the same text with the new values. A shape whose parameters do not come out that
 * way, or rows that do not all carry the same columns with a value each, go through Kysely as before.
 */

type Row = Readonly<Record<string, unknown>>;

/** Builds the statement for some rows; called with marker rows once per shape. */
export type BuildMany<T> = (rows: T[]) => Compilable;

/** Compiled shapes kept: tables x columns x row counts in use, far below this. */
const MAX_SHAPES = 500;
const shapes = new Map<string, string | null>();

/** How the dialect writes a parameter (`?` or `$1`): part of the key, the text differs. */
const placeholderOf = (db: Kysely<Database>) => sql`${0}`.compile(db).sql;

/** A value Kysely would turn into SQL of its own (an expression), not into one parameter. */
const isExpression = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && 'toOperationNode' in value);

/** The columns every row carries, each with a plain value, or null when they differ. */
function columnsOf(rows: readonly Row[]): string[] | null {
  const columns = Object.keys(rows[0]!);
  for (const row of rows) {
    let n = 0;
    for (const key in row) {
      const value = row[key];
      if (value === undefined || columns[n] !== key || isExpression(value)) return null;
      n++;
    }
    if (n !== columns.length) return null;
  }
  return columns;
}

/** The SQL text for `count` rows of `columns`, or null when its parameters are not in row order. */
function compiledText<T>(
  build: BuildMany<T>,
  columns: readonly string[],
  count: number,
): string | null {
  const markers = Array.from({ length: count }, (_, r) =>
    Object.fromEntries(columns.map((c, i) => [c, r * columns.length + i])),
  );
  const compiled = build(markers as T[]).compile();
  const inOrder =
    compiled.parameters.length === count * columns.length &&
    compiled.parameters.every((p, i) => p === i);
  return inOrder ? compiled.sql : null;
}

/**
 * Runs the statement `build` makes for `rows`, compiled once per shape. `key` names the statement
 * (say the table and what it does on conflict): statements of one key must differ only in rows.
 */
export async function writeMany<T extends object>(
  db: Kysely<Database>,
  key: string,
  rows: readonly T[],
  build: BuildMany<T>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows as readonly Row[]);
  if (!columns) {
    await db.executeQuery(build([...rows]).compile());
    return;
  }
  const shape = `${placeholderOf(db)}|${key}|${columns.join(',')}|${rows.length}`;
  let text = shapes.get(shape);
  if (text === undefined) {
    text = compiledText(build, columns, rows.length);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, text);
  }
  if (text === null) {
    await db.executeQuery(build([...rows]).compile());
    return;
  }
  const parameters: unknown[] = new Array(rows.length * columns.length);
  let i = 0;
  for (const row of rows as readonly Row[]) {
    for (const column of columns) parameters[i++] = row[column];
  }
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}

/** Plain multi-row inserts of `rows` into `table`, `perStatement` rows each. */
export async function insertMany<T extends object>(
  db: Kysely<Database>,
  table: keyof Database & string,
  rows: readonly T[],
  perStatement: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += perStatement) {
    await writeMany(db, `insert ${table}`, rows.slice(start, start + perStatement), (chunk) =>
      db.insertInto(table).values(chunk as never),
    );
  }
}
