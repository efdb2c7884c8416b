import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/data/api';
import { device, fill, openScreen } from '@/testing/screen';

describe('the settings screen', () => {
  it('refuses a decimal_points of 4 with its message, and saves 3', async () => {
    const { backhouse, user: admin } = await device();
    const loc = admin.location_id!;
    const decimals = async () =>
      (await backhouse.api.get<{ value: string }>(`/config/decimal_points?loc=${loc}`)).value;
    const { screen, user } = await openScreen('/dashboard/config/setting');
    const input = await screen.findByTestId('setting-decimal_points');
    const group = screen.getByTestId('settings-group-business');
    const save = () => screen.getByTestId('settings-save') as HTMLButtonElement;

    await fill(user, input, '4');
    expect(await within(group).findByText('Must be at most 3')).toBeTruthy();
    expect(save().disabled).toBe(true);

    await fill(user, input, '3');
    await waitFor(() => expect(within(group).queryByText('Must be at most 3')).toBeNull());
    await user.click(save());
    await waitFor(async () => expect(await decimals()).toBe('3'));

    // The server refuses what the form would have: the same rule, one definition.
    const refused = await backhouse.api
      .post(`/config?loc=${loc}`, { name: 'decimal_points', value: '4' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).data).toMatchObject({
      error: { fields: { value: 'Must be at most 3' } },
    });
    await backhouse.api.post(`/config?loc=${loc}`, { name: 'decimal_points', value: '2' });
  });
});
