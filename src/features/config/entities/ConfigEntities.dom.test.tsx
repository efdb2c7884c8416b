import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, fill, openScreen, testTag } from '@/testing/screen';

type Screen = Awaited<ReturnType<typeof openScreen>>;
type Row = Record<string, unknown>;

/** The open add/edit form: the dialog holding the entity's save button. */
async function entityForm({ screen }: Screen): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .queryAllByRole('dialog')
      .find((dialog) => within(dialog).queryByTestId('entity-save') !== null);
    expect(found).toBeDefined();
  });
  return found!;
}

async function saveAndClose(view: Screen, form: HTMLElement) {
  await view.user.click(within(form).getByTestId('entity-save'));
  await waitFor(() => expect(form.isConnected).toBe(false));
}

async function pick(view: Screen, form: HTMLElement, field: string, option: string) {
  await view.user.click(within(form).getByTestId(field));
  await view.user.click(await view.screen.findByRole('option', { name: option }));
}

/** Opens a screen from the menu and waits for its heading, so the next click is on that screen. */
async function goTo(view: Screen, path: string, title: string) {
  await view.user.click(await view.screen.findByTestId(`nav-${path}`));
  await view.screen.findByRole('heading', { level: 2, name: title });
  expect(view.router.state.location.pathname).toBe(path);
}

describe('the configuration entities', () => {
  it('a tax, a tax group with it, a discount over 100% refused, a coupon, and the overview', async () => {
    const tag = testTag();
    const { backhouse, user: admin } = await device();
    const view = await openScreen('/dashboard/config/tax');
    const { screen, user } = view;

    await user.click(await screen.findByTestId('entity-add'));
    let form = await entityForm(view);
    await fill(user, within(form).getByTestId('field-name'), `${tag} VAT`);
    await fill(user, within(form).getByTestId('field-rate'), '5');
    await user.click(within(form).getByTestId('field-is_vat'));
    await saveAndClose(view, form);

    await goTo(view, '/dashboard/config/tax-group', 'Tax groups');
    await user.click(screen.getByTestId('entity-add'));
    form = await entityForm(view);
    await fill(user, within(form).getByTestId('field-name'), `${tag} Food`);
    await pick(view, form, 'field-tax_ids', `${tag} VAT`);
    await waitFor(() =>
      expect(within(form).getByTestId('tax-group-rate').textContent).toBe('Combined rate: 5%'),
    );
    await saveAndClose(view, form);

    // A percent over 100 is refused in the form; 15% is kept.
    await goTo(view, '/dashboard/config/discount', 'Discounts');
    await user.click(screen.getByTestId('entity-add'));
    form = await entityForm(view);
    await fill(user, within(form).getByTestId('field-name'), `${tag} Regulars`);
    await fill(user, within(form).getByTestId('field-value'), '120');
    await user.click(within(form).getByTestId('entity-save'));
    expect(await within(form).findByText('A percentage cannot be more than 100')).toBeTruthy();
    expect(form.isConnected).toBe(true);
    await fill(user, within(form).getByTestId('field-value'), '15');
    await saveAndClose(view, form);

    await goTo(view, '/dashboard/config/coupons', 'Coupons');
    await user.click(screen.getByTestId('entity-add'));
    form = await entityForm(view);
    await fill(user, within(form).getByTestId('field-code'), `${tag}-REG`);
    await pick(view, form, 'field-discount_id', `${tag} Regulars`);
    await saveAndClose(view, form);

    const local = backhouse.getLocal()!;
    await local.engine.syncNow();
    expect(await local.db.outbox.count()).toBe(0);
    const list = async (path: string) => (await backhouse.api.get<{ data: Row[] }>(path)).data;
    const taxes = await list('/tax?limit=1000');
    const ours = taxes.find((t) => t.name === `${tag} VAT`);
    expect(ours).toMatchObject({ rate: 5, is_vat: true, is_inclusive: false });
    expect(await list(`/tax-group?search=${tag}`)).toEqual([
      expect.objectContaining({ tax_ids: [ours!.id] }),
    ]);
    const discounts = await list(`/discounts?search=${tag}`);
    expect(discounts).toEqual([expect.objectContaining({ value: 15, kind: 'percent' })]);
    expect(await list(`/coupons?search=${tag}`)).toEqual([
      expect.objectContaining({ code: `${tag}-REG`, discount_id: discounts[0]!.id }),
    ]);

    // The overview of the admin's location counts the active taxes, ours among them.
    const active = taxes.filter((t) => t.is_active === true && t.deleted_at == null);
    await user.click(await screen.findByTestId('nav-/dashboard/config'));
    const card = await screen.findByTestId(`location-${admin.location_id}`);
    const line = within(card).getByTestId('line-taxes');
    await waitFor(() => {
      expect(line.dataset.set).toBe('true');
      expect(line.textContent).toContain(String(active.length));
    });
    await user.click(line);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/config/tax'));
  });
});
