import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@contract/registry';
import { useRows } from '@/data/live';
import { formatQuantity } from '@/lib/quantity';

type MaterialRow = RowOf<'materials'>;

export interface MaterialNames {
  rows: MaterialRow[];
  name: (id: string) => string;
  unit: (id: string) => string;
  /** "12.5 kg": a quantity of the material in its base unit, translated. */
  quantity: (id: string, quantity: number) => string;
}

/** The business's materials from the local store (offline too): names and units by id. */
export function useMaterialNames(): MaterialNames {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const all = useRows('materials');
  const unitLabel = useCallback((unit: string) => t(`units.${unit}`, { defaultValue: unit }), [t]);
  return useMemo(() => {
    const rows: MaterialRow[] = (all ?? []).filter((r) => !r.deleted_at);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const name = (id: string) => {
      const row = byId.get(id);
      if (!row) return '—';
      const localized = (row.name_localized as Partial<Record<string, string>>)[lang];
      return localized?.trim() ? localized : row.name;
    };
    const unit = (id: string) => unitLabel(byId.get(id)?.unit ?? '');
    return {
      rows,
      name,
      unit,
      quantity: (id, q) => `${formatQuantity(lang, q)} ${unit(id)}`.trim(),
    };
  }, [all, lang, unitLabel]);
}
