import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openScreen } from '@/testing/screen';

describe('custom dates of a period', () => {
  it('show the dates of the address once the calendar has loaded, and go with a preset', async () => {
    const { screen, user, router } = await openScreen(
      '/dashboard/reporting/sales-summary?period=custom&from=2026-11-02&to=2026-11-08',
    );
    // The calendar's code loads when custom dates are shown (PeriodRangeInput).
    const range = await screen.findByTestId('period-range');
    expect(range.textContent).toBe('2 Nov 2026 – 8 Nov 2026');
    expect(range.getAttribute('aria-label')).toBe('Dates');

    await user.click(screen.getByTestId('period-preset'));
    await user.click(await screen.findByRole('option', { name: 'Yesterday' }));
    await expect.poll(() => router.state.location.search).toMatchObject({ period: 'yesterday' });
    expect(screen.queryByTestId('period-range')).toBeNull();
  });
});

/** The picker's own list is in the page, open or not (the screen has other selects). */
const periodsList = () =>
  [...document.querySelectorAll('[role="listbox"] [role="option"]')].some(
    (option) => option.textContent === 'Last 7 days',
  );

describe('the list of periods', () => {
  it('comes into the page a commit after the picker, and the keyboard picks from it', async () => {
    // The picker's commit and the list's come in tasks of their own, so the observer hears of
    // them in separate calls: the list's later (it is positioned as it mounts, which would lay
    // the whole new screen out inside the screen's first commit).
    let calls = 0;
    const first: Record<'picker' | 'list', number | null> = { picker: null, list: null };
    const observer = new MutationObserver(() => {
      calls += 1;
      if (first.picker === null && document.querySelector('[data-testid="period-preset"]')) {
        first.picker = calls;
      }
      if (first.list === null && periodsList()) first.list = calls;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    let opened: Awaited<ReturnType<typeof openScreen>>;
    try {
      opened = await openScreen('/dashboard/reporting/sales-summary');
      await waitFor(() => expect(periodsList()).toBe(true));
    } finally {
      observer.disconnect();
    }
    expect(first.picker).not.toBeNull();
    expect(first.list).toBeGreaterThan(first.picker!);

    // Focused, the first arrow opens the list on the chosen preset, the next moves on, Enter picks.
    const { screen, user, router } = opened;
    const picker = screen.getByTestId('period-preset');
    const before = (picker as HTMLInputElement).value;
    picker.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect((picker as HTMLInputElement).value).not.toBe(before));
    await expect.poll(() => router.state.location.search).toHaveProperty('period');
  });
});
