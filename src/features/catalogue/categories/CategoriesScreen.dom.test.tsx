import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, openScreen, testTag } from '@/testing/screen';

describe('the categories list', () => {
  it('does not offer a category as its own parent, nor under its own subcategory', async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const drinks = await backhouse.api.post<{ id: string; name: string }>('/categories', {
      name: `${tag} Drinks`,
    });
    await backhouse.api.post('/categories', { name: `${tag} Hot`, parent_id: drinks.id });
    await backhouse.api.post('/categories', { name: `${tag} Food` });

    const { user, screen } = await openScreen('/dashboard/products/categories');
    await user.type(await screen.findByTestId('entity-search'), tag);
    await waitFor(() => expect(screen.getAllByTestId('entity-row')).toHaveLength(3));
    // Drinks' own row (its name in the name column), not the subcategory's row naming it as parent.
    const drinksRow = screen
      .getAllByTestId('entity-row')
      .find((row) => row.querySelector('td:nth-child(2)')?.textContent === drinks.name)!;
    await user.click(within(drinksRow).getByText(drinks.name));
    await user.click(await screen.findByTestId('field-parent_id'));

    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(offered.filter((label) => label.includes(`${tag} Food`))).toHaveLength(1);
    // Neither Drinks itself nor its subcategory (offered as "Drinks › Hot").
    expect(offered.filter((label) => label.includes(`${tag} Drinks`))).toEqual([]);
    expect(offered.filter((label) => label.includes(`${tag} Hot`))).toEqual([]);
  });
});
