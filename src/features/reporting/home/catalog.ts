/** The groups the reporting home sorts its reports into, in the order it shows them. */
export const reportGroups = ['sales', 'payments', 'orders', 'products', 'stock'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/**
 * Where each report of SPEC section 2 belongs on the reporting home, in the order it lists them.
 * The home shows a report once its route exists and the user may open it (the navigation's
 * entries), so a report is listed by adding its route, not by editing the home. Names and the
 * question each answers: `reporting:reports.<slug>.title` and `.question`.
 */
export const reportCatalog: readonly { slug: string; group: ReportGroup }[] = [
  { slug: 'sale', group: 'sales' },
  { slug: 'sales-summary', group: 'sales' },
  { slug: 'sales-trend-analysis', group: 'sales' },
  { slug: 'user', group: 'sales' },
  { slug: 'discount', group: 'sales' },
  { slug: 'complementary-report', group: 'sales' },
  { slug: 'daily-sales-cash-flow', group: 'payments' },
  { slug: 'payment', group: 'payments' },
  { slug: 'advanced-payment-report', group: 'payments' },
  { slug: 'balance', group: 'payments' },
  { slug: 'order', group: 'orders' },
  { slug: 'summary', group: 'orders' },
  { slug: 'product', group: 'products' },
  { slug: 'category', group: 'products' },
  { slug: 'inventory', group: 'stock' },
  { slug: 'material', group: 'stock' },
  { slug: 'forecast-accuracy', group: 'stock' },
];

/** The path of every report: `/dashboard/reporting/<slug>`. */
export const REPORTING_PATH = '/dashboard/reporting';
