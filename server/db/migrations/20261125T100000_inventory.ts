import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, sqlType } from '../columns';
import type { Dialect } from '../database';

const { text, integer, boolean, json } = col;

/**
 * Inventory (issue 9): materials gain packs, barcodes, per-location par and storage, a recipe of
 * their own; modifier items a recipe; count sheets (a registry resource); the stock ledger with its
 * running balances; counts, their entries and the lines an approved count fixed.
 *
 * Stock quantities are integers in thousandths of the material's base unit and values integers in
 * thousandths of the currency ("milli", as sales amounts), so a balance is an exact sum of its
 * movements on both databases however many there are.
 */
export const inventory = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    const real = sqlType(dialect, 'real');
    const bool = sqlType(dialect, 'boolean');
    const no = dialect === 'postgres' ? sql`false` : sql`0`;

    const addJson = (table: string, column: string) =>
      db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    await db.schema.alterTable('materials').addColumn('tax_group_id', 'text').execute();
    await addJson('materials', 'pack_units');
    await addJson('materials', 'barcodes');
    await addJson('materials', 'locations');
    await addJson('materials', 'recipe');
    await db.schema
      .alterTable('materials')
      .addColumn('is_prepared', bool, (c) => c.notNull().defaultTo(no))
      .execute();
    await db.schema
      .alterTable('materials')
      .addColumn('yield_quantity', real, (c) => c.notNull().defaultTo(1))
      .execute();
    await addJson('modifier_items', 'recipe');

    const countSheets = db.schema
      .createTable('count_sheets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text');
    await addColumns(countSheets, dialect, [
      text('name'),
      json('areas'),
      boolean('is_active'),
      integer('sort_order'),
    ]).execute();
    await db.schema
      .createIndex('count_sheets_customer_location')
      .on('count_sheets')
      .columns(['customer_id', 'location_id'])
      .execute();
    await db.schema
      .createIndex('count_sheets_customer_updated')
      .on('count_sheets')
      .columns(['customer_id', 'updated_at'])
      .execute();

    // The ledger: one row per fact, never updated. `id` is the poster's (client-made, or derived
    // from the document for sales), so a resend finds the movement it already wrote.
    await db.schema
      .createTable('stock_movements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('quantity', big, (c) => c.notNull())
      .addColumn('value', big, (c) => c.notNull())
      .addColumn('unit_cost', real, (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('document_kind', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    const movementIndex = (name: string, columns: string[]) =>
      db.schema.createIndex(name).on('stock_movements').columns(columns).execute();
    // A material's history at a location, and everything after a count's cut-off.
    await movementIndex('stock_movements_material', [
      'customer_id',
      'location_id',
      'material_id',
      'occurred_at',
    ]);
    // The movement list of a location by time, and days of the overview.
    await movementIndex('stock_movements_time', ['customer_id', 'location_id', 'occurred_at']);
    await movementIndex('stock_movements_day', [
      'customer_id',
      'location_id',
      'business_date',
      'kind',
    ]);
    await movementIndex('stock_movements_document', ['customer_id', 'document_id']);

    // Running balances, kept in the same transaction as every movement: reading stock never sums
    // history. `value` is the stock's value at weighted average cost; `average_cost` per base unit.
    await db.schema
      .createTable('stock_balances')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('quantity', big, (c) => c.notNull())
      .addColumn('value', big, (c) => c.notNull())
      .addColumn('average_cost', real, (c) => c.notNull())
      .addColumn('movement_count', 'integer', (c) => c.notNull())
      .addColumn('last_movement_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('stock_balances_pk', ['customer_id', 'location_id', 'material_id'])
      .execute();

    await db.schema
      .createTable('inventory_counts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sheet_ids', 'text', (c) => c.notNull())
      .addColumn('cutoff_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('uncounted', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('review_note', 'text', (c) => c.notNull())
      .addColumn('resolutions', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('submitted_by', 'text')
      .addColumn('approved_at', 'text')
      .addColumn('approved_by', 'text')
      .addColumn('adjustment_value', big)
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('inventory_counts_location')
      .on('inventory_counts')
      .columns(['customer_id', 'location_id', 'cutoff_at'])
      .execute();

    // Entries: appended once each (idempotent on the client-made id); an undo sets `deleted_at`.
    await db.schema
      .createTable('count_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('count_id', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('area_id', 'text', (c) => c.notNull())
      .addColumn('parts', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('quantity', big, (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('counted_at', 'text', (c) => c.notNull())
      .addColumn('counted_by', 'text', (c) => c.notNull())
      .addColumn('deleted_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('count_entries_count')
      .on('count_entries')
      .columns(['count_id', 'material_id', 'counted_at'])
      .execute();

    // What an approved count fixed: its counted and expected quantity per material at the cut-off.
    // A movement posted later but dated before the cut-off is offset here (see ledger.ts).
    await db.schema
      .createTable('count_lines')
      .addColumn('count_id', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('cutoff_at', 'text', (c) => c.notNull())
      .addColumn('counted', big)
      .addColumn('expected', big, (c) => c.notNull())
      .addColumn('average_cost', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('count_lines_pk', ['count_id', 'material_id'])
      .execute();
    await db.schema
      .createIndex('count_lines_material')
      .on('count_lines')
      .columns(['customer_id', 'location_id', 'material_id', 'cutoff_at'])
      .execute();
  },
});
