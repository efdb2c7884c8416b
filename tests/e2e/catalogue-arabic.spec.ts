import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

/** Every screen of the catalogue (issue 3, "Screens"), in two halves that two workers can share. */
const screens = [
  [
    '/dashboard/products',
    '/dashboard/products/create',
    '/dashboard/products/brands',
    '/dashboard/products/groups',
    '/dashboard/products/categories',
    '/dashboard/products/menus',
    '/dashboard/products/label',
  ],
  [
    '/dashboard/products/products',
    '/dashboard/products/modifiers',
    '/dashboard/products/modifier-item',
    '/dashboard/products/channels',
    '/dashboard/products/addon',
    '/dashboard/products/deals',
    '/dashboard/products/appearance',
  ],
] as const;

test.describe('the catalogue in Arabic', () => {
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
