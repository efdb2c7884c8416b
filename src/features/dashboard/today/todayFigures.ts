import type { TFunction } from 'i18next';
import { numberFormat } from '@/lib/formats';
import { formatQuantity } from '@/lib/quantity';
import type { TodayEntry } from './todayItems';

export interface FigureFormat {
  lang: string;
  /** An amount in the currency of the location (a supplier invoice's). */
  money: (amount: number, locationId: string | null) => string;
}

/** Minutes as a short duration: "45 min" up to two hours, "2.5 hr" beyond. */
export function durationText(minutes: number, lang: string): string {
  const hours = minutes >= 120;
  return numberFormat(lang, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: hours ? 1 : 0,
  }).format(hours ? minutes / 60 : minutes);
}

/** A quantity with its unit: "12 kg" (the unit is the material's, as the server names it). */
const quantityText = (quantity: number, unit: string | null, lang: string) =>
  unit ? `${formatQuantity(lang, quantity)} ${unit}` : formatQuantity(lang, quantity);

/**
 * An item's figures in words ("12 kg below minimum, order 20 kg"), those the kind has and the server
 * sent; null when it has none. Several are joined by a middle dot.
 */
export function figuresText(entry: TodayEntry, t: TFunction, format: FigureFormat): string | null {
  const parts = figureParts(entry, t, format).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Days past the date an item was for, when it is past (order requests, work orders). */
const late = (days: number | undefined, t: TFunction) =>
  days !== undefined && days > 0 ? t('figures.daysOverdue', { count: days }) : null;

function figureParts(entry: TodayEntry, t: TFunction, format: FigureFormat): Array<string | null> {
  const { lang } = format;
  const f = entry.figures;
  switch (entry.kind) {
    case 'count_overdue':
      return [
        f.days_late === undefined ? null : t('figures.daysPastCutOff', { count: f.days_late }),
      ];
    case 'transfer_late':
      return [f.days_late === undefined ? null : t('figures.daysLate', { count: f.days_late })];
    case 'delivery_due':
      if (f.days_late === undefined) return [];
      return [late(f.days_late, t) ?? t('figures.dueToday')];
    case 'invoice_differences':
      return [
        f.difference === undefined
          ? null
          : t('figures.difference', { amount: format.money(f.difference, entry.location_id) }),
      ];
    case 'material_below_minimum': {
      if (f.on_hand === undefined || f.minimum === undefined) return [];
      const below = quantityText(f.minimum - f.on_hand, entry.unit, lang);
      return [
        f.to_order === undefined
          ? t('figures.belowMinimum', { below })
          : t('figures.belowMinimumOrder', {
              below,
              order: quantityText(f.to_order, entry.unit, lang),
            }),
        f.on_order
          ? t('figures.onOrder', { quantity: quantityText(f.on_order, entry.unit, lang) })
          : null,
      ];
    }
    case 'work_order_today':
      return [
        f.quantity === undefined
          ? null
          : t('figures.produce', { quantity: quantityText(f.quantity, entry.unit, lang) }),
        late(f.days_late, t),
      ];
    case 'order_to_accept':
    case 'order_to_send':
    case 'order_to_receive':
      return [late(f.days_late, t)];
    case 'daily_sync_failed':
      // How many of the day's summaries failed; else how often its sending failed.
      if (f.summaries !== undefined) return [t('figures.summariesFailed', { count: f.summaries })];
      return [f.failures === undefined ? null : t('figures.failures', { count: f.failures })];
    case 'till_silent':
      if (f.silent_minutes === undefined) return [];
      return [
        f.usual_gap_minutes === undefined
          ? t('figures.silent', { silent: durationText(f.silent_minutes, lang) })
          : t('figures.silentUsually', {
              silent: durationText(f.silent_minutes, lang),
              gap: durationText(f.usual_gap_minutes, lang),
            }),
      ];
    case 'count_entries_refused':
      return [f.entries === undefined ? null : t('figures.entriesRefused', { count: f.entries })];
    case 'changes_waiting':
      return [f.changes === undefined ? null : t('figures.changesWaiting', { count: f.changes })];
    case 'changes_refused':
      return [f.changes === undefined ? null : t('figures.changesRefused', { count: f.changes })];
    case 'count_to_review':
    case 'report_email_bounced':
      return [];
  }
}
