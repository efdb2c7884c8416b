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
