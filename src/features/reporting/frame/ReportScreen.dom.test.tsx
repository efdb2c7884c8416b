import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessDayClock } from '@contract/businessDay';
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
    const { backhouse, user } = await device();
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
    await local.db.sync_state.bulkDelete(['cursor', 'lastSyncedAt']);
    await settings.where('location_id').equals(home).delete();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/sync/pull')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
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
