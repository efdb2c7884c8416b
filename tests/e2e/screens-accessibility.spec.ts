import { test } from './support/fixtures';
import { everyScreen, screenPaths as screens, splitAt } from './support/screenPaths';
import { sweepScreens } from './support/screens';

/**
 * The reports the reports' own specs sweep in English (reports.spec.ts, reports-rd1.spec.ts,
 * reports-rd3.spec.ts), and the counting screens, which show a count (counts-review.spec.ts sweeps
 * them on one in English, counting-arabic.spec.ts and the Arabic sweep below in Arabic).
 */
const sweptElsewhereInEnglish: ReadonlySet<string> = new Set([
  ...screens.counting,
  '/dashboard/reporting',
  '/dashboard/reporting/sale?period=yesterday',
  '/dashboard/reporting/sales-summary?period=last_30_days&group=week',
  '/dashboard/reporting/product?period=last_30_days',
  '/dashboard/reporting/sales-trend-analysis',
  '/dashboard/reporting/daily-sales-cash-flow',
  '/dashboard/reporting/user',
  '/dashboard/reporting/discount',
  '/dashboard/reporting/complementary-report',
  '/dashboard/reporting/category',
  '/dashboard/reporting/inventory',
  '/dashboard/reporting/material',
]);

/**
 * Every other screen in English, checked with axe-core only (serious and critical WCAG 2.1 A/AA
 * problems, on a desktop and a phone), colour contrast left out: the areas' Arabic sweeps look at
 * language and layout, and at axe in Arabic with colour contrast at the same two sizes (the colours
 * do not change with the language; the run fails when a screen missed one, support/sweepCoverage.ts).
 * Two halves, so two workers share them; the two paths of the sales items screen
 * share a title, so each half holds one.
 */
const inEnglish = everyScreen.filter((path) => !sweptElsewhereInEnglish.has(path));
const english = splitAt(inEnglish, '/dashboard/sales/items');

/**
 * The screens no area's Arabic sweep looks at (the catalogue's, the inventory's, the reports' and
 * the others' do the rest): right to left, translated, fitting, and axe-clean in Arabic too.
 */
const inArabic = [
  '/dashboard/today',
  ...screens.payments,
  '/dashboard/supplier',
  '/dashboard/supplier/forecast',
  '/dashboard/inventory/roastery',
  '/dashboard/inventory/work-orders',
  '/dashboard/inventory/work-orders/new',
  '/dashboard/inventory/review',
  '/dashboard/inventory/activities',
  '/dashboard/reporting/summary',
  '/dashboard/reporting/order',
  '/dashboard/reporting/payment',
  '/dashboard/reporting/advanced-payment-report',
  '/dashboard/reporting/balance',
  '/dashboard/reporting/forecast-accuracy',
  '/dashboard/config/location',
  '/dashboard/config/floor',
  '/dashboard/config/table',
  '/dashboard/config/paygetorder',
];

test.describe('every screen in English', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const paths of english) {
    test(`${paths[0]} to ${paths.at(-1)}: no serious or critical accessibility problem on a desktop and a phone`, async ({
      app,
    }) => {
      await sweepScreens(app, paths, { only: 'accessibility', colour: false });
    });
  }
});

/** In two halves as well: the longest of the journeys when whole. */
const arabic = splitAt(inArabic, '/dashboard/reporting/summary');

test.describe('the screens no area sweeps in Arabic', () => {
  test.use({ appLanguage: 'ar' });
  test.describe.configure({ mode: 'parallel' });
  for (const paths of arabic) {
    test(`${paths[0]} to ${paths.at(-1)} render right to left, translated, without overflowing or overlapping text, and without serious accessibility problems`, async ({
      app,
    }) => {
      await sweepScreens(app, paths);
    });
  }
});
