import { useCallback, useMemo } from 'react';
import { useSession } from '@/data/react';
import { useSettingsRows } from '@/shared/location/useLocationSettings';
import { moneyDecimals, moneyFormat } from '@/lib/money';

/**
 * Amounts in each location's own currency and decimals (its `currency` and `decimal_points`
 * settings, for every location, from the local store's settings in memory, so it works offline):
 * Today lists several locations' invoices side by side.
 */
export function useLocationMoney(
  lang: string,
): (amount: number, locationId: string | null) => string {
  const { user } = useSession();
  const fractionDigits = user?.fraction_digits ?? null;
  const rows = useSettingsRows();
  const formats = useMemo(() => {
    const byLocation = new Map<string, { currency?: string; decimals?: string }>();
    for (const row of rows) {
      if ((row.name !== 'currency' && row.name !== 'decimal_points') || row.deleted_at) continue;
      const id = String(row.location_id);
      const held = byLocation.get(id) ?? {};
      if (row.name === 'currency') held.currency = String(row.value ?? '');
      else held.decimals = String(row.value ?? '');
      byLocation.set(id, held);
    }
    return byLocation;
  }, [rows]);
  return useCallback(
    (amount: number, locationId: string | null) => {
      const held = locationId ? formats.get(locationId) : undefined;
      const currency = held?.currency?.trim().toUpperCase() || null;
      const decimals = moneyDecimals({
        decimalPoints: held?.decimals ?? null,
        fractionDigits,
        currency,
      });
      return moneyFormat(lang, currency, decimals).format(amount);
    },
    [formats, fractionDigits, lang],
  );
}
