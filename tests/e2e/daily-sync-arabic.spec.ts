import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

test.describe('the daily sync in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });

  test('renders right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone', async ({
    app,
  }) => {
    await sweepScreens(app, ['/dashboard/sync/daily-sync']);
  });
});
