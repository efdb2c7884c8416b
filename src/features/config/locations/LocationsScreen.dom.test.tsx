import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, fill, openScreen, testTag } from '@/testing/screen';

describe('the locations list', () => {
  it('gives a warehouse its order cut-off and delivery days in the location form', async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const name = `${tag} Depot`;
    const depot = await backhouse.api.post<{ id: string }>('/locations', {
      name,
      kind: 'warehouse',
    });

    const { screen, user } = await openScreen('/dashboard/config/location');
    await fill(user, await screen.findByTestId('entity-search'), tag);
    const row = await screen.findByTestId('entity-row');
    await user.click(within(row).getByText(name));
    const form = (await screen.findAllByRole('dialog')).find(
      (dialog) => within(dialog).queryByTestId('entity-save') !== null,
    )!;
    await fill(user, within(form).getByTestId('field-order_cutoff_time'), '15:30');
    const days = within(form).getByTestId('field-delivery_days');
    await user.click(within(days).getByText('Mon'));
    await user.click(within(days).getByText('Wed'));
    await user.click(within(form).getByTestId('entity-save'));
    await waitFor(() => expect(form.isConnected).toBe(false));

    await backhouse.getLocal()!.engine.syncNow();
    const stored = await backhouse.api.get<Record<string, unknown>>(`/locations/${depot.id}`);
    expect([stored.order_cutoff_time, stored.delivery_days]).toEqual(['15:30', [1, 3]]);
  });
});
