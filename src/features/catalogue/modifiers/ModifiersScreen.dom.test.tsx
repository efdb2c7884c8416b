import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, openScreen, testTag } from '@/testing/screen';

describe('the modifiers list', () => {
  it("opens a modifier with its options in their order, and the modifier's rules", async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const modifier = await backhouse.api.post<{ id: string; name: string }>('/modifiers', {
      name: `${tag} Milk`,
      min_select: 0,
      max_select: 1,
    });
    for (const [i, name] of ['Whole', 'Oat'].entries())
      await backhouse.api.post('/modifierItems', {
        name: `${tag} ${name}`,
        modifier_id: modifier.id,
        price: i,
        sort_order: i + 1,
      });

    const { user, screen } = await openScreen('/dashboard/products/modifiers');
    await user.click(await screen.findByTestId('tab-list'));
    await user.type(await screen.findByTestId('entity-search'), tag);
    const row = await screen.findByTestId('entity-row');
    await user.click(within(row).getByText(modifier.name));
    await waitFor(() => expect(screen.getAllByTestId('modifier-item')).toHaveLength(2));
    const names = screen
      .getAllByTestId('modifier-item-name')
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual([`${tag} Whole`, `${tag} Oat`]);
  });
});
