import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Dialect } from './database';
import { core } from './migrations/20261121T100000_core';
import { resources } from './migrations/20261121T100100_resources';
import { catalogue } from './migrations/20261122T100000_catalogue';
import { movedRows } from './migrations/20261123T100000_moved_rows';
import { sales } from './migrations/20261124T100000_sales';
import { dailySync } from './migrations/20261124T110000_daily_sync';
import { inventory } from './migrations/20261125T100000_inventory';
import { purchasingMigration } from './migrations/20261126T100000_purchasing';
import { transfersMigration } from './migrations/20261126T110000_transfers';
import { workOrdersMigration } from './migrations/20261126T120000_work_orders';
import { workOrderDates } from './migrations/20261127T100000_work_order_dates';
import { invoiceReportIndexes } from './migrations/20261127T121000_invoice_report_indexes';
import { paymentReportIndexes } from './migrations/20261127T130000_payment_report_indexes';
import { reportEmails } from './migrations/20261128T100000_report_emails';
import { stockReportIndex } from './migrations/20261128T110000_stock_report_index';
import { stockDaily } from './migrations/20261129T100000_stock_daily';
import { complimentaryLinesIndex } from './migrations/20261129T110000_complimentary_lines_index';
import { tablePlan } from './migrations/20261130T100000_table_plan';
import { locationHours } from './migrations/20261130T110000_location_hours';
import { publicationsMigration } from './migrations/20261130T120000_publications';
import { paymentProvidersMigration } from './migrations/20261130T130000_payment_providers';
import { discountRoles } from './migrations/20261130T140000_discount_roles';
import { crmMigration } from './migrations/20261201T120000_crm';
import { auditMigration } from './migrations/20261201T140000_audit';
import { usersMigration } from './migrations/20261201T100000_users';
import { builtInRoles } from './migrations/20261201T110000_built_in_roles';
import { attendanceMigration } from './migrations/20261201T130000_attendance';
import { restaurantConfigMigration } from './migrations/20261201T150000_restaurant_config';
import { sealedWebhookSecrets } from './migrations/20261204T100000_sealed_webhook_secrets';
import { rateLimitsMigration } from './migrations/20261204T140000_rate_limits';
import { reportEmailHandoverMigration } from './migrations/20261204T150000_report_email_handover';
import { salesMonthly } from './migrations/20261205T100000_sales_monthly';
import { freeQuantity } from './migrations/20261205T110000_free_quantity';
import { itemStatistics } from './migrations/20261205T120000_item_statistics';
import { channelItems } from './migrations/20261205T130000_channel_items';

/**
 * Migrations are imported here rather than read from a folder, so they run the same under tsx, vitest
 * and a bundle. Names are timestamps: add new ones at the end, never edit one that has shipped.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '20261121T100000_core': core(dialect),
    '20261121T100100_resources': resources(dialect),
    '20261122T100000_catalogue': catalogue(dialect),
    '20261123T100000_moved_rows': movedRows(),
    '20261124T100000_sales': sales(dialect),
    '20261124T110000_daily_sync': dailySync(),
    '20261125T100000_inventory': inventory(dialect),
    '20261126T100000_purchasing': purchasingMigration(dialect),
    '20261126T110000_transfers': transfersMigration(dialect),
    '20261126T120000_work_orders': workOrdersMigration(dialect),
    '20261127T100000_work_order_dates': workOrderDates(),
    '20261127T121000_invoice_report_indexes': invoiceReportIndexes(),
    '20261127T130000_payment_report_indexes': paymentReportIndexes(),
    '20261128T100000_report_emails': reportEmails(),
    '20261128T110000_stock_report_index': stockReportIndex(),
    '20261129T100000_stock_daily': stockDaily(dialect),
    '20261129T110000_complimentary_lines_index': complimentaryLinesIndex(),
    '20261130T100000_table_plan': tablePlan(),
    '20261130T110000_location_hours': locationHours(dialect),
    '20261130T120000_publications': publicationsMigration(),
    '20261130T130000_payment_providers': paymentProvidersMigration(),
    '20261130T140000_discount_roles': discountRoles(dialect),
    '20261201T120000_crm': crmMigration(dialect),
    '20261201T140000_audit': auditMigration(),
    '20261201T100000_users': usersMigration(),
    '20261201T110000_built_in_roles': builtInRoles(),
    '20261201T130000_attendance': attendanceMigration(),
    '20261201T150000_restaurant_config': restaurantConfigMigration(),
    '20261204T100000_sealed_webhook_secrets': sealedWebhookSecrets(),
    '20261204T140000_rate_limits': rateLimitsMigration(dialect),
    '20261204T150000_report_email_handover': reportEmailHandoverMigration(),
    '20261205T100000_sales_monthly': salesMonthly(dialect),
    '20261205T110000_free_quantity': freeQuantity(dialect),
    '20261205T120000_item_statistics': itemStatistics(dialect),
    '20261205T130000_channel_items': channelItems(dialect),
  };
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const what = failed ? `migration ${failed.migrationName} failed` : 'migrations failed';
    throw new Error(what, { cause: error });
  }
}

/**
 * Migrates only as far as `lastMigration` (included): a database at an earlier release's schema, as
 * the upgrade tests load an earlier release's rows into PostgreSQL (server/db/upgrade/).
 */
export async function migrateUpTo({ db, dialect }: DatabaseHandle, lastMigration: string) {
  const known = migrations(dialect);
  if (!(lastMigration in known)) throw new Error(`no migration named ${lastMigration}`);
  const provider: MigrationProvider = { getMigrations: async () => known };
  const { error } = await new Migrator({ db, provider }).migrateTo(lastMigration);
  if (error) throw new Error(`migrating up to ${lastMigration} failed`, { cause: error });
}

/** Whether every migration of this release has run (readiness: a copy never serves an old schema). */
export async function migrationsCurrent({ db, dialect }: DatabaseHandle): Promise<boolean> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}
