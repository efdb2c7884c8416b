import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';

/** What has the focus: its test id, else its role and name, and whether a focus ring shows. */
interface Focused {
  id: string;
  ring: boolean;
  inDialog: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: 'body', ring: false, inDialog: false };
    const described =
      el.closest('[data-testid]')?.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const style = getComputedStyle(el);
    // A ring: an outline or a box shadow (Mantine's inputs draw one on their border box).
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      id: described,
      ring: outline || shadow,
      inDialog: el.closest('[role="dialog"]') !== null,
    };
  });
}

/** Presses Tab until `until` has the focus (or `max` presses); returns everything focused on the way. */
async function tabTo(page: Page, until: string, max = 200): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    seen.push(now);
    if (now.id === until) return seen;
  }
  throw new Error(
    `Tab never reached ${until}; it went through ${seen.map((f) => f.id).join(', ')}`,
  );
}

const withoutRing = (seen: Focused[]) => seen.filter((f) => !f.ring).map((f) => f.id);

test('the keyboard reaches and works the header, the navigation, a list’s filters and a dialog, with a visible focus everywhere', async ({
  app,
}) => {
  // A list with filters: a search, selects and a date, under the shell's header and navigation.
  const page = await app.open('/dashboard/inventory/work-orders');
  await expect(page.getByTestId('work-orders-status')).toBeVisible();
  // The side menu's entries render just after the screen's first commit (SideNav): Tab can only
  // pass through them once they are there.
  await expect(page.getByTestId('nav-/dashboard/products/brands')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // From the top, Tab walks the header, the navigation, then the screen's controls in order.
  const header = await tabTo(page, 'user-menu');
  const headerIds = header.map((f) => f.id);
  for (const control of ['sync-indicator', 'language-menu', 'settings-button', 'user-menu'])
    expect(headerIds, `the header's ${control} is reached`).toContain(control);
  const screen = await tabTo(page, 'work-orders-planned-for');
  const screenIds = screen.map((f) => f.id);
  expect(screenIds, 'the navigation is reached').toContain('nav-/dashboard/products/brands');
  for (const control of ['work-order-new', 'work-orders-search', 'work-orders-status'])
    expect(screenIds, `${control} is reached`).toContain(control);
  expect(withoutRing([...header, ...screen]), 'controls focused without a visible ring').toEqual(
    [],
  );

  // The date: Enter opens the calendar and moves the focus in; Tab reaches the days, the arrows
  // move from day to day, Enter picks one.
  const date = page.getByTestId('work-orders-planned-for');
  await expect(date).toBeFocused();
  const anyDay = (await date.textContent())!.trim();
  await page.keyboard.press('Enter');
  const days = page.locator('.mantine-DatePickerInput-day');
  await expect(days.first()).toBeVisible();
  const onDay = () =>
    page.evaluate(() => document.activeElement?.matches('.mantine-DatePickerInput-day') ?? false);
  const inCalendar: Focused[] = [];
  for (let i = 0; i < 5 && !(await onDay()); i++) {
    await page.keyboard.press('Tab');
    inCalendar.push(await focused(page));
  }
  expect(await onDay(), 'Tab reaches the days').toBe(true);
  expect(withoutRing(inCalendar), 'calendar controls focused without a ring').toEqual([]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(days.first()).toBeHidden();
  await expect(date).not.toHaveText(anyDay);

  // A select: focused, the arrow opens it and picks, Enter chooses.
  const status = page.getByTestId('work-orders-status');
  await status.focus();
  const before = await status.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(status).not.toHaveValue(before);
  expect((await focused(page)).ring, 'the select keeps a visible focus').toBe(true);

  // The language menu: Enter opens it, the arrows move through the languages, Escape closes it
  // and gives the focus back.
  const language = page.getByTestId('language-menu');
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).ring, 'a language in the menu shows its focus').toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(language).toBeFocused();

  // A dialog: the settings gear opens the App Settings with Space; the focus moves in and stays
  // in while Tab goes round; Escape closes it and gives the focus back to the gear.
  const gear = page.getByTestId('settings-button');
  await gear.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  const inside: Focused[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    inside.push(await focused(page));
  }
  expect(
    inside.filter((f) => !f.inDialog).map((f) => f.id),
    'Tab stays in the dialog',
  ).toEqual([]);
  expect(withoutRing(inside), 'controls of the dialog focused without a visible ring').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await expect(gear).toBeFocused();

  // The navigation: an entry Tab reached (above) is followed with Enter.
  const brands = page.getByTestId('nav-/dashboard/products/brands');
  await brands.focus();
  expect((await focused(page)).ring, 'a navigation entry shows its focus').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/products\/brands/);

  // On a phone the navigation is a drawer behind the burger. Closed, it takes no focus: Tab goes
  // from the header straight to the screen, not through its eighty entries out of sight. Opened,
  // its entries come next after the header, and following one closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  const navbar = page.getByTestId('app-navbar');
  await expect(navbar).not.toBeInViewport();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, 'user-menu');
  await page.keyboard.press('Tab');
  expect((await focused(page)).id, 'the closed drawer takes no focus').not.toMatch(/^nav-/);
  const burger = page.getByTestId('nav-burger');
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(navbar).toBeInViewport();
  const drawer = await tabTo(page, 'nav-/dashboard/inventory/work-orders');
  expect(withoutRing(drawer), 'drawer entries focused without a visible ring').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/inventory\/work-orders/);
  await expect(navbar).not.toBeInViewport();
});
