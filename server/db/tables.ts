import type { Generated, Insertable, Selectable } from 'kysely';
import type { PublicationsTables } from '../admin/publicationTables';
import type { AttendanceTables } from '../attendance/attendanceTables';
import type { AuditTables } from '../audit/auditTables';
import type { CrmTables } from '../crm/crmTables';
import type { CountsTables } from '../inventory/counts/tables';
import type { PaymentTables } from '../payments/paymentTables';
import type { PeopleTables } from '../people/peopleTables';
import type { PurchasingTables } from '../supply/purchasing/tables';
import type { RestaurantTables } from '../restaurant/restaurantTables';
import type { TransfersTables } from '../supply/transfers/tables';
import type { WorkOrdersTables } from '../supply/workOrders/tables';

/**
 * Row types of every table, as the database holds them: timestamps are ISO-8601 UTC strings with
 * milliseconds, JSON is text, booleans are 0/1 on SQLite and booleans on PostgreSQL (`DbBool`).
 * `rows.ts` turns them into API shapes; nothing else reads raw columns.
 */
export type DbBool = boolean | number;

export interface CustomersTable {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  customer_id: string;
  username: string;
  email: string;
  password_hash: string;
  role_id: string | null;
  location_id: string | null;
  /** JSON array of location ids. */
  allow_locations: string;
  is_admin: DbBool;
  /** JSON array of module numbers. */
  modules: string;
  /** JSON array of permission keys given to this user on top of the role's. */
  permissions: string;
  is_active: DbBool;
  has_void_order_permission: DbBool;
  is_daily_report: DbBool;
  is_weekly_report: DbBool;
  is_monthly_report: DbBool;
  can_preview_invoice: DbBool;
  max_discount_permit: number;
  print_no_of_times: number;
  is_ingredient_disabled: DbBool;
  image: string | null;
  dining_guest_count: DbBool;
  show_receipt_screen: DbBool;
  order_type: string | null;
  fraction_digits: number;
  is_brand_groups: DbBool;
  is_extras_enble: DbBool;
  display_modifier_titles: DbBool;
  print_only_save_kds_orders: DbBool;
  orderhistory_print_receipt: DbBool;
  open_dine_in: DbBool;
  hide_cart_pay_button: DbBool;
  print_void_orders: DbBool;
  qr_code_on_print_receipt: DbBool;
  is_channels_enable: DbBool;
  channel_id: string | null;
  delivery_detail_enable: DbBool;
  is_attributed_receipt: DbBool;
  tip_amount: number;
  exchange_format: string | null;
  web_image: string | null;
  /** The till PIN's hash (issue 13), like password_hash; null when the user has none. */
  pin_hash: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the token's session part: a copy of this table cannot be replayed as tokens. */
  id: string;
  user_id: string;
  customer_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SettingsTable {
  id: string;
  customer_id: string;
  location_id: string;
  name: string;
  value: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ChangesTable {
  seq: Generated<number>;
  customer_id: string;
  collection: string;
  row_id: string;
  location_id: string | null;
  changed_at: string;
  /** 1: the row left `location_id` (see the moved_rows migration); 0 otherwise. */
  moved_away: Generated<number>;
}

export interface IdempotencyKeysTable {
  customer_id: string;
  key: string;
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  request_hash: string;
  status: number;
  /** The reply body as sent, JSON. */
  body: string;
  created_at: string;
}

/** One limited key's current window (server/plugins/rateLimitStore.ts). */
export interface RateLimitsTable {
  /** What is counted, e.g. `account:ana@example.com`. */
  key: string;
  /** Requests counted in the window. */
  hits: number;
  /** When the window ends, epoch milliseconds. */
  resets_at: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface FilesTable {
  /** Random UUID (v4): the file's public URL is `/api/files/<id>`, so it must not be guessable. */
  id: string;
  customer_id: string;
  content_type: string;
  size: number;
  sha256: string;
  /** The name the file was uploaded with, for people; never trusted for its type. */
  filename: string;
  data: Buffer;
  created_by: string | null;
  created_at: string;
}

/** An invoice as a till sent it (issue 8). Amounts in thousandths of the currency unit. */
export interface InvoicesTable {
  id: string;
  customer_id: string;
  location_id: string;
  number: string;
  created_at: string;
  status: string;
  kind: string;
  channel_id: string | null;
  order_type_id: string | null;
  table_id: string | null;
  cashier_id: string | null;
  crm_customer_id: string | null;
  guests: number | null;
  refund_of: string | null;
  otter_id: string | null;
  /** The raw order, JSON text. */
  payload: string | null;
  business_date: string;
  local_hour: number;
  business_minute: number;
  currency: string | null;
  gross: number;
  discounts: number;
  complimentary: number;
  tax: number;
  vat: number;
  tips: number;
  due: number;
  paid: number;
  /** SHA-256 of the body as first received: a resend with another body is refused. */
  body_hash: string;
  received_at: string;
  updated_at: string;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  line_no: number;
  customer_id: string;
  product_id: string;
  category_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
  vat: number;
  gross: number;
  /** 0 or 1. */
  is_complimentary: number;
  /** JSON array of the line's modifiers, amounts in thousandths. */
  modifiers: string;
}

export interface InvoicePaymentsTable {
  invoice_id: string;
  payment_no: number;
  customer_id: string;
  payment_method_id: string;
  amount: number;
  tip: number;
}

export interface InvoiceStatusChangesTable {
  invoice_id: string;
  change_no: number;
  status: string;
  at: string;
  by_user_id: string | null;
}

/** The figure columns of every sales aggregate (see server/sales/figures.ts). */
export interface FigureColumns {
  sales_count: Generated<number>;
  refund_count: Generated<number>;
  guests: Generated<number>;
  gross: Generated<number>;
  discounts: Generated<number>;
  complimentary: Generated<number>;
  refunds: Generated<number>;
  tax: Generated<number>;
  vat: Generated<number>;
  tips: Generated<number>;
}

interface AggregateKey {
  customer_id: string;
  location_id: string;
  business_date: string;
}

export interface SalesHourlyTable extends AggregateKey, FigureColumns {
  local_hour: number;
}
/** Products' quantities sold and refunded, in thousandths. */
interface ItemColumns {
  quantity: Generated<number>;
  refunded_quantity: Generated<number>;
}
export interface SalesByChannelTable extends AggregateKey, FigureColumns, ItemColumns {
  channel_id: string;
  order_type_id: string;
}
export interface SalesByCashierTable extends AggregateKey, FigureColumns, ItemColumns {
  cashier_id: string;
}
export interface SalesByItemTable extends AggregateKey, FigureColumns, ItemColumns {
  item_kind: string;
  item_id: string;
  category_id: string;
  /** Of `quantity`, what was given free (complimentary lines), in thousandths. */
  free_quantity: Generated<number>;
}
export interface SalesByPaymentTable extends AggregateKey {
  payment_method_id: string;
  payments_count: Generated<number>;
  amount: Generated<number>;
  refunded: Generated<number>;
  tips: Generated<number>;
}

/** A business's daily sync settings (issue 8). `enabled` is 0 or 1 on both databases. */
export interface DailySyncConfigsTable {
  customer_id: string;
  webhook_url: string;
  /** Sealed (server/sales/dailySync/secret.ts), never as given. */
  secret: string | null;
  enabled: number;
  /** JSON array of location ids, or null for every selling location. */
  location_ids: string | null;
  enabled_since: string | null;
  version: number;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One summary of one location's business date, and where its delivery stands. */
export interface DailySyncDeliveriesTable {
  id: string;
  customer_id: string;
  location_id: string;
  business_date: string;
  kind: string;
  status: string;
  attempts: number;
  failures: number;
  next_attempt_at: string | null;
  claimed_until: string | null;
  claim_token: string | null;
  last_attempt_at: string | null;
  last_failure_kind: string | null;
  last_status_code: number | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One fact of the stock ledger. Quantities and values in thousandths (see the inventory migration). */
export interface StockMovementsTable {
  id: string;
  customer_id: string;
  location_id: string;
  material_id: string;
  kind: string;
  quantity: number;
  value: number;
  unit_cost: number;
  occurred_at: string;
  business_date: string;
  reason: string | null;
  note: string;
  user_id: string | null;
  document_kind: string;
  document_id: string;
  created_at: string;
}

/** A material's running stock at a location: the sum of its movements. */
export interface StockBalancesTable {
  customer_id: string;
  location_id: string;
  material_id: string;
  quantity: number;
  value: number;
  average_cost: number;
  movement_count: number;
  last_movement_at: string | null;
  updated_at: string;
}

/**
 * The movements of a (location, business date, material, kind) added up, in milli: kept by the
 * ledger in the same transaction as the movements, read by the stock reports instead of them.
 */
export interface StockDailyTable {
  customer_id: string;
  location_id: string;
  business_date: string;
  material_id: string;
  kind: string;
  quantity: number;
  value: number;
  movement_count: number;
}

/** One report email (issue 11): a user's report of a kind and period, claimed before it is sent. */
export interface ReportEmailsTable {
  id: string;
  customer_id: string;
  user_id: string;
  location_id: string;
  /** daily | weekly | monthly | test */
  kind: string;
  period_from: string;
  period_to: string;
  recipient: string;
  /** claimed | sent | failed */
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  message_id: string | null;
  error: string | null;
  claimed_at: string;
  /** When this attempt was handed to the SMTP server; null before (a stale claim is taken over). */
  handed_at: Generated<string | null>;
  sent_at: string | null;
}

/**
 * Areas keep their tables beside their code (the supply areas, inventory counts, ...), so the areas
 * grow apart; the rest are still here.
 */
export interface Database
  extends
    PurchasingTables,
    TransfersTables,
    WorkOrdersTables,
    PublicationsTables,
    PaymentTables,
    PeopleTables,
    AuditTables,
    AttendanceTables,
    CrmTables,
    RestaurantTables,
    CountsTables {
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  changes: ChangesTable;
  idempotency_keys: IdempotencyKeysTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  files: FilesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_status_changes: InvoiceStatusChangesTable;
  sales_hourly: SalesHourlyTable;
  sales_by_channel: SalesByChannelTable;
  sales_by_cashier: SalesByCashierTable;
  sales_by_item: SalesByItemTable;
  sales_by_payment: SalesByPaymentTable;
  /** The monthly twins (server/sales/aggregates.ts `monthlyTable`): business_date is the 1st. */
  sales_hourly_monthly: SalesHourlyTable;
  sales_by_channel_monthly: SalesByChannelTable;
  sales_by_cashier_monthly: SalesByCashierTable;
  sales_by_item_monthly: SalesByItemTable;
  sales_by_payment_monthly: SalesByPaymentTable;
  daily_sync_configs: DailySyncConfigsTable;
  daily_sync_deliveries: DailySyncDeliveriesTable;
  stock_movements: StockMovementsTable;
  stock_balances: StockBalancesTable;
  stock_daily: StockDailyTable;
  report_emails: ReportEmailsTable;
}

/**
 * A table of the resource registry (`contract/registry.ts`): the row conventions every synced row
 * shares plus the resource's own columns, which only the registry knows.
 */
export interface ResourceTable {
  id: string;
  customer_id: string;
  location_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  [column: string]: unknown;
}
export type ResourceTables = Record<string, ResourceTable>;

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SettingRecord = Selectable<SettingsTable>;
