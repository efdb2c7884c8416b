import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeFirstPull, deviceZones, recordSale, timeIn } from '@/testing/sales';
import { device, openScreen } from '@/testing/screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the latest transactions before a location is known on this device', () => {
  it('show no time at that location until the first pull brings its clock, then its time', async () => {
    const admin = await device();
    const local = admin.backhouse.getLocal()!;
    const home = admin.user.location_id!;
    const settings = local.db.rows('settings');
    const zones = await deviceZones(admin);
    const homeZone = zones.get(home)!;
    const elsewhere = [...zones.keys()].find((id) => id !== home)!;
    expect(homeZone, 'the demo location has a time zone').toBeTruthy();
    expect(elsewhere, 'the demo admin sees another location with its zone').toBeTruthy();

    // A sale at another location, whose zone stays on the device, then one at home (the newest).
    const away = await recordSale(admin, elsewhere);
    const sale = await recordSale(admin, home);
    const there = timeIn(sale.created_at, homeZone);
    expect(there, 'the demo location is not on UTC').not.toBe(timeIn(sale.created_at, 'UTC'));

    // As on a device signed in whose first pull has not come back: no cursor, no sync round
    // ended, none of home's settings, and every pull lost on the way.
    await beforeFirstPull(admin, () => settings.where('location_id').equals(home).delete());
    const { screen } = await openScreen('/dashboard?scope=all');
    const card = await screen.findByTestId('latest-transactions');
    const details = async (number: string) =>
      (await within(card).findByText(number))
        .closest('[data-testid="invoice-line"]')!
        .querySelector('p')!.textContent ?? '';
    // The device's zones are read (the other store's sale shows its time, on its clock)...
    const awayTime = timeIn(away.created_at, zones.get(elsewhere)!);
    await vi.waitFor(async () => expect(await details(away.number)).toContain(awayTime), {
      timeout: 20_000,
    });
    // ... and home's sale, in the same list, shows none rather than one on UTC's clock.
    expect(await details(sale.number)).not.toMatch(/\d:\d{2}/);

    // The pull comes through, from the start (no cursor): the sale shows on its location's clock.
    vi.unstubAllGlobals();
    await local.engine.syncNow();
    await vi.waitFor(async () => expect(await details(sale.number)).toContain(there), {
      timeout: 20_000,
    });
  });
});
