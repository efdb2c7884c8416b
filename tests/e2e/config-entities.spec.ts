import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

// A tax, a tax group with it, a discount over 100% refused, a coupon and the overview's count are
// proved on the rendered screens against the real server under vitest
// (src/features/config/entities/ConfigEntities.dom.test.tsx). What needs a browser stays: the layout.

test.describe('the configuration screens in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('render right to left, translated, without overflowing text on every device', async ({
    app,
  }) => {
    await sweepScreens(app, [
      '/dashboard/config',
      '/dashboard/config/tax',
      '/dashboard/config/tax-group',
      '/dashboard/config/payment',
      '/dashboard/config/discount',
      '/dashboard/config/coupons',
      '/dashboard/config/order-type',
    ]);
  });
});
