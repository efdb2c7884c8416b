import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCalls } from '@contract/users';
import { ApiError } from '@/data/api';
import { callServer } from '@/data/calls';
import { device, fill, openScreen, testTag } from '@/testing/screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the users screens', () => {
  it('a user made on the form opens on their page with what they may do, and is found in the list', async () => {
    const tag = testTag();
    const { screen, user, router } = await openScreen('/dashboard/customers/create');
    await fill(user, await screen.findByTestId('user-username'), `Cashier ${tag}`);
    await fill(user, screen.getByTestId('user-email'), `${tag}@example.test`);
    await fill(user, screen.getByTestId('user-password'), 'a-long-enough-password');
    await user.click(screen.getByTestId('user-save'));
    expect(await screen.findByTestId('user-details')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe(`Cashier ${tag}`);
    const effective = await screen.findByTestId('user-effective');
    expect(await within(effective).findByText('No permissions yet.')).toBeTruthy();

    await router.navigate({ to: '/dashboard/customers' });
    await fill(user, await screen.findByTestId('users-search'), tag);
    expect(await screen.findByTestId(`user-row-Cashier ${tag}`)).toBeTruthy();
  });

  it('a user deleted from their page is gone: the list opens and the server no longer has them', async () => {
    const tag = testTag();
    const admin = (await device()).backhouse.api;
    const made = await callServer(admin, userCalls.create, {
      body: {
        username: `Leaver ${tag}`,
        email: `${tag}@example.test`,
        password: 'a-long-password',
      },
    });
    const { screen, user } = await openScreen(`/dashboard/customers/${made.id}`);
    // The page asks with the browser's own dialog, which happy-dom does not have.
    vi.stubGlobal('confirm', () => true);
    await user.click(await screen.findByTestId('user-delete'));
    expect(await screen.findByTestId('users-screen')).toBeTruthy();
    const read = await callServer(admin, userCalls.byId, { params: { id: made.id } }).catch(
      (error: unknown) => error,
    );
    expect(read).toBeInstanceOf(ApiError);
    expect((read as ApiError).status).toBe(404);
  });
});
