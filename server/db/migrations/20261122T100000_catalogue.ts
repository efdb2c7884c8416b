import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, binaryType, col, type ColumnSpec } from '../columns';
import type { Dialect } from '../database';

const { text, integer, real, boolean, json } = col;

/**
 * Products, materials and material categories (issue 3), written out column by column like the
 * resources migration, plus the `files` table that holds uploaded images.
 */
const catalogueColumns: Record<string, readonly ColumnSpec[]> = {
  products: [
    text('name'),
    json('name_localized'),
    text('description'),
    text('sku'),
    text('plu'),
    text('brand_id', true),
    text('group_id', true),
    text('category_id', true),
    json('label_ids'),
    real('price'),
    real('cost'),
    text('tax_group_id', true),
    json('location_prices'),
    json('channel_prices'),
    json('unavailable_location_ids'),
    json('modifiers'),
    json('recipe'),
    boolean('is_addon'),
    text('sold_by'),
    integer('calories', true),
    integer('preparation_minutes', true),
    text('image_url'),
    text('color', true),
    boolean('is_active'),
    boolean('is_archived'),
    integer('sort_order'),
  ],
  materials: [
    text('name'),
    json('name_localized'),
    text('sku'),
    text('type'),
    text('category_id', true),
    text('unit'),
    real('cost'),
    boolean('is_active'),
  ],
  material_categories: [
    text('name'),
    json('name_localized'),
    boolean('is_active'),
    integer('sort_order'),
  ],
};

/**
 * Values unique within a business among live rows, ignoring case. A blank SKU or PLU is "none", so
 * the index leaves blank values out and any number of rows may have none.
 */
const uniqueColumns: Record<string, readonly string[]> = {
  products: ['plu', 'sku'],
  materials: ['sku'],
};

/** Lists filter by business and sort by these (registry `sort`, and the products screen's own). */
const listIndexes: Record<string, readonly string[]> = {
  products: ['sort_order', 'name'],
  materials: ['name'],
  material_categories: ['sort_order'],
};

export const catalogue = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(catalogueColumns)) {
      const base = db.schema
        .createTable(table)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
        .addColumn('location_id', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text');
      await addColumns(base, dialect, columns).execute();
      await db.schema
        .createIndex(`${table}_customer_location`)
        .on(table)
        .columns(['customer_id', 'location_id'])
        .execute();
      await db.schema
        .createIndex(`${table}_customer_updated`)
        .on(table)
        .columns(['customer_id', 'updated_at'])
        .execute();
      for (const column of listIndexes[table] ?? []) {
        await db.schema
          .createIndex(`${table}_customer_${column}`)
          .on(table)
          .columns(['customer_id', column, 'id'])
          .execute();
      }
      for (const column of uniqueColumns[table] ?? []) {
        await db.schema
          .createIndex(`${table}_${column}_unique`)
          .on(table)
          .unique()
          .expression(sql`customer_id, lower(${sql.ref(column)})`)
          .where(sql.ref('deleted_at'), 'is', null)
          .where(sql.ref(column), '<>', '')
          .execute();
      }
    }
    // Products restored together after "delete all" are found by their shared tombstone time.
    await db.schema
      .createIndex('products_customer_deleted')
      .on('products')
      .columns(['customer_id', 'deleted_at'])
      .execute();

    // Uploaded files, kept in the database so a backup of it is a backup of everything. Ids are
    // random (v4), so the public URL of a file cannot be guessed from another one.
    await db.schema
      .createTable('files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('data', binaryType(dialect), (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('files_customer').on('files').column('customer_id').execute();
  },
});
