import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationSettings } from '@/shared/location/useLocationSettings';
import { useMoney } from '@/shared/location/useMoney';
import type { MoneyFormat } from '@/lib/money';
import { formatBusinessDate, formatOnLocationClock } from '@/lib/zoneTime';

const zoneSetting = ['time_zone'] as const;

export interface LocationFormat {
  lang: string;
  money: MoneyFormat;
  /** The location's `time_zone` setting, once read from the device. */
  zone: string | null;
  /** An instant on the location's clock, in the screen's language. */
  time: (instant: string, options?: Intl.DateTimeFormatOptions) => string;
  /** A business date in the screen's language. */
  date: (businessDate: string) => string;
}

/** How a location's invoices are written: its currency and decimals, its clock, the language. */
export function useLocationFormat(locationId: string | null): LocationFormat {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(locationId);
  const zone = useLocationSettings(locationId, zoneSetting).time_zone ?? null;
  return useMemo(
    () => ({
      lang,
      money,
      zone,
      time: (instant, options) => formatOnLocationClock(instant, zone, lang, options),
      date: (businessDate) => formatBusinessDate(businessDate, lang),
    }),
    [lang, money, zone],
  );
}
