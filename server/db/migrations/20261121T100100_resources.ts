import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, type ColumnSpec } from '../columns';
import type { Dialect } from '../database';

const { text, integer, real, boolean, json } = col;

/**
 * The tables of the resource registry (`contract/registry.ts`), written out column by column so the
 * history of the schema stays fixed when the registry changes later. `schema.test.ts` checks that every
 * registry field has its column here, so the two cannot drift apart unnoticed.
 */
const resourceColumns: Record<string, readonly ColumnSpec[]> = {
  brands: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('description'),
    text('logo_url'),
    text('color', true),
    boolean('is_active'),
    integer('sort_order'),
  ],
  product_groups: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('brand_id', true),
    boolean('is_active'),
    integer('sort_order'),
  ],
  categories: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('brand_id', true),
    text('group_id', true),
    text('parent_id', true),
    text('image_url'),
    text('color', true),
    boolean('is_active'),
    integer('sort_order'),
  ],
  menus: [
    text('name'),
    json('name_localized'),
    text('brand_id', true),
    text('description'),
    json('location_ids'),
    json('channel_ids'),
    json('category_ids'),
    json('product_ids'),
    json('schedule'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  modifiers: [
    text('name'),
    json('name_localized'),
    text('reference'),
    integer('min_select'),
    integer('max_select'),
    integer('free_count'),
    boolean('is_required'),
    boolean('allow_repeat'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  modifier_items: [
    text('modifier_id'),
    text('name'),
    json('name_localized'),
    text('sku'),
    real('price'),
    real('cost'),
    text('tax_group_id', true),
    integer('calories', true),
    boolean('is_default'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  channels: [
    text('name'),
    json('name_localized'),
    text('kind'),
    text('aggregator'),
    text('reference'),
    real('commission_percent'),
    real('price_adjustment_percent'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  deals: [
    text('name'),
    json('name_localized'),
    text('brand_id', true),
    text('reference'),
    text('description'),
    text('kind'),
    real('price'),
    real('discount_value'),
    text('starts_on', true),
    text('ends_on', true),
    json('groups'),
    json('channel_ids'),
    json('location_ids'),
    text('image_url'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  labels: [
    text('name'),
    json('name_localized'),
    text('color'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  suppliers: [
    text('name'),
    text('reference'),
    text('contact_name'),
    text('email'),
    text('phone'),
    text('tax_number'),
    text('address'),
    text('currency'),
    integer('payment_terms_days'),
    real('minimum_order'),
    text('notes'),
    boolean('is_active'),
  ],
  locations: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('kind'),
    text('brand_id', true),
    text('address'),
    text('city'),
    text('country'),
    text('phone'),
    text('email'),
    text('tax_number'),
    real('latitude', true),
    real('longitude', true),
    boolean('is_active'),
    integer('sort_order'),
  ],
  payment_methods: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('kind'),
    boolean('opens_cash_drawer'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  floors: [text('name'), boolean('is_active'), integer('sort_order')],
  dining_tables: [
    text('floor_id', true),
    text('name'),
    integer('seats'),
    text('shape'),
    text('status'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  discounts: [
    text('name'),
    json('name_localized'),
    text('reference'),
    text('kind'),
    real('value'),
    real('max_amount', true),
    real('min_order_amount'),
    text('applies_to'),
    json('product_ids'),
    json('category_ids'),
    json('location_ids'),
    text('starts_on', true),
    text('ends_on', true),
    boolean('requires_approval'),
    boolean('is_active'),
  ],
  order_types: [
    text('name'),
    json('name_localized'),
    text('kind'),
    boolean('requires_table'),
    boolean('requires_customer'),
    boolean('is_active'),
    integer('sort_order'),
  ],
  coupons: [
    text('code'),
    text('name'),
    text('discount_id'),
    integer('max_uses', true),
    integer('max_uses_per_customer', true),
    text('starts_on', true),
    text('ends_on', true),
    boolean('is_active'),
  ],
  taxes: [
    text('name'),
    json('name_localized'),
    text('reference'),
    real('rate'),
    boolean('is_inclusive'),
    boolean('is_active'),
  ],
  tax_groups: [
    text('name'),
    json('name_localized'),
    text('reference'),
    json('tax_ids'),
    boolean('is_active'),
  ],
  roles: [text('name'), text('description'), json('permissions'), json('modules')],
};

/** Values unique within a business among rows not deleted (the registry's `unique`). */
const uniqueColumns: Record<string, readonly string[]> = { coupons: ['code'], roles: ['name'] };

export const resources = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(resourceColumns)) {
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
      for (const column of uniqueColumns[table] ?? []) {
        await db.schema
          .createIndex(`${table}_${column}_unique`)
          .on(table)
          .unique()
          .expression(sql`customer_id, lower(${sql.ref(column)})`)
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
      }
    }
  },
});
