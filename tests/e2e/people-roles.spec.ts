import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

const demoManager = { email: 'manager@backhouse.demo', password: 'backhouse-demo' } as const;

interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  version: number;
}

/** Chooses a role in role management's dropdown, which prompts (a modal) to update it. */
async function chooseRole(page: Page, name: string): Promise<void> {
  await page.getByTestId('role-management-select').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('role-form')).toBeVisible();
}

test.describe('roles', () => {
  test('list, create, edit and delete a role; role management updates one and says so', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const roles = async () =>
      (await adminApi.call<{ data: Role[] }>('GET', `/roles?search=${encodeURIComponent(tag)}`))
        .body.data;

    await app.open('/dashboard/roles');
    const cashier = page.getByTestId('role-row').and(page.locator('[data-name="Cashier"]'));
    await expect(cashier.getByTestId('role-permission-count')).toHaveText('3');
    await expect(cashier.getByTestId('role-user-count')).toHaveText('2');
    await expect(cashier.getByTestId('role-delete')).toHaveCount(1);
    // The built-in administrator role offers no delete: the server would only refuse it.
    const administrator = page
      .getByTestId('role-row')
      .and(page.locator('[data-name="Administrator"]'));
    await expect(administrator).toHaveCount(1);
    await expect(administrator.getByTestId('role-delete')).toHaveCount(0);

    // Create: modules and permissions by area; ticking a permission opens its area's module.
    await page.getByTestId('roles-create').click();
    await page.getByTestId('role-name').fill(`${tag} Host`);
    await page.getByTestId('role-description').fill('Seats guests');
    await page.getByTestId('role-permission-catalogue.read').click();
    await expect(page.getByTestId('role-module-catalogue')).toBeChecked();
    await page.getByTestId('role-save').click();
    await expect(page.getByText('Role created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/roles$/);
    await expect
      .poll(async () => (await roles()).map((r) => r.permissions))
      .toEqual([['catalogue.read']]);
    const host = page.getByTestId('role-row').and(page.locator(`[data-name="${tag} Host"]`));
    await expect(host).toBeVisible();

    // Edit on its own page.
    await host.getByTestId('role-edit').click();
    await expect(page.getByTestId('page-title')).toHaveText(`${tag} Host`);
    await page.getByTestId('role-description').fill('Seats guests and takes bookings');
    await page.getByTestId('role-save').click();
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expect
      .poll(async () => (await roles())[0]?.description)
      .toBe('Seats guests and takes bookings');

    // Role management: the dropdown prompts to update the chosen role.
    await app.open('/dashboard/roles/role-management');
    await chooseRole(page, `${tag} Host`);
    await page.getByTestId('role-permission-dashboard.read').click();
    await page.getByTestId('role-save').click();
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expect(page.getByTestId('role-form')).toBeHidden();
    await expect
      .poll(async () => (await roles())[0]?.permissions.sort())
      .toEqual(['catalogue.read', 'dashboard.read']);

    // Delete from the list, once the list shows the change.
    await app.open('/dashboard/roles');
    await host.getByTestId('role-delete').click();
    await page.getByTestId('role-delete-confirm').click();
    await expect(host).toHaveCount(0);
    await expect.poll(async () => (await roles()).length).toBe(0);
  });

  test('a role in use is not deleted: the list says why', async ({ app }) => {
    const { page } = app;
    await app.open('/dashboard/roles');
    const cashier = page.getByTestId('role-row').and(page.locator('[data-name="Cashier"]'));
    await cashier.getByTestId('role-delete').click();
    await expect(page.getByTestId('role-delete-dialog')).toContainText('2');
    await page.getByTestId('role-delete-confirm').click();
    await expect(
      page.getByText('People still have this role: give them another role first'),
    ).toBeVisible();
    await expect(cashier).toBeVisible();
  });
});

test.describe('role management refused by the server', () => {
  test.use({ appUser: demoManager });

  test('the manager may not give a permission they lack: "Failed to update role", nothing changed', async ({
    app,
    adminApi,
  }) => {
    const { page } = app;
    const cashierRole = async () =>
      (await adminApi.call<{ data: Role[] }>('GET', '/roles?search=Cashier')).body.data.find(
        (r) => r.name === 'Cashier',
      )!;
    const before = await cashierRole();

    await app.open('/dashboard/roles/role-management');
    await chooseRole(page, 'Cashier');
    await page.getByTestId('role-permission-config.write').click();
    await page.getByTestId('role-save').click();
    await expect(page.getByText('Failed to update role')).toBeVisible();
    // The prompt stays open with the reason, so the change is not lost from view.
    await expect(page.getByTestId('role-form').getByRole('alert')).toBeVisible();
    expect(await cashierRole()).toEqual(before);
  });
});

test.describe('the role screens in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('list, create, edit and role management render right to left, translated, without overflowing text', async ({
    app,
    adminApi,
  }) => {
    const manager = (
      await adminApi.call<{ data: Role[] }>('GET', '/roles?search=Manager')
    ).body.data.find((r) => r.name === 'Manager')!;
    await sweepScreens(app, [
      '/dashboard/roles',
      '/dashboard/roles/create',
      `/dashboard/roles/edit?id=${manager.id}`,
      '/dashboard/roles/role-management',
    ]);
  });
});

