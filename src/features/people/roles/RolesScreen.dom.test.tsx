import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoManager, device, fill, openScreen, testTag } from '@/testing/screen';

interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  modules: number[];
  version: number;
}

type Screen = Awaited<ReturnType<typeof openScreen>>;

async function rolesNamed(search: string): Promise<Role[]> {
  const { backhouse } = await device();
  const reply = await backhouse.api.get<{ data: Role[] }>(
    `/roles?search=${encodeURIComponent(search)}`,
  );
  return reply.data;
}

/** The list's row of a role, found by its name. */
function roleRow({ screen }: Screen, name: string): HTMLElement | undefined {
  return screen.queryAllByTestId('role-row').find((row) => row.dataset.name === name);
}

const checked = (element: HTMLElement) =>
  (element instanceof HTMLInputElement ? element : element.querySelector('input'))!.checked;

/** Chooses a role in role management's dropdown, which prompts (a dialog) to update it. */
async function chooseRole({ screen, user }: Screen, name: string) {
  await user.click(await screen.findByTestId('role-management-select'));
  await user.click(await screen.findByRole('option', { name }));
  return screen.findByTestId('role-form');
}

describe('roles', () => {
  it('are listed, created, edited, updated from role management and deleted', async () => {
    const tag = testTag();
    const list = await openScreen('/dashboard/roles');
    const { screen, user, router } = list;
    await waitFor(() => expect(roleRow(list, 'Cashier')).toBeDefined());
    const cashier = () => roleRow(list, 'Cashier')!;
    // The counts come with the users, read after the roles.
    await waitFor(() => {
      expect(within(cashier()).getByTestId('role-permission-count').textContent).toBe('3');
      expect(within(cashier()).getByTestId('role-user-count').textContent).toBe('2');
    });
    expect(within(cashier()).queryAllByTestId('role-delete')).toHaveLength(1);
    // The built-in administrator role offers no delete: the server would only refuse it.
    expect(within(roleRow(list, 'Administrator')!).queryAllByTestId('role-delete')).toHaveLength(0);

    // Create: ticking a permission opens its area's module.
    await user.click(screen.getByTestId('roles-create'));
    await fill(user, await screen.findByTestId('role-name'), `${tag} Host`);
    await fill(user, screen.getByTestId('role-description'), 'Seats guests');
    await user.click(screen.getByTestId('role-permission-catalogue.read'));
    expect(checked(screen.getByTestId('role-module-catalogue'))).toBe(true);
    await user.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Role created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/roles'));
    expect((await rolesNamed(tag)).map((r) => r.permissions)).toEqual([['catalogue.read']]);

    // Edit on its own page.
    await waitFor(() => expect(roleRow(list, `${tag} Host`)).toBeDefined());
    await user.click(within(roleRow(list, `${tag} Host`)!).getByTestId('role-edit'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe(`${tag} Host`));
    const description = await screen.findByTestId('role-description');
    await waitFor(() => expect((description as HTMLInputElement).value).toBe('Seats guests'));
    await fill(user, description, 'Seats guests and takes bookings');
    await user.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Role updated successfully')).toBeTruthy();
    expect((await rolesNamed(tag))[0]?.description).toBe('Seats guests and takes bookings');
    list.unmount();

    // Role management: the dropdown prompts to update the chosen role.
    const management = await openScreen('/dashboard/roles/role-management');
    await chooseRole(management, `${tag} Host`);
    await management.user.click(
      await management.screen.findByTestId('role-permission-dashboard.read'),
    );
    await management.user.click(management.screen.getByTestId('role-save'));
    expect(await management.screen.findByText('Role updated successfully')).toBeTruthy();
    await waitFor(() => expect(management.screen.queryByTestId('role-form')).toBeNull());
    expect((await rolesNamed(tag))[0]?.permissions.sort()).toEqual([
      'catalogue.read',
      'dashboard.read',
    ]);
    management.unmount();

    // Delete from the list.
    const again = await openScreen('/dashboard/roles');
    await waitFor(() => expect(roleRow(again, `${tag} Host`)).toBeDefined());
    await again.user.click(within(roleRow(again, `${tag} Host`)!).getByTestId('role-delete'));
    await again.user.click(await again.screen.findByTestId('role-delete-confirm'));
    await waitFor(() => expect(roleRow(again, `${tag} Host`)).toBeUndefined());
    expect(await rolesNamed(tag)).toEqual([]);
  });

  it('a role in use is not deleted: the list says why', async () => {
    const list = await openScreen('/dashboard/roles');
    await waitFor(() => expect(roleRow(list, 'Cashier')).toBeDefined());
    await list.user.click(within(roleRow(list, 'Cashier')!).getByTestId('role-delete'));
    expect((await list.screen.findByTestId('role-delete-dialog')).textContent).toContain('2');
    await list.user.click(list.screen.getByTestId('role-delete-confirm'));
    expect(
      await list.screen.findByText('People still have this role: give them another role first'),
    ).toBeTruthy();
    expect(roleRow(list, 'Cashier')).toBeDefined();
  });

  it('a manager may not give a permission they lack: "Failed to update role", nothing changed', async () => {
    const cashierRole = async () =>
      (await rolesNamed('Cashier')).find((r) => r.name === 'Cashier')!;
    const before = await cashierRole();
    const management = await openScreen('/dashboard/roles/role-management', { as: demoManager });
    await chooseRole(management, 'Cashier');
    await management.user.click(
      await management.screen.findByTestId('role-permission-config.write'),
    );
    await management.user.click(management.screen.getByTestId('role-save'));
    expect(await management.screen.findByText('Failed to update role')).toBeTruthy();
    // The prompt stays open with the reason, so the change is not lost from view.
    expect(within(management.screen.getByTestId('role-form')).getByRole('alert')).toBeTruthy();
    expect(await cashierRole()).toEqual(before);
  });
});

describe("the business's own till permissions", () => {
  it('are added, shown in the role form, given to a role; while held their delete names that role; taken away, they go', async () => {
    const tag = testTag();
    const key = `till.${tag}_refund`;
    const { backhouse } = await device();
    const onServer = () => backhouse.api.get<{ description: string }>(`/permissions/${key}`);
    const serverKeys = async () =>
      (await backhouse.api.get<{ data: { key: string }[] }>('/permissions')).data.map((p) => p.key);

    const list = await openScreen('/dashboard/roles');
    const { screen, user } = list;
    const card = await screen.findByTestId('till-permissions');
    const row = () =>
      within(card)
        .queryAllByTestId('till-permission-row')
        .find((r) => r.dataset.key === key);

    // The key is typed after a fixed `till.`: the dialog checks it with the server's own rules.
    await user.click(within(card).getByTestId('till-permission-add'));
    const form = await screen.findByTestId('till-permission-form');
    await fill(user, within(form).getByTestId('till-permission-name'), 'Refund');
    await fill(
      user,
      within(form).getByTestId('till-permission-description'),
      'Refund a paid invoice',
    );
    await user.click(within(form).getByTestId('till-permission-save'));
    expect(await within(form).findByText('Not in the expected format')).toBeTruthy();
    await fill(user, within(form).getByTestId('till-permission-name'), `${tag}_refund`);
    await user.click(within(form).getByTestId('till-permission-save'));
    expect(await screen.findByText('Till permission added')).toBeTruthy();
    await waitFor(() =>
      expect(within(row()!).getByTestId('till-permission-description').textContent).toBe(
        'Refund a paid invoice',
      ),
    );
    expect((await onServer()).description).toBe('Refund a paid invoice');

    // Only the description changes: the key is what tills look for.
    await user.click(within(row()!).getByTestId('till-permission-edit'));
    // The edit form, once the add form before it has left the page (a closing dialog stays in
    // the document until its exit ends): it shows the key it edits.
    const edit = await waitFor(() => {
      const form = screen.getByTestId('till-permission-form');
      expect(within(form).getByTestId('till-permission-key').textContent).toBe(key);
      return form;
    });
    await fill(
      user,
      within(edit).getByTestId('till-permission-description'),
      'Refund a paid invoice, with a reason',
    );
    await user.click(within(edit).getByTestId('till-permission-save'));
    await waitFor(() =>
      expect(within(row()!).getByTestId('till-permission-description').textContent).toBe(
        'Refund a paid invoice, with a reason',
      ),
    );
    expect((await onServer()).description).toBe('Refund a paid invoice, with a reason');

    // The role form shows it at once in the business's own group; a new role gets it.
    await user.click(screen.getByTestId('roles-create'));
    const custom = await screen.findByTestId('role-group-custom');
    expect(within(custom).getByTestId(`role-permission-${key}`)).toBeTruthy();
    await fill(user, screen.getByTestId('role-name'), `${tag} Refunder`);
    await user.click(screen.getByTestId(`role-permission-${key}`));
    await user.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Role created')).toBeTruthy();
    expect((await rolesNamed(tag))[0]?.permissions).toEqual([key]);
    const card2 = await screen.findByTestId('till-permissions');
    const row2 = () =>
      within(card2)
        .queryAllByTestId('till-permission-row')
        .find((r) => r.dataset.key === key);
    await waitFor(() =>
      expect(within(row2()!).getByTestId('till-permission-role-count').textContent).toBe('1'),
    );

    // Still held: the delete is refused, naming the role.
    await user.click(within(row2()!).getByTestId('till-permission-delete'));
    const dialog = await screen.findByTestId('till-permission-delete-dialog');
    await user.click(within(dialog).getByTestId('till-permission-delete-confirm'));
    expect(await within(dialog).findByTestId('till-permission-in-use')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('till-permission-holder')
        .map((h) => h.textContent),
    ).toEqual([`${tag} Refunder`]);
    expect(await serverKeys()).toContain(key);

    // Taken off the role, it goes: from the list and from the server.
    const held = (await rolesNamed(tag))[0]!;
    await backhouse.api.put(`/roles/${held.id}`, {
      name: held.name,
      description: held.description,
      permissions: [],
      modules: held.modules,
      version: held.version,
    });
    await user.click(within(dialog).getByTestId('till-permission-delete-confirm'));
    expect(await screen.findByText(`Till permission ${key} deleted`)).toBeTruthy();
    await waitFor(() => expect(row2()).toBeUndefined());
    expect(await serverKeys()).not.toContain(key);
  });
});
