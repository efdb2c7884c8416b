import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './database';

/**
 * How a value is stored. The SQL type per dialect is decided here and nowhere else: booleans are 0/1
 * integers on SQLite and real booleans on PostgreSQL; JSON is text on both (parsed in `rows.ts`).
 */
export type ColumnKind = 'text' | 'integer' | 'real' | 'boolean' | 'json';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
}

export function sqlType(dialect: Dialect, kind: ColumnKind) {
  switch (kind) {
    case 'boolean':
      return dialect === 'postgres' ? 'boolean' : 'integer';
    case 'real':
      return dialect === 'postgres' ? 'double precision' : 'real';
    case 'integer':
      return 'integer';
    case 'text':
    case 'json':
      return 'text';
  }
}

const spec =
  (kind: ColumnKind) =>
  (name: string, nullable = false): ColumnSpec => ({ name, kind, nullable });

/** Column constructors for migrations: `col.text('name')`, `col.real('latitude', true)`. */
export const col = {
  text: spec('text'),
  integer: spec('integer'),
  real: spec('real'),
  boolean: spec('boolean'),
  json: spec('json'),
};

export function addColumns<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
  columns: readonly ColumnSpec[],
): CreateTableBuilder<T, never> {
  let builder = table;
  for (const column of columns) {
    builder = builder.addColumn(column.name, sqlType(dialect, column.kind), (c) =>
      column.nullable ? c : c.notNull(),
    );
  }
  return builder;
}

/** Raw bytes (uploaded files): a blob on SQLite, bytea on PostgreSQL. Both drivers give a Buffer. */
export const binaryType = (dialect: Dialect) => (dialect === 'postgres' ? 'bytea' : 'blob');
