import { dismissToasts, signIn } from './support/app';
import { englishOnlyTexts, layoutProblems, untranslatedTexts } from './support/catalogue';
import { expect, test } from './support/fixtures';

/** Every screen of the catalogue (issue 3, "Screens"). */
const screens = [
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
];

const english = englishOnlyTexts('ar');

test.describe('the catalogue in Arabic', () => {
  for (const path of screens) {
    test(`${path} renders right to left, translated, without overflowing or overlapping text`, async ({
      page,
    }) => {
      await signIn(page);
      await dismissToasts(page);
      await page.getByTestId('language-menu').click();
      await page.getByTestId('language-option-ar').click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      const main = page.getByTestId('page-container');
      await expect(main).toBeVisible();
      // Rendered: a title on screen, nothing still loading, the fonts in place.
      await expect(main.locator('h1, h2, h3').first()).toBeVisible();
      await expect(main.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await dismissToasts(page);

      // Laid out right to left: the content column's text starts on the right.
      expect(await main.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await untranslatedTexts(main, english), 'untranslated texts').toEqual([]);
      // Checked until the layout has settled (a resize animates the navbar): a problem that stays
      // for three seconds is a real one.
      await expect
        .poll(() => layoutProblems(main), {
          message: 'overflowing or overlapping text on a desktop',
          timeout: 3_000,
        })
        .toEqual([]);

      // The tablet the staff use in the store, and a phone: Arabic text must wrap, not spill over.
      for (const [device, size] of [
        ['tablet', { width: 820, height: 1180 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await expect(main.locator('h1, h2, h3').first()).toBeVisible();
        await expect
          .poll(() => layoutProblems(main), {
            message: `overflowing or overlapping text on a ${device}`,
            timeout: 3_000,
          })
          .toEqual([]);
      }
    });
  }
});
