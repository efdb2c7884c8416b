import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backhouse, LocalRuntime } from '@/data/backhouse';
import { LocalDb, type LocalRow } from '@/data/db';
import { BackhouseProvider } from '@/data/react';
import { mirrorSettings, type SettingsMirror } from '@/data/settingsMirror';
import { useBusinessDay } from './useBusinessDay';
import { useLocationSettings } from './useLocationSettings';

const DUBAI = 'loc-dubai';
const setting = (name: string, value: string, location_id = DUBAI): LocalRow => ({
  id: `${location_id}:${name}`,
  location_id,
  name,
  value,
  version: 1,
  updated_at: '2026-12-01T08:00:00.000Z',
  deleted_at: null,
});

const opened: { db: LocalDb; mirror: SettingsMirror }[] = [];
afterEach(() => {
  for (const { db, mirror } of opened.splice(0)) {
    mirror.stop();
    db.close();
  }
});

/** A store holding `rows` in its settings, its mirror, and a provider that hands it to hooks. */
async function storeWith(rows: LocalRow[]) {
  const db = new LocalDb(`settings-mirror-${opened.length}-${rows.length}-${Math.random()}`);
  await db.open();
  await db.rows('settings').bulkPut(rows);
  const mirror = await mirrorSettings(db);
  opened.push({ db, mirror });
  const local = { db, settings: mirror } as unknown as LocalRuntime;
  const backhouse = {
    getLocal: () => local,
    subscribeLocal: () => () => undefined,
  } as unknown as Backhouse;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackhouseProvider value={backhouse}>{children}</BackhouseProvider>
  );
  return { db, mirror, wrapper };
}

describe("a location's settings on the device", () => {
  it('are there in the first render, so the day is known at once', async () => {
    const { wrapper } = await storeWith([
      setting('time_zone', 'Asia/Dubai'),
      setting('currency', 'AED'),
      setting('time_zone', 'Asia/Tokyo', 'loc-tokyo'),
    ]);
    const renders: { zone: string | undefined; known: boolean }[] = [];
    renderHook(
      () => {
        const settings = useLocationSettings(DUBAI, ['time_zone', 'currency']);
        const day = useBusinessDay(DUBAI);
        renders.push({ zone: settings.time_zone, known: day.known });
        return settings;
      },
      { wrapper },
    );
    // Read one component at a time from IndexedDB, they came a render later: the dashboard asked
    // for nothing of the day in its first render.
    expect(renders[0]).toEqual({ zone: 'Asia/Dubai', known: true });
  });

  it('follow every change of the store, and only the location asked for', async () => {
    const { db, mirror, wrapper } = await storeWith([setting('currency', 'AED')]);
    const { result } = renderHook(() => useLocationSettings(DUBAI, ['currency', 'time_zone']), {
      wrapper,
    });
    expect(result.current).toEqual({ currency: 'AED' });
    const before = mirror.rows();
    await act(() =>
      db
        .rows('settings')
        .bulkPut([setting('time_zone', 'Asia/Dubai'), setting('currency', 'USD', 'loc-tokyo')]),
    );
    await waitFor(() =>
      expect(result.current).toEqual({ currency: 'AED', time_zone: 'Asia/Dubai' }),
    );
    expect(mirror.rows()).not.toBe(before);
    expect(mirror.rows()).toHaveLength(3);
  });

  it('stop following the store once stopped', async () => {
    const { db, mirror } = await storeWith([]);
    let heard = 0;
    mirror.subscribe(() => heard++);
    mirror.stop();
    // A second mirror of the same store, made after: it hears a change after the first would have.
    const control = await mirrorSettings(db);
    opened.push({ db, mirror: control });
    await db.rows('settings').put(setting('currency', 'AED'));
    await waitFor(() => expect(control.rows()).toHaveLength(1));
    expect(heard).toBe(0);
    expect(mirror.rows()).toEqual([]);
  });
});
