import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, fill, openScreen, testTag } from '@/testing/screen';

interface Row {
  id: string;
  name: string;
}

describe("a product's PLU", () => {
  it('is refused with a clear message when another product uses it, and accepted when free', async () => {
    const tag = testTag();
    const { backhouse } = await device();
    const plu = `${tag}-PLU`.toUpperCase();
    const existing = await backhouse.api.post<Row>('/products', {
      name: `${tag} Original`,
      plu,
      price: 3,
    });
    const tagged = async () =>
      (
        await backhouse.api.get<{ data: Row[] }>(
          `/products?limit=100&include_deleted=1&search=${encodeURIComponent(tag)}`,
        )
      ).data.map((row) => row.name);
    // The server itself answers the live check: the PLU is taken, and by whom.
    expect(
      await backhouse.api.get(
        `/products/unique-verification-plu?plu=${encodeURIComponent(plu.toLowerCase())}`,
      ),
    ).toMatchObject({ available: false, used_by: { id: existing.id } });

    const { screen, user, router } = await openScreen('/dashboard/products/create');
    const form = await screen.findByTestId('product-form');
    const field = (key: string) => within(form).getByTestId(`field-${key}`);
    await fill(user, field('name'), `${tag} Copycat`);
    await fill(user, field('price'), '4');
    // Typed in another case and with spaces around it: still the same PLU.
    await fill(user, field('plu'), ` ${plu.toLowerCase()} `);
    const pluWrapper = () => field('plu').closest('.mantine-InputWrapper-root')!;
    await waitFor(() =>
      expect(pluWrapper().textContent).toContain(`Already used by “${existing.name}”`),
    );
    expect(field('plu').getAttribute('aria-invalid')).toBe('true');

    // Refused: still on the create page, the message stays, nothing queued or written. The save
    // checks the PLU again before writing; it is over when its button stops loading.
    const save = within(form).getByTestId('product-save');
    await user.click(save);
    await waitFor(() => expect(save.hasAttribute('data-loading')).toBe(false));
    expect(router.state.location.pathname).toBe('/dashboard/products/create');
    expect(pluWrapper().textContent).toContain(`Already used by “${existing.name}”`);
    expect(await backhouse.getLocal()!.db.outbox.count()).toBe(0);
    expect(await tagged()).toEqual([existing.name]);

    // A PLU nobody uses is accepted, checked by the server.
    await fill(user, field('plu'), `${plu}-2`);
    await waitFor(() =>
      expect(pluWrapper().textContent).toContain('Not used by any other product'),
    );
    await user.click(within(form).getByTestId('product-save'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/products\/products\/[^/]+$/),
    );
    await backhouse.getLocal()!.engine.syncNow();
    expect((await tagged()).sort()).toEqual([`${tag} Copycat`, existing.name].sort());
  });
});
