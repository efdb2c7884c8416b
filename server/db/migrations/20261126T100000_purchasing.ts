import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, sqlType } from '../columns';
import type { Dialect } from '../database';

const { text, real, boolean } = col;

/**
 * Suppliers and purchasing (issue 10): suppliers gain ordering details; what each supplier sells
 * (a registry resource); supplier orders with the deliveries received against them; supplier
 * invoices. Document lines are JSON text; document money and quantities are plain numbers rounded
 * to 3 decimals (the ledger keeps its own milli integers).
 */
export const purchasingMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const double = sqlType(dialect, 'real');
    const addToSuppliers = (column: string, type: 'text' | 'integer', fallback: string | number) =>
      db.schema
        .alterTable('suppliers')
        .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    await addToSuppliers('order_email', 'text', '');
    await addToSuppliers('order_days', 'text', '[]');
    await addToSuppliers('lead_time_days', 'integer', 0);
    await addToSuppliers('delivery_days', 'text', '[]');

    // The registry's resource `supplierMaterials`, laid out as every registry table.
    const supplierMaterials = db.schema
      .createTable('supplier_materials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text');
    await addColumns(supplierMaterials, dialect, [
      text('supplier_id'),
      text('material_id'),
      text('item_code'),
      text('pack_name'),
      real('pack_size'),
      real('price'),
      boolean('is_preferred'),
      boolean('is_active'),
    ]).execute();
    await db.schema
      .createIndex('supplier_materials_customer_location')
      .on('supplier_materials')
      .columns(['customer_id', 'location_id'])
      .execute();
    await db.schema
      .createIndex('supplier_materials_customer_updated')
      .on('supplier_materials')
      .columns(['customer_id', 'updated_at'])
      .execute();
    // One live row per (supplier, material): the last guard against two writers racing.
    await db.schema
      .createIndex('supplier_materials_pair_unique')
      .on('supplier_materials')
      .unique()
      .columns(['customer_id', 'supplier_id', 'material_id'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('supplier_materials_material')
      .on('supplier_materials')
      .columns(['customer_id', 'material_id'])
      .execute();

    // Every supply document has these columns (the design's conventions), then its own.
    const documentTable = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('location_id', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        // The create's body, hashed: a resend with the same id and content answers the document.
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text');

    await documentTable('supplier_orders')
      .addColumn('supplier_id', 'text', (c) => c.notNull())
      .addColumn('expected_on', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('declined_at', 'text')
      .addColumn('decline_reason', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('total', double, (c) => c.notNull())
      .addColumn('received_value', double, (c) => c.notNull())
      .addColumn('invoiced_value', double, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('supplier_orders_number')
      .on('supplier_orders')
      .unique()
      .columns(['customer_id', 'number'])
      .execute();
    // Lists by location and time; open orders of a location (on order); a supplier's last orders.
    await db.schema
      .createIndex('supplier_orders_location')
      .on('supplier_orders')
      .columns(['customer_id', 'location_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('supplier_orders_status')
      .on('supplier_orders')
      .columns(['customer_id', 'location_id', 'status'])
      .execute();
    await db.schema
      .createIndex('supplier_orders_supplier')
      .on('supplier_orders')
      .columns(['customer_id', 'supplier_id', 'location_id', 'created_at'])
      .execute();

    // Deliveries: one row per receipt id, so a receipt sent twice is recognised and posts once.
    await db.schema
      .createTable('supplier_order_receipts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('supplier_order_receipts_order')
      .on('supplier_order_receipts')
      .columns(['customer_id', 'order_id'])
      .execute();

    await documentTable('supplier_invoices')
      .addColumn('supplier_id', 'text', (c) => c.notNull())
      .addColumn('supplier_order_id', 'text')
      .addColumn('supplier_order_ref', 'text', (c) => c.notNull())
      .addColumn('invoice_number', 'text', (c) => c.notNull())
      .addColumn('invoice_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('subtotal', double, (c) => c.notNull())
      .addColumn('tax', double, (c) => c.notNull())
      .addColumn('total', double, (c) => c.notNull())
      .addColumn('approved_at', 'text')
      .addColumn('approved_by', 'text')
      // 0/1 on both databases: only the server reads it.
      .addColumn('accepted_differences', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('supplier_invoices_number')
      .on('supplier_invoices')
      .unique()
      .columns(['customer_id', 'number'])
      .execute();
    await db.schema
      .createIndex('supplier_invoices_location')
      .on('supplier_invoices')
      .columns(['customer_id', 'location_id', 'invoice_date'])
      .execute();
    await db.schema
      .createIndex('supplier_invoices_order')
      .on('supplier_invoices')
      .columns(['customer_id', 'supplier_order_id'])
      .execute();
  },
});
