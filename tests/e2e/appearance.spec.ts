import type { Page } from '@playwright/test';
import { dismissToasts, openApp, syncIndicator } from './support/app';
import { expect, test } from './support/fixtures';
import { devices, openInApp } from './support/screens';

/** Blue, shade 7 (src/app/theme/colors.ts): the primary colour of the blue preset. */
const BLUE_FILLED = 'rgb(21, 101, 192)';
const GREEN_FILLED = 'rgb(46, 125, 50)';

const storedSettings = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('app.settings');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });

/** The primary colour of the theme, as a filled button shows it. */
const filledColor = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });

const [desktop, , phone] = devices.map(([, size]) => size);

/** The header's controls that do not show whole inside the window's width (none, once laid out). */
const cutHeaderControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.mantine-AppShell-header :is(button, a)')]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
      .map(({ control, box }) => {
        const name = control.getAttribute('data-testid') ?? control.tagName;
        return `${name}: ${Math.round(box.left)} to ${Math.round(box.right)}`;
      }),
  );

/**
 * What the controls that open App Settings (the header's gear and the user menu) cover of the page:
 * the cells, buttons, links and fields whose boxes meet a control's, at every scroll of the page
 * (and the table scrolled sideways to its last column). Content scrolled under the header is the
 * header's, not a control's: only what shows below it counts.
 */
const coveredBySettings = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('[data-testid="page-container"]')!;
    const header = document.querySelector('.mantine-AppShell-header');
    const controls = [
      ...document.querySelectorAll('[data-testid="settings-button"], [data-testid="user-menu"]'),
    ]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const lastCells = main.querySelectorAll('[data-testid="report-row"] td:last-child');
    lastCells[lastCells.length - 1]?.scrollIntoView({ block: 'nearest', inline: 'end' });
    const covered = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(y + 100, end)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const shownFrom = header?.getBoundingClientRect().bottom ?? 0;
      for (const el of main.querySelectorAll('td, th, button, a, input, [role="tab"]')) {
        const box = el.getBoundingClientRect();
        const top = Math.max(box.top, shownFrom);
        if (box.width === 0 || box.bottom <= top) continue;
        for (const control of controls) {
          const x = Math.min(box.right, control.right) - Math.max(box.left, control.left);
          const h = Math.min(box.bottom, control.bottom) - Math.max(top, control.top);
          if (x > 1 && h > 1)
            covered.add(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
      if (y >= end) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });

/** The product report, a wide table, on a phone and a desktop: the settings cover none of it. */
async function expectSettingsCoverNothing(page: Page) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await expect
      .poll(() => coveredBySettings(page), { message: `covered at ${size.width} px` })
      .toEqual([]);
  }
}

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  return page.getByTestId('settings-drawer');
}

