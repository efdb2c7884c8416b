import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Between locations (issue 10): order requests, transfers and what arrived of them. Locations learn
 * when a supplying place stops taking orders for the next delivery, and on which days it delivers.
 * Lines are JSON text (quantities plain, to 3 decimals): a document is read and written whole, and
 * what it moved is in the ledger, which keeps its own exact integers.
 */
export const transfersMigration = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('locations')
      .addColumn('order_cutoff_time', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('locations')
      .addColumn('delivery_days', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();

    await db.schema
      .createTable('order_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      // The requesting store; `from_location_id` the warehouse or central kitchen it asks.
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('from_location_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('needed_by', 'text')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('transfer_id', 'text')
      .addColumn('status_reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('accepted_by', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('sent_by', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('completed_by', 'text')
      .addColumn('declined_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('order_requests_number')
      .on('order_requests')
      .columns(['customer_id', 'number'])
      .unique()
      .execute();
    // The two tabs: what a store asked, and what a supplying place was asked, newest first.
    await db.schema
      .createIndex('order_requests_created')
      .on('order_requests')
      .columns(['customer_id', 'location_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('order_requests_received')
      .on('order_requests')
      .columns(['customer_id', 'from_location_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('stock_transfers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      // The sender; `to_location_id` the receiver.
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('to_location_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('order_request_id', 'text')
      .addColumn('created_by', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('sent_by', 'text')
      .addColumn('received_at', 'text')
      .addColumn('received_by', 'text')
      .addColumn('receipt_id', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('cancelled_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('stock_transfers_number')
      .on('stock_transfers')
      .columns(['customer_id', 'number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('stock_transfers_out')
      .on('stock_transfers')
      .columns(['customer_id', 'location_id', 'created_at'])
      .execute();
    // Incoming transfers, and what is in transit to a location (status sent).
    await db.schema
      .createIndex('stock_transfers_in')
      .on('stock_transfers')
      .columns(['customer_id', 'to_location_id', 'status'])
      .execute();
  },
});
