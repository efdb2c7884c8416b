import { NavLink } from '@mantine/core';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openScreen } from '@/testing/screen';

describe('the side menu', () => {
  let observer: MutationObserver | null = null;
  afterEach(() => observer?.disconnect());

  it('shows its section titles with the screen, and its entries in a commit after it', async () => {
    // What the page held each time it changed: the menu without its links, then with them.
    const seen: Array<{ titles: number; links: number; screen: boolean }> = [];
    observer = new MutationObserver(() => {
      const nav = document.querySelector('[data-testid="side-nav"]');
      if (!nav) return;
      seen.push({
        titles: nav.querySelectorAll('[role="group"]').length,
        links: nav.querySelectorAll('a').length,
        screen: document.querySelector('[data-testid="page-container"]') !== null,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });

    const { screen } = await openScreen('/dashboard/products/brands');
    const nav = await screen.findByTestId('side-nav');
    expect(await within(nav).findByTestId('nav-/dashboard/products/brands')).toBeTruthy();

    // The screen and the sections' titles were in the page before any of the eighty-odd links.
    const first = seen[0]!;
    expect(first.links).toBe(0);
    expect(first.titles).toBeGreaterThan(3);
    expect(first.screen).toBe(true);
    expect(seen.at(-1)!.links).toBeGreaterThan(40);
    // The current screen's entry is marked once the links are there, for the eye and for screen
    // readers; no other entry is.
    const brands = within(nav).getByRole('link', { name: 'Brands' });
    expect(brands.getAttribute('href')).toBe('/dashboard/products/brands');
    expect(brands.dataset.active).toBe('true');
    expect(brands.getAttribute('aria-current')).toBe('page');
    const current = nav.querySelectorAll('[aria-current="page"], [data-active]');
    expect([...current].map((a) => a.getAttribute('data-testid'))).toEqual([
      'nav-/dashboard/products/brands',
    ]);
    // Each entry keeps the menu's look: Mantine's NavLink classes, its icon before its label.
    const overview = within(nav).getByRole('link', { name: 'Overview' });
    expect(overview.className).toContain(NavLink.classes.root!);
    expect(overview.querySelector(`[data-position="left"] svg`)).not.toBeNull();
    expect(overview.querySelector(`.${NavLink.classes.label}`)?.textContent).toBe('Overview');
  });
});
