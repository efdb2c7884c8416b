import { waitFor, within } from '@testing-library/react';
import { reportEmailCalls } from '@contract/reportEmails';
import { describe, expect, it } from 'vitest';
import { callServer } from '@/data/calls';
import { device, openScreen } from '@/testing/screen';

describe('the Emails tab of the reports', () => {
  it('switches the weekly report on and off, and shows what the server holds when opened again', async () => {
    const { backhouse, queryClient } = await device();
    const weekly = async () =>
      (await callServer(backhouse.api, reportEmailCalls.list, { query: { page: 1, limit: 1 } }))
        .subscription.weekly;
    expect(await weekly()).toBe(false);

    const openTab = async () => {
      // As a reload does: nothing the device read before stands in for the server's answer.
      queryClient.clear();
      const opened = await openScreen('/dashboard/reporting');
      await opened.user.click(await opened.screen.findByTestId('home-tab-emails'));
      const card = await opened.screen.findByTestId('email-subscription');
      await waitFor(() => expect(card.textContent).toContain('admin@backhouse.demo'));
      const toggle = within(card).getByRole<HTMLInputElement>('switch', { name: 'Weekly' });
      return { ...opened, toggle };
    };

    const first = await openTab();
    expect(first.toggle.checked).toBe(false);
    await first.user.click(first.toggle);
    await waitFor(() => expect(first.toggle.checked).toBe(true));
    await waitFor(async () => expect(await weekly()).toBe(true));
    first.unmount();

    const again = await openTab();
    await waitFor(() => expect(again.toggle.checked).toBe(true));
    await again.user.click(again.toggle);
    await waitFor(() => expect(again.toggle.checked).toBe(false));
    await waitFor(async () => expect(await weekly()).toBe(false));
  });
});
