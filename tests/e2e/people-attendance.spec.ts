import fs from 'node:fs';
import { v7 as uuidv7 } from 'uuid';
import * as XLSX from 'xlsx';
import type { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

const HOUR = 3_600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A location of the journey's own, on UTC with no opening hours (so it opens at 09:00 UTC), where
 * the demo has no staff: every tap on it is the journey's.
 */
async function attendancePlace(adminApi: ServerApi, tag: string) {
  const made = await adminApi.call<{ id: string }>('POST', '/locations', {
    name: `${tag} Attendance`,
  });
  expect(made.status).toBe(201);
  const tap = async (kind: 'clock_in' | 'clock_out', at: number, id = uuidv7()) => {
    const body = {
      id,
      user_id: adminApi.user.id,
      location_id: made.body.id,
      kind,
      at: new Date(at).toISOString(),
      device: 'e2e till',
    };
    return (await adminApi.call('POST', '/attendance/events', body)).status;
  };
  return { id: made.body.id, tap };
}

test('a clock-in sent twice counts once and shows as in; a forgotten clock-out is corrected with a reason, shown on the month and in its export', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const place = await attendancePlace(adminApi, tag);
  const now = Date.now();
  // A till offline for a moment sends its clock-in again under the same id.
  const clockIn = uuidv7();
  expect(await place.tap('clock_in', now - 5 * 60_000, clockIn)).toBe(201);
  expect(await place.tap('clock_in', now - 5 * 60_000, clockIn)).toBe(200);
  // Two days ago the admin clocked in at 10:00 and forgot to clock out.
  const forgotten = day(now - 48 * HOUR);
  expect(await place.tap('clock_in', Date.parse(`${forgotten}T10:00:00Z`))).toBe(201);

  await app.open(`/dashboard/attendence?loc=${place.id}`);
  const card = page.locator('[data-testid="attendance-person"][data-user="admin"]');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'in');
  await expect(page.getByTestId('attendance-in')).toContainText('In now (1)');

  await card.getByRole('button', { name: 'Month' }).click();
  await expect(page).toHaveURL(new RegExp(`user=${adminApi.user.id}`));
  // The month opens on this month; two days ago may be the month before.
  if (forgotten.slice(0, 7) !== day(now).slice(0, 7)) {
    await page.getByTestId('attendance-month-previous').click();
  }
  const row = page.locator(`[data-testid="attendance-day"][data-date="${forgotten}"]`);
  await expect(row.getByTestId('attendance-needs-correction')).toBeVisible();
  await row.getByTestId('attendance-correct').click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByTestId('attendance-correction-what')).toHaveValue(
    'Add a forgotten clock-out',
  );
  await page.getByTestId('attendance-correction-time').fill('18:30');
  const reason = `Forgot to clock out at close ${tag}`;
  await page.getByTestId('attendance-correction-reason').fill(reason);
  await page.getByTestId('attendance-correction-save').click();
  await expect(dialog).toHaveCount(0);

  await expect(row.getByTestId('attendance-corrected')).toBeVisible();
  await expect(row.getByTestId('attendance-needs-correction')).toHaveCount(0);
  await expect(row.getByTestId('attendance-day-hours')).toHaveText('8:30');
  await expect(row.getByTestId('attendance-correction-note')).toContainText(reason);
  await expect(row.getByTestId('attendance-correction-note')).toContainText('admin');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('attendance-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attendance-admin-\d{4}-\d{2}-.*\.xlsx$/);
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
  const exported = rows.find((r) => r.Date === forgotten);
  expect(exported).toMatchObject({ Hours: '8:30', Overtime: '0:30' });
  expect(String(exported?.Notes)).toContain(reason);
});

test.describe('attendance in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('today and a month render right to left, translated, without overflowing text', async ({
    app,
    adminApi,
    tag,
  }) => {
    const place = await attendancePlace(adminApi, tag);
    const now = Date.now();
    const earlier = day(now - 48 * HOUR);
    await place.tap('clock_in', Date.parse(`${earlier}T09:20:00Z`));
    await place.tap('clock_out', Date.parse(`${earlier}T18:10:00Z`));
    await place.tap('clock_in', now - HOUR);
    await sweepScreens(app, [`/dashboard/attendence?loc=${place.id}`]);
    await sweepScreens(app, [
      `/dashboard/attendence?loc=${place.id}&view=month&user=${adminApi.user.id}&month=${earlier.slice(0, 7)}`,
    ]);
  });
});
