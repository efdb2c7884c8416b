import { test } from './support/fixtures';
import { screenPaths as screens, splitAt } from './support/screenPaths';
import { sweepScreens } from './support/screens';

/**
 * The inventory screens (issue 9, "Screens") that need no count chosen, in two halves that two
 * workers can share. The counting screen has its own journey (`counting-arabic.spec.ts`).
 */
const halves = splitAt(screens.inventory, '/dashboard/inventory/stock');

test.describe('the inventory screens in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });
  test.describe.configure({ mode: 'parallel' });

  for (const paths of halves) {
    test(`${paths[0]} to ${paths.at(-1)} render right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone`, async ({
      app,
    }) => {
      await sweepScreens(app, paths);
    });
  }
});
