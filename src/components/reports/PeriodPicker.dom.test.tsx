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

describe('the list of periods', () => {
  it('is put in the page when opened, not with the screen, and a choice from it goes to the address', async () => {
    // A list kept in the page while closed is positioned as it mounts: a measure that lays the
    // whole new screen out inside its first commit (Lighthouse's blocking time on the dashboard).
    const { screen, user, router } = await openScreen('/dashboard/reporting/sales-summary');
    const picker = await screen.findByTestId('period-preset');
    expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await expect.poll(() => router.state.location.search).toMatchObject({ period: 'last_7_days' });
  });
});
