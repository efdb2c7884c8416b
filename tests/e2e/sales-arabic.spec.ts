import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

/**
 * The sales screens (issue 8, section 3) in two halves that two workers can share. The items screen
 * has two paths with one title, so each half holds one of them (a sweep wants a title per screen).
 */
const screens = [
  ['/dashboard/sales-items', '/dashboard/sales/payment-account'],
  ['/dashboard/sales/items', '/dashboard/sales/inventory-account'],
] as const;

test.describe('the sales screens in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });
  test.describe.configure({ mode: 'parallel' });

  for (const paths of screens) {
    test(`${paths[0]} and ${paths[1]} render right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone`, async ({
      app,
    }) => {
      await sweepScreens(app, paths);
    });
  }
});
