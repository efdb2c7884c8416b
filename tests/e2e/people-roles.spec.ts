import { test } from './support/fixtures';
import { sweepScreens } from './support/screens';

// Listing, creating, editing, deleting roles, role management (and a manager refused by the
// server) and the business's own till permissions are proved on the rendered screens under vitest:
// src/features/people/roles/RolesScreen.dom.test.tsx. What needs a browser stays: the layout.

interface Role {
  id: string;
  name: string;
}

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
