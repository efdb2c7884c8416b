import type { TimeZoneSetting } from '@contract/timezone';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useMoney } from '@/app/location/useMoney';
import { useLocal } from '@/data/react';
import { moneyDecimals, moneyFormat, type MoneyFormat } from '@/lib/money';

export interface ReportMoney {
  /** How the report's amounts are written: in their currency, or plain numbers across several. */
  money: MoneyFormat;
  /** The currencies added up as they are (all locations in more than one currency), else null. */
  mixed: readonly string[] | null;
}

/**
 * How a report writes amounts. One location: its own currency and decimals. All locations: the
 * server adds amounts up as they are and lists their currencies; one currency is that currency,
 * several are plain numbers that the screen explains.
 */
export function useReportMoney(
  locationId: string | null,
  all: boolean,
  currencies: readonly string[] | undefined,
): ReportMoney {
  const active = useMoney(locationId);
  const key = currencies?.join(',') ?? '';
  return useMemo(() => {
    const read = key.split(',').filter(Boolean);
    if (!all || read.length === 0) return { money: active, mixed: null };
    if (read.length === 1) {
      const currency = read[0]!;
      const money =
        currency === active.currency
          ? active
          : moneyFormat(active.lang, currency, moneyDecimals({ currency }));
      return { money, mixed: null };
    }
    return { money: moneyFormat(active.lang, null, active.decimals), mixed: read };
  }, [active, all, key]);
}

/**
 * The time zone of each location (its `time_zone` setting, from the device so it works offline):
 * rows of several locations each show their instants on their own store's clock.
 */
export function useLocationZones(
  activeId: string | null,
): (locationId: string | null) => TimeZoneSetting {
  const local = useLocal();
  const zones = useLiveQuery(async () => {
    if (!local) return new Map<string, string>();
    const rows = await local.db
      .rows('settings')
      .filter((row) => row.name === 'time_zone' && !row.deleted_at)
      .toArray();
    return new Map(rows.map((row) => [String(row.location_id), String(row.value ?? '')]));
  }, [local]);
  return useCallback(
    (locationId: string | null) => zones?.get(locationId ?? activeId ?? '') ?? null,
    [zones, activeId],
  );
}
