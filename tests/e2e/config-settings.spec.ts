import { expect, test } from './support/fixtures';
import { expectPending } from './support/app';
import { sweepScreens } from './support/screens';

interface HoursRow {
  day_of_week: number | null;
  location_id: string;
  ranges: { from: string; to: string }[];
}

test.describe('settings, business information and opening hours', () => {
  test("Friday's hours past midnight are kept, reach the server and read the same after a reload", async ({
    app,
    adminApi,
    tag,
  }) => {
    // A location of its own, so no other journey's hours are in the week.
    const created = await adminApi.call<{ id: string }>('POST', '/locations', {
      name: `${tag} Late Bar`,
      kind: 'restaurant',
    });
    expect(created.status).toBe(201);
    const loc = created.body.id;
    const page = await app.open(`/dashboard/config/bussiness-info?loc=${loc}`);

    const friday = page.getByTestId('hours-day-5');
    await expect(friday).toBeVisible();
    await friday.getByTestId('hours-5-open').click({ force: true });
    await page.getByTestId('hours-5-range-0-from').fill('18:00');
    await page.getByTestId('hours-5-range-0-to').fill('02:00');
    await expect(page.getByTestId('hours-5-range-0-next-day')).toContainText('02:00');
    await page.getByTestId('hours-save').click();

    // Queued on the device, then on the server once.
    await expectPending(page, 0);
    await expect
      .poll(async () => {
        const rows = await adminApi.call<{ data: HoursRow[] }>(
          'GET',
          `/location-days-hours-config?loc=${loc}`,
        );
        return rows.body.data
          .filter((row) => row.location_id === loc && row.day_of_week === 5)
          .map((row) => row.ranges);
      })
      .toEqual([[{ from: '18:00', to: '02:00' }]]);

    await page.reload();
    await expect(page.getByTestId('hours-5-range-0-from')).toHaveValue('18:00');
    await expect(page.getByTestId('hours-5-range-0-to')).toHaveValue('02:00');
    await expect(page.getByTestId('hours-5-range-0-next-day')).toBeVisible();
    // Saturday is still closed: the late hours are Friday's.
    await expect(page.getByTestId('hours-day-6')).not.toContainText('02:00');
  });

  test('a decimal_points of 4 is refused with its message, and 3 is saved', async ({
    app,
    adminApi,
  }) => {
    const page = await app.open('/dashboard/config/setting');
    const input = page.getByTestId('setting-decimal_points');
    await expect(input).toBeVisible();
    await input.fill('4');
    const field = page.getByTestId('settings-group-business');
    await expect(field.getByText('Must be at most 3')).toBeVisible();
    await expect(page.getByTestId('settings-save')).toBeDisabled();

    await input.fill('3');
    await expect(field.getByText('Must be at most 3')).toHaveCount(0);
    await page.getByTestId('settings-save').click();
    const loc = adminApi.user.location_id!;
    await expect
      .poll(
        async () =>
          (await adminApi.call<{ value: string }>('GET', `/config/decimal_points?loc=${loc}`)).body
            .value,
      )
      .toBe('3');
    // The server refuses what the form would have: the same rule, one definition.
    const refused = await adminApi.call<{ error: { fields: Record<string, string> } }>(
      'POST',
      `/config?loc=${loc}`,
      { name: 'decimal_points', value: '4' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.value).toBe('Must be at most 3');
    await adminApi.call('POST', `/config?loc=${loc}`, { name: 'decimal_points', value: '2' });
  });
});

test.describe('configuration in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('the settings and business information screens read right to left, translated, on every size', async ({
    app,
  }) => {
    await sweepScreens(app, ['/dashboard/config/setting', '/dashboard/config/bussiness-info']);
  });
});
