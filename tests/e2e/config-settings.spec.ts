import { expect, test } from './support/fixtures';
import { expectPending, flip } from './support/app';
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
    await flip(friday.getByTestId('hours-5-open'));
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
  // A decimal_points of 4 refused with its message and 3 saved: a form rule, proved on the rendered
  // screen under vitest (src/features/config/settings/SettingsScreen.dom.test.tsx).
});

test.describe('configuration in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('the settings and business information screens read right to left, translated, on every size', async ({
    app,
  }) => {
    await sweepScreens(app, ['/dashboard/config/setting', '/dashboard/config/bussiness-info']);
  });
});
