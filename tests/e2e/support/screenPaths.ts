/**
 * Every screen of the app (src/routes) that opens without a row chosen, by area: the one list the
 * sweeps (tests/e2e/*-arabic.spec.ts, screens-accessibility.spec.ts) and the accessibility bench
 * (bench/a11y-screens.ts, which adds the screens of one row) take their paths from. A new screen
 * goes here, and the sweeps look at it.
 */
export const screenPaths = {
  dashboard: ['/dashboard', '/dashboard/today'],
  catalogue: [
    '/dashboard/products',
    '/dashboard/products/create',
    '/dashboard/products/brands',
    '/dashboard/products/groups',
    '/dashboard/products/categories',
    '/dashboard/products/menus',
    '/dashboard/products/label',
    '/dashboard/products/products',
    '/dashboard/products/modifiers',
    '/dashboard/products/modifier-item',
    '/dashboard/products/channels',
    '/dashboard/products/addon',
    '/dashboard/products/deals',
    '/dashboard/products/appearance',
  ],
  inventory: [
    '/dashboard/inventory',
    '/dashboard/inventory/inventory',
    '/dashboard/inventory/materials',
    '/dashboard/inventory/material-category',
    '/dashboard/inventory/recipe',
    '/dashboard/inventory/preparation',
    '/dashboard/inventory/stock',
    '/dashboard/inventory/movement?period=last_7_days',
    '/dashboard/inventory/wastage?period=last_7_days',
    '/dashboard/inventory/overview',
    '/dashboard/inventory/inventory-count',
    '/dashboard/inventory/inventory-count-sheet',
  ],
  /** Counting, its review and what was counted: a count of the location's, the newest. */
  counting: [
    '/dashboard/inventory/inventory-count-details',
    '/dashboard/inventory/review',
    '/dashboard/inventory/activities',
  ],
  transfers: [
    '/dashboard/inventory/transfer',
    '/dashboard/inventory/warehouse',
    '/dashboard/inventory/central-kitchen',
    '/dashboard/inventory/roastery',
    '/dashboard/inventory/order-request',
    '/dashboard/inventory/create-order',
    '/dashboard/inventory/work-orders',
    '/dashboard/inventory/work-orders/new',
  ],
  suppliers: ['/dashboard/supplier', '/dashboard/supplier/order', '/dashboard/supplier/forecast'],
  /** Two paths of the sales items screen share a title: a sweep takes one of them. */
  sales: [
    '/dashboard/sales-items',
    '/dashboard/sales/items',
    '/dashboard/sales/payment-account',
    '/dashboard/sales/inventory-account',
    '/dashboard/invoice-summary',
  ],
  payments: ['/dashboard/payments', '/dashboard/payments/payment-providers'],
  reporting: [
    '/dashboard/reporting',
    '/dashboard/reporting/sale?period=yesterday',
    '/dashboard/reporting/sales-summary?period=last_30_days&group=week',
    '/dashboard/reporting/product?period=last_30_days',
    '/dashboard/reporting/summary',
    '/dashboard/reporting/sales-trend-analysis',
    '/dashboard/reporting/daily-sales-cash-flow',
    '/dashboard/reporting/user',
    '/dashboard/reporting/discount',
    '/dashboard/reporting/complementary-report',
    '/dashboard/reporting/category',
    '/dashboard/reporting/inventory',
    '/dashboard/reporting/material',
    '/dashboard/reporting/order',
    '/dashboard/reporting/payment',
    '/dashboard/reporting/advanced-payment-report',
    '/dashboard/reporting/balance',
    '/dashboard/reporting/forecast-accuracy',
  ],
  people: [
    '/dashboard/customers',
    '/dashboard/customers/create',
    '/dashboard/customers/crm',
    '/dashboard/roles',
    '/dashboard/roles/create',
    '/dashboard/roles/role-management',
    '/dashboard/attendence',
    '/dashboard/audit-log',
  ],
  sync: ['/dashboard/sync/daily-sync'],
  config: [
    '/dashboard/config',
    '/dashboard/config/tax',
    '/dashboard/config/tax-group',
    '/dashboard/config/payment',
    '/dashboard/config/discount',
    '/dashboard/config/coupons',
    '/dashboard/config/order-type',
    '/dashboard/config/setting',
    '/dashboard/config/bussiness-info',
    '/dashboard/config/restaurant',
    '/dashboard/config/location',
    '/dashboard/config/floor',
    '/dashboard/config/table',
    '/dashboard/config/paygetorder',
    '/dashboard/config/admin-sync',
  ],
} as const;

export type Area = keyof typeof screenPaths;

/** Every screen, in the order of the navigation. */
export const everyScreen: readonly string[] = Object.values(screenPaths).flat();

/**
 * A sweep's screens in two parts that two workers share, the second from `from` on (a path of
 * `paths`; a missing one would leave a part empty, so it throws).
 */
export function splitAt(paths: readonly string[], from: string): [string[], string[]] {
  const at = paths.indexOf(from);
  if (at <= 0) throw new Error(`${from} is not past the first of the sweep's screens`);
  return [paths.slice(0, at), paths.slice(at)];
}