test.describe('appearance', () => {
  test('App Settings changes survive a reload, and reset restores the defaults', async ({
    page,
  }) => {
    await openApp(page);
    await expect(page.getByTestId('side-nav')).toBeVisible();
    expect(await filledColor(page)).toBe(GREEN_FILLED);

    const drawer = await openSettings(page);
    await expect(drawer.getByTestId('settings-reset')).toBeVisible();
    await expect(drawer.getByTestId('settings-reset-dot')).toHaveCount(0);

    await drawer.getByTestId('setting-paletteMode').getByText('Dark').click();
    await drawer.getByTestId('setting-layout').getByText('Horizontal').click();
    await drawer.getByRole('radio', { name: 'Blue' }).click();
    await drawer.getByTestId('setting-stretch').getByText('Wide').click();
    await expect(drawer.getByTestId('settings-reset-dot')).toBeVisible();
    await drawer.getByTestId('settings-close').click();
    await expect(drawer).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByTestId('top-nav')).toBeVisible();
    // The side navbar is collapsed: moved out of the viewport.
    await expect(page.getByTestId('app-navbar')).not.toBeInViewport();
    const shell = page.locator('[data-stretch]');
    await expect(shell).toHaveAttribute('data-layout', 'horizontal');
    await expect(shell).toHaveAttribute('data-stretch', 'true');
    // Wide: the page uses the full width instead of the 1200 px column.
    expect((await page.getByTestId('page-container').boundingBox())!.width).toBeGreaterThan(1200);
    expect(await filledColor(page)).toBe(BLUE_FILLED);
    expect(await storedSettings(page)).toMatchObject({
      paletteMode: 'dark',
      layout: 'horizontal',
      colorPreset: 'blue',
      stretch: true,
    });

    const again = await openSettings(page);
    await expect(again.getByTestId('settings-reset')).toHaveAttribute('data-custom', 'true');
    await expect(again.getByTestId('settings-reset-dot')).toBeVisible();
    await again.getByTestId('settings-reset').click();
    await expect(again.getByTestId('settings-reset-dot')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await again.getByTestId('settings-close').click();
    await expect(page.getByTestId('app-navbar')).toBeInViewport();
    await expect(page.getByTestId('top-nav')).toHaveCount(0);
    await expect(shell).toHaveAttribute('data-stretch', 'false');
    await expect(shell).toHaveAttribute('data-layout', 'vertical');
    expect(await filledColor(page)).toBe(GREEN_FILLED);
    const reset = await storedSettings(page);
    if (reset !== null) {
      expect(reset).toMatchObject({
        paletteMode: 'light',
        layout: 'vertical',
        colorPreset: 'green',
      });
    }

    // The defaults hold after a reload as well.
    await page.reload();
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('choosing Arabic says so in Arabic and turns the layout right to left; English turns it back', async ({
    page,
  }) => {
    await openApp(page);
    await dismissToasts(page);
    // A wide table: the settings, in the header, cover no figure of it in either direction.
    await openInApp(page, '/dashboard/reporting/product?period=last_30_days');
    await expectSettingsCoverNothing(page);
    const viewport = page.viewportSize()!;
    const navbar = page.getByTestId('app-navbar');
    const before = (await navbar.boundingBox())!;
    expect(before.x).toBeLessThan(1);

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ar').click();
    await expect(page.getByText('تم تغيير اللغة')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('language-menu')).toHaveAttribute('data-language', 'ar');
    // The navbar now hugs the right edge of the viewport.
    await expect
      .poll(async () => {
        const box = (await navbar.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(viewport.width);
    const rtlBox = (await navbar.boundingBox())!;
    expect(rtlBox.x).toBeGreaterThan(viewport.width / 2);
    // Page text is Arabic too, not only the toast: the menu's Brands entry (its entries render just
    // after the screen, SideNav) is there, in Arabic.
    const brandsEntry = page.getByTestId('nav-/dashboard/products/brands');
    await expect(brandsEntry).toBeVisible();
    await expect(brandsEntry).not.toContainText('Brands');
    await expect(page.getByTestId('side-nav')).not.toContainText('Brands');
    await dismissToasts(page);
    await expectSettingsCoverNothing(page);

    // The settings are a key press away: the gear after the language on a desktop, the user
    // menu's first item on a phone (no room for the gear in its header).
    const drawer = page.getByTestId('settings-drawer');
    await page.getByTestId('language-menu').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('settings-button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.setViewportSize(phone);
    await expect(page.getByTestId('settings-button')).toBeHidden();
    // Every control of the header shows whole on a phone, online and offline: the sync state
    // is an icon there, its words (the longest part, and differing by language) in its name.
    await expect.poll(() => cutHeaderControls(page)).toEqual([]);
    await page.context().setOffline(true);
    await expect(syncIndicator(page)).toHaveAttribute('data-online', 'false');
    await expect(syncIndicator(page)).toHaveAccessibleName(/^غير متصل/);
    await expect.poll(() => cutHeaderControls(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect(syncIndicator(page)).toHaveAttribute('data-online', 'true');
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    // The open menu takes the focus, and the arrow keys move it through its items.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]')))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('user-menu-settings')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.setViewportSize(desktop);

    await dismissToasts(page);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-en').click();
    await expect(page.getByText('Language changed')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(async () => Math.round((await navbar.boundingBox())!.x)).toBe(0);
    await expect(page.getByTestId('side-nav')).toContainText('Brands');
  });
});