test.describe("the business's own till permissions", () => {
  test('add one, see it in the role form, give it to a role: its delete names that role; taken away, it goes', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const key = `till.${tag}_refund`;
    const onServer = async () =>
      (await adminApi.call<{ description: string }>('GET', `/permissions/${key}`)).body;
    const serverKeys = async () =>
      (await adminApi.call<{ data: { key: string }[] }>('GET', '/permissions')).body.data.map(
        (p) => p.key,
      );
    const role = async () =>
      (
        await adminApi.call<{ data: (Role & { modules: number[] })[] }>(
          'GET',
          `/roles?search=${encodeURIComponent(tag)}`,
        )
      ).body.data[0];

    await app.open('/dashboard/roles');
    const card = page.getByTestId('till-permissions');
    const row = card.getByTestId('till-permission-row').and(page.locator(`[data-key="${key}"]`));

    // The key is typed after a fixed `till.`: the dialog checks it with the server's own rules.
    await card.getByTestId('till-permission-add').click();
    const form = page.getByTestId('till-permission-form');
    await form.getByTestId('till-permission-name').fill('Refund');
    await form.getByTestId('till-permission-description').fill('Refund a paid invoice');
    await form.getByTestId('till-permission-save').click();
    await expect(form.getByText('Not in the expected format')).toBeVisible();
    await form.getByTestId('till-permission-name').fill(`${tag}_refund`);
    await form.getByTestId('till-permission-save').click();
    await expect(page.getByText('Till permission added')).toBeVisible();
    await expect(row.getByTestId('till-permission-description')).toHaveText(
      'Refund a paid invoice',
    );
    expect((await onServer()).description).toBe('Refund a paid invoice');

    // Only the description changes: the key is what tills look for.
    await row.getByTestId('till-permission-edit').click();
    await expect(form.getByTestId('till-permission-key')).toHaveText(key);
    await form
      .getByTestId('till-permission-description')
      .fill('Refund a paid invoice, with a reason');
    await form.getByTestId('till-permission-save').click();
    await expect(row.getByTestId('till-permission-description')).toHaveText(
      'Refund a paid invoice, with a reason',
    );
    expect((await onServer()).description).toBe('Refund a paid invoice, with a reason');

    // The role form shows it at once in the business's own group; a new role gets it.
    await page.getByTestId('roles-create').click();
    await expect(
      page.getByTestId('role-group-custom').getByTestId(`role-permission-${key}`),
    ).toBeVisible();
    await page.getByTestId('role-name').fill(`${tag} Refunder`);
    await page.getByTestId(`role-permission-${key}`).click();
    await page.getByTestId('role-save').click();
    await expect(page.getByText('Role created')).toBeVisible();
    await expect.poll(async () => (await role())?.permissions).toEqual([key]);
    await expect(row.getByTestId('till-permission-role-count')).toHaveText('1');

    // Still held: the delete is refused, naming the role.
    await row.getByTestId('till-permission-delete').click();
    const dialog = page.getByTestId('till-permission-delete-dialog');
    await dialog.getByTestId('till-permission-delete-confirm').click();
    await expect(dialog.getByTestId('till-permission-in-use')).toBeVisible();
    await expect(dialog.getByTestId('till-permission-holder')).toHaveText([`${tag} Refunder`]);
    expect(await serverKeys()).toContain(key);

    // Taken off the role, it goes: from the list and from the server.
    const held = (await role())!;
    const { status } = await adminApi.call('PUT', `/roles/${held.id}`, {
      name: held.name,
      description: held.description,
      permissions: [],
      modules: held.modules,
      version: held.version,
    });
    expect(status).toBe(200);
    await dialog.getByTestId('till-permission-delete-confirm').click();
    await expect(page.getByText(`Till permission ${key} deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await serverKeys()).not.toContain(key);
    expect((await adminApi.call('GET', `/permissions/${key}`)).status).toBe(404);
  });
});
