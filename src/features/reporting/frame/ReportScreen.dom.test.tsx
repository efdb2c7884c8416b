import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessDayClock } from '@contract/businessDay';
import { within } from '@testing-library/react';
import { beforeFirstPull, deviceZones, recordSale, timeIn } from '@/testing/sales';
import { device, openScreen } from '@/testing/screen';
import { reportRange } from './format';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a report before its location is known on this device', () => {
  it('names no dates and reads nothing until the first pull brings the location day, then shows its own', async () => {
    // 22:00 UTC: the device's date is still 2 December, Dubai's is already 3 December.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T22:00:00Z') });
    const opened = await device();
    const { backhouse, user } = opened;
    const local = backhouse.getLocal()!;
    const home = user.location_id!;
    const settings = local.db.rows('settings');
    const stored = await settings.where('location_id').equals(home).toArray();
    const rule = (name: string) => {
      const value = stored.find((row) => row.name === name)?.value;
      return typeof value === 'string' ? value : null;
    };
    const day = businessDayClock({
      time_zone: rule('time_zone'),
      opening_hour: rule('opening_hour'),
      closing_hour: rule('closing_hour'),
    });
    const today = day.today();
    expect(today, 'the demo location is ahead of UTC at this hour').toBe('2026-12-03');

    // As on a device signed in whose first pull has not come back: no cursor, no sync round
    // ended, no settings, and every pull lost on the way.
    await beforeFirstPull(opened, () => settings.where('location_id').equals(home).delete());
    const { screen } = await openScreen('/dashboard/reporting/sales-summary?period=last_7_days');
    await screen.findByTestId('page-title');
    // The screen has settled on what the device knows: the settings it has are read.
    await vi.waitFor(async () =>
      expect(await settings.where('location_id').equals(home).count()).toBe(0),
    );
    await screen.findByTestId('report-place-name');
    expect(screen.getByTestId('report-dates').textContent).toBe('');
    expect(screen.queryByTestId('report-row')).toBeNull();

    // The pull comes through, from the start (no cursor): the location's day is here.
    vi.unstubAllGlobals();
    await local.engine.syncNow();
    const range = reportRange(addDays(today, -6), today, 'en');
    await vi.waitFor(() => expect(screen.getByTestId('report-dates').textContent).toBe(range));
  });
});

describe('a report of all locations before one of them is known on this device', () => {
  it('shows no time at that location until the first pull brings its clock, then its own', async () => {
    const admin = await device();
    const local = admin.backhouse.getLocal()!;
    const home = admin.user.location_id!;
    const settings = local.db.rows('settings');
    const zones = await deviceZones(admin);
    // Another store off UTC (the demo's London is on UTC in winter).
    const elsewhere = [...zones.keys()].find(
      (id) =>
        id !== home &&
        timeIn(new Date().toISOString(), zones.get(id)!) !==
          timeIn(new Date().toISOString(), 'UTC'),
    )!;
    expect(elsewhere, 'the demo admin sees another location off UTC').toBeTruthy();
    const sale = await recordSale(admin, elsewhere);
    const there = timeIn(sale.created_at, zones.get(elsewhere)!);

    // As on a device whose first pull has not come back: home's day is known, the other
    // store's zone is not here yet, and every pull is lost on the way.
    await beforeFirstPull(admin, () => settings.where('location_id').equals(elsewhere).delete());
    const { screen } = await openScreen('/dashboard/reporting/sale?scope=all&period=last_7_days');
    const timeOf = async () =>
      (await within(await screen.findByTestId('report-table')).findByText(sale.number))
        .closest('[data-testid="report-row"]')!
        .querySelector('[data-column="created_at"]')!.textContent;
    // The sale is listed (the server answered), its time left blank rather than on UTC's clock.
    expect(await timeOf()).toBe('');

    // The pull comes through, from the start: the time shows on the store's own clock.
    vi.unstubAllGlobals();
    await local.engine.syncNow();
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    await vi.waitFor(async () => expect(spaced(await timeOf())).toContain(spaced(there)), {
      timeout: 20_000,
    });
  });
});
