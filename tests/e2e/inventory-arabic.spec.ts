import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

/**
 * The inventory screens (issue 9, "Screens") that need no count chosen, in two halves that two
 * workers can share. The counting screen has its own journey (`counting-arabic.spec.ts`).
 */
const screens = [
  [
    '/dashboard/inventory',
    '/dashboard/inventory/inventory',
    '/dashboard/inventory/materials',
    '/dashboard/inventory/material-category',
    '/dashboard/inventory/recipe',
    '/dashboard/inventory/preparation',
  ],
  [
    '/dashboard/inventory/stock',
    '/dashboard/inventory/movement?period=last_7_days',
    '/dashboard/inventory/wastage?period=last_7_days',
    '/dashboard/inventory/overview',
    '/dashboard/inventory/inventory-count',
    '/dashboard/inventory/inventory-count-sheet',
  ],
] as const;

test.describe('the inventory screens in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });
  test.describe.configure({ mode: 'parallel' });

  for (const paths of screens) {
    test(`${paths[0]} to ${paths.at(-1)} render right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone`, async ({
      app,
    }) => {
      await sweepScreens(app, paths);
    });
  }
});
