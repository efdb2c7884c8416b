import { expect, vi } from 'vitest';
import { invoiceCalls } from '@contract/invoiceCalls';
import { plainSale } from '@contract/invoiceExample';
import { callServer } from '@/data/calls';
import type { Device } from './screen';

/** Records a sale of one product at `locationId`, made now, as a till would; returns its number and instant. */
export async function recordSale({ backhouse }: Device, locationId: string) {
  const first = async (path: string) =>
    (await backhouse.api.get<{ data: { id: string; name: string }[] }>(`${path}?limit=1`)).data[0]!;
  const product = await first('/products');
  const method = await first('/payment-methods');
  const sale = {
    id: crypto.randomUUID(),
    number: `DOM-${crypto.randomUUID().slice(0, 8)}`,
    created_at: new Date().toISOString(),
  };
  await callServer(backhouse.api, invoiceCalls.record, {
    body: plainSale({ ...sale, location_id: locationId, product, payment_method_id: method.id }),
  });
  return sale;
}

/** A time as the English screens write it, on `zone`'s clock ("4:47 PM"). */
export const timeIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
    new Date(iso),
  );

/** `fetch`, but every sync pull fails as on a dropped connection. */
export function failingPulls(realFetch: typeof fetch): typeof fetch {
  return (input, init) =>
    String(input).includes('/sync/pull')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : realFetch(input, init);
}

/**
 * As on a device signed in whose first pull has not come back: from here every pull fails as on a
 * dropped connection, no sync round is left running (one begun before, with the old cursor, could
 * end after and mark the device as pulled), then the cursor and the end of the last round are
 * forgotten, and so are the rows `forget` deletes (from the store, and from the settings in memory
 * once they follow it). The pulls fail through `failingPulls` put in place of the global `fetch`;
 * the test's own `vi.unstubAllGlobals()` puts the real `fetch` back, and the next pull comes
 * through as when the connection returns.
 */
export async function beforeFirstPull({ backhouse }: Device, forget: () => Promise<unknown>) {
  const local = backhouse.getLocal()!;
  vi.stubGlobal('fetch', failingPulls(globalThis.fetch));
  await local.engine.syncNow();
  await local.db.sync_state.bulkDelete(['cursor', 'lastSyncedAt']);
  await forget();
  // Screens read the settings from memory (`SettingsMirror`), which follows the store a moment
  // later: a screen opened before it has heard of the forgotten rows would still know them.
  const held = await local.db.rows('settings').count();
  await vi.waitFor(() => expect(local.settings.rows()).toHaveLength(held));
}

/** Each location's `time_zone` setting as it is on the device, by location id. */
export async function deviceZones({ backhouse }: Device) {
  const rows = await backhouse.getLocal()!.db.rows('settings').toArray();
  return new Map(
    rows
      .filter((row) => row.name === 'time_zone' && !row.deleted_at)
      .map((row) => [String(row.location_id), String(row.value)]),
  );
}
