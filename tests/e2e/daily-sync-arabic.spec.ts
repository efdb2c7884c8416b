import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

test.describe('the daily sync in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ locale: 'ar-AE' });

  test('renders right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone', async ({
    page,
  }) => {
    await sweepScreens(page, ['/dashboard/sync/daily-sync'], { language: 'ar', dir: 'rtl' });
  });
});
