import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

/**
 * Every screen in English, checked with axe-core only (serious and critical WCAG 2.1 A/AA problems,
 * on a desktop and a phone): the areas' Arabic sweeps look at language and layout, and at axe in
 * Arabic. Two halves, so two workers share them; the two paths of the sales items screen share a
 * title, so each half holds one.
 */
const english = [
  [
    '/dashboard',
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
    '/dashboard/inventory/transfer',
    '/dashboard/inventory/warehouse',
    '/dashboard/inventory/central-kitchen',
    '/dashboard/inventory/roastery',
    '/dashboard/inventory/order-request',
    '/dashboard/inventory/create-order',
    '/dashboard/inventory/work-orders',
    '/dashboard/inventory/work-orders/new',
    '/dashboard/supplier',
    '/dashboard/supplier/order',
    '/dashboard/sales-items',
    '/dashboard/sales/payment-account',
  ],
  [
    '/dashboard/sales/items',
    '/dashboard/sales/inventory-account',
    '/dashboard/invoice-summary',
    '/dashboard/payments',
    '/dashboard/payments/payment-providers',
    '/dashboard/reporting/summary',
    '/dashboard/reporting/order',
    '/dashboard/reporting/payment',
    '/dashboard/reporting/advanced-payment-report',
    '/dashboard/reporting/balance',
    '/dashboard/customers',
    '/dashboard/customers/create',
    '/dashboard/customers/crm',
    '/dashboard/roles',
    '/dashboard/roles/create',
    '/dashboard/roles/role-management',
    '/dashboard/attendence',
    '/dashboard/audit-log',
    '/dashboard/sync/daily-sync',
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
] as const;

test.describe('every screen in English', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const paths of english) {
    test(`${paths[0]} to ${paths.at(-1)}: no serious or critical accessibility problem on a desktop and a phone`, async ({
      app,
    }) => {
      await sweepScreens(app, paths, { only: 'accessibility' });
    });
  }
});
