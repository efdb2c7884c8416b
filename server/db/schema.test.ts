import { resourceList } from '@contract/registry';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldsOf, metaKinds } from '../resources/fields';
import { createTestDatabase } from '../testing/harness';
import type { ColumnKind } from './columns';
import type { DatabaseHandle } from './database';

/** Column types as each database reports them back. */
const reported: Record<DatabaseHandle['dialect'], Record<ColumnKind, string[]>> = {
  sqlite: {
    text: ['text'],
    json: ['text'],
    integer: ['integer'],
    boolean: ['integer'],
    real: ['real'],
  },
  postgres: {
    text: ['text'],
    json: ['text'],
    integer: ['int4'],
    boolean: ['bool'],
    real: ['float8'],
  },
};

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe('migrations match the registry', () => {
  test.each(resourceList.map((def) => [def.collection, def] as const))(
    '%s: every field has a column of its kind and nullability, and nothing else',
    async (_, def) => {
      const tables = await database.db.introspection.getTables();
      const table = tables.find((t) => t.name === def.table);
      expect(table, `table ${def.table}`).toBeDefined();
      const columns = new Map(table!.columns.map((c) => [c.name, c]));
      const expected = [
        ...fieldsOf(def).map((f) => ({ name: f.name, kind: f.kind, nullable: f.nullable })),
        ...Object.entries(metaKinds).map(([name, kind]) => ({
          name,
          kind,
          nullable: ['location_id', 'deleted_at'].includes(name),
        })),
      ];
      for (const field of expected) {
        const column = columns.get(field.name);
        expect(column, `${def.table}.${field.name}`).toBeDefined();
        expect(reported[database.dialect][field.kind], `${def.table}.${field.name}`).toContain(
          column!.dataType.toLowerCase(),
        );
        if (field.name !== 'id') {
          expect(column!.isNullable, `${def.table}.${field.name} nullable`).toBe(field.nullable);
        }
      }
      expect([...columns.keys()].sort()).toEqual(expected.map((f) => f.name).sort());
    },
  );
});
