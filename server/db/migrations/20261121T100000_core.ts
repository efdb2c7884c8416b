import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col } from '../columns';
import type { Dialect } from '../database';

/** Business, users, sessions, settings, the change log, idempotency keys and server secrets. */
export const core = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    const users = db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'));
    await addColumns(users, dialect, [
      col.text('username'),
      col.text('email'),
      col.text('password_hash'),
      col.text('role_id', true),
      col.text('location_id', true),
      col.json('allow_locations'),
      col.boolean('is_admin'),
      col.json('modules'),
      col.json('permissions'),
      col.boolean('is_active'),
      col.boolean('has_void_order_permission'),
      col.boolean('is_daily_report'),
      col.boolean('is_weekly_report'),
      col.boolean('is_monthly_report'),
      col.boolean('can_preview_invoice'),
      col.real('max_discount_permit'),
      col.integer('print_no_of_times'),
      col.boolean('is_ingredient_disabled'),
      col.text('image', true),
      col.boolean('dining_guest_count'),
      col.boolean('show_receipt_screen'),
      col.text('order_type', true),
      col.integer('fraction_digits'),
      col.boolean('is_brand_groups'),
      col.boolean('is_extras_enble'),
      col.boolean('display_modifier_titles'),
      col.boolean('print_only_save_kds_orders'),
      col.boolean('orderhistory_print_receipt'),
      col.boolean('open_dine_in'),
      col.boolean('hide_cart_pay_button'),
      col.boolean('print_void_orders'),
      col.boolean('qr_code_on_print_receipt'),
      col.boolean('is_channels_enable'),
      col.text('channel_id', true),
      col.boolean('delivery_detail_enable'),
      col.boolean('is_attributed_receipt'),
      col.real('tip_amount'),
      col.text('exchange_format', true),
      col.text('web_image', true),
      col.integer('version'),
      col.text('created_at'),
      col.text('updated_at'),
      col.text('deleted_at', true),
    ]).execute();
    // Sign-in takes an email or a username without the business, so both are unique server-wide.
    await db.schema
      .createIndex('users_email_unique')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('users_username_unique')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.createIndex('users_customer').on('users').column('customer_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .addUniqueConstraint('settings_location_name', ['customer_id', 'location_id', 'name'])
      .execute();

    // AUTOINCREMENT matters: plain SQLite rowids reuse the highest number after a delete, and the
    // log deletes superseded entries, so a new change could get a seq a client has already passed.
    const changes = db.schema.createTable('changes');
    await (
      dialect === 'postgres'
        ? changes.addColumn('seq', 'bigserial', (c) => c.primaryKey())
        : changes.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text')
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('changes_customer_seq')
      .on('changes')
      .columns(['customer_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('changes_row')
      .on('changes')
      .columns(['customer_id', 'collection', 'row_id'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'key'])
      .execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
