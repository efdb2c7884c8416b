import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, openScreen, testTag } from '@/testing/screen';

interface Row {
  id: string;
  name: string;
  sort_order?: number;
}

describe('the products list', () => {
  it('opens a product on its full page, and New add-on on the create page', async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const product = await backhouse.api.post<Row>('/products', {
      name: `${tag} Flat white`,
      price: 3,
    });
    const products = await openScreen('/dashboard/products/products');
    const { user, screen, router } = products;
    await user.type(await screen.findByTestId('entity-search'), tag);
    const row = await screen.findByTestId('entity-row');
    await user.click(within(row).getByText(product.name));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/products/products/${product.id}`),
    );
    expect(await screen.findByTestId('product-form')).toBeTruthy();
    expect(screen.queryByTestId('entity-form')).toBeNull();
    products.unmount();

    const addons = await openScreen('/dashboard/products/addon');
    await addons.user.click(await addons.screen.findByTestId('entity-add'));
    await waitFor(() =>
      expect(addons.router.state.location.pathname).toBe('/dashboard/products/create'),
    );
    expect(addons.router.state.location.search).toEqual({ addon: 1 });
    expect(await addons.screen.findByTestId('product-form')).toBeTruthy();
  });

  it("asks before dropping a category's unsaved till order, and writes nothing of it", async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const hot = await backhouse.api.post<Row>('/categories', { name: `${tag} Hot` });
    const cold = await backhouse.api.post<Row>('/categories', { name: `${tag} Cold` });
    for (const [category, names] of [
      [hot, ['Latte', 'Mocha']],
      [cold, ['Iced tea', 'Lemonade']],
    ] as const)
      for (const [i, name] of names.entries())
        await backhouse.api.post('/products', {
          name: `${tag} ${name}`,
          category_id: category.id,
          price: 3,
          sort_order: i + 1,
        });

    const { user, screen } = await openScreen('/dashboard/products/products');
    await user.click(await screen.findByTestId('view-reorder'));
    const pick = async (name: string) => {
      await user.click(await screen.findByTestId('reorder-category'));
      await user.click(await screen.findByRole('option', { name: `${name} (2)` }));
    };
    const order = () =>
      within(screen.getByTestId('reorder-list'))
        .getAllByTestId('reorder-row')
        .map((row) => row.textContent ?? '');
    const expectOrder = (names: string[]) =>
      waitFor(() =>
        expect(order().map((text) => names.find((n) => text.includes(n)))).toEqual(names),
      );

    await pick(hot.name);
    await expectOrder([`${tag} Latte`, `${tag} Mocha`]);
    await user.click(screen.getByRole('button', { name: `Move “${tag} Latte” down` }));
    await expectOrder([`${tag} Mocha`, `${tag} Latte`]);

    // Another category while this order is unsaved: asked first; cancelling keeps the order.
    const unsaved = `The new order of “${tag} Hot” has not been saved`;
    await pick(cold.name);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(unsaved);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectOrder([`${tag} Mocha`, `${tag} Latte`]);

    // Confirmed: the other category opens and nothing of the dropped order was written.
    await pick(cold.name);
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await expectOrder([`${tag} Iced tea`, `${tag} Lemonade`]);
    const local = backhouse.getLocal()!;
    expect(await local.db.outbox.count()).toBe(0);
    const stored = await backhouse.api.get<{ data: Row[] }>(
      `/products?limit=100&search=${encodeURIComponent(tag)}`,
    );
    const sortOrder = (name: string) =>
      stored.data.find((p) => p.name === `${tag} ${name}`)!.sort_order;
    expect([sortOrder('Latte'), sortOrder('Mocha')]).toEqual([1, 2]);
  });
});
