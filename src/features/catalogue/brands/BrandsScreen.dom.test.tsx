import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoStaff, device, fill, openScreen, testTag } from '@/testing/screen';

interface Row {
  id: string;
  name: string;
}

describe('the staff user', () => {
  it('sees brands but no configuration, and only its own location', async () => {
    const staff = await device(demoStaff);
    const own = staff.user.location_id!;
    const { backhouse } = await device();
    const locations = await backhouse.api.get<{ data: Row[] }>('/locations?limit=1000');
    const elsewhere = locations.data.find((row) => row.id !== own)!;

    const brands = await openScreen('/dashboard/products/brands', { as: demoStaff });
    const { screen, user } = brands;
    const nav = await screen.findByTestId('side-nav');
    expect(await within(nav).findByTestId('nav-/dashboard/products/brands')).toBeTruthy();
    expect(within(nav).queryByTestId('nav-/dashboard/config/location')).toBeNull();
    expect(await screen.findByTestId('entity-screen-brands')).toBeTruthy();
    expect(await screen.findByText('Backhouse Grill')).toBeTruthy();

    const switcher = screen.getByTestId('location-switcher');
    expect(switcher.dataset.location).toBe(own);
    await user.click(switcher);
    expect(screen.queryAllByTestId('location-option')).toHaveLength(0);
    brands.unmount();

    // A location the staff user may not use falls back to its own.
    const other = await openScreen(`/dashboard/products/brands?loc=${elsewhere.id}`, {
      as: demoStaff,
    });
    expect(await other.screen.findByTestId('entity-screen-brands')).toBeTruthy();
    await waitFor(() =>
      expect(other.screen.getByTestId('location-switcher').dataset.location).toBe(own),
    );
  });

  it('is told when a bulk delete holds only rows they may not change, and the bar stays usable', async () => {
    const tag = testTag();
    const { backhouse } = await device();
    // A brand made by the administrator is shared by every location: staff may not delete it.
    const shared = await backhouse.api.post<Row>('/brands', { name: `${tag} Shared` });
    const { screen, user } = await openScreen('/dashboard/products/brands', { as: demoStaff });
    await fill(user, await screen.findByTestId('entity-search'), tag);
    await waitFor(() => expect(screen.getAllByTestId('entity-row')).toHaveLength(1));
    const row = screen.getByTestId('entity-row');
    expect(within(row).getByText(shared.name)).toBeTruthy();

    await user.click(row.querySelector('input[type="checkbox"]')!);
    const remove = within(await screen.findByTestId('bulk-bar')).getByTestId('bulk-delete');
    await user.click(remove);
    const dialog = (await screen.findAllByRole('dialog')).find(
      (d) => within(d).queryByTestId('confirm-ok') !== null,
    )!;
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(
      await screen.findByText('None of the selected entries can be changed by you.'),
    ).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    // Nothing is left running: the bar's actions can be used again.
    await waitFor(() => {
      expect((remove as HTMLButtonElement).disabled).toBe(false);
      expect(remove.hasAttribute('data-loading')).toBe(false);
    });
    expect(within(screen.getByTestId('entity-row')).getByText(shared.name)).toBeTruthy();
    const stored = await backhouse.api.get<{ data: Row[] }>(
      `/brands?limit=1000&search=${encodeURIComponent(tag)}`,
    );
    expect(stored.data.map((b) => b.name)).toEqual([shared.name]);
  });
});
