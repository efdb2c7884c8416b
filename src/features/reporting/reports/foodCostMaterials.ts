import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import { materialSearch, type MaterialSearch } from './foodCostSearch';

export type { MaterialSearch };

/** The materials' choices from the URL, and a way to change them (replacing the history entry). */
export function useMaterialSearch() {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const search = useMemo(() => materialSearch(raw), [raw]);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: { [K in keyof MaterialSearch]?: string | undefined }) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          // Another category or other counts: the first page again.
          const next: Record<string, unknown> = { ...prev, ...patch, page: undefined };
          return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
        },
        replace: true,
      }),
    [navigate],
  );
  return { search, update };
}

export interface MaterialNames {
  material: (id: string) => string | null;
  category: (id: string | null) => string | null;
  /** The categories of materials, by name, for the filter. */
  categories: readonly { value: string; label: string }[];
}

const live = (rows: readonly LocalRow[] | undefined) => (rows ?? []).filter((r) => !r.deleted_at);

/**
 * Names of materials and of their categories in the screen's language, from the device's copy of
 * the inventory (the frame's names are the menu's: products and their categories).
 */
export function useMaterialNames(): MaterialNames {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const materials = useRows('materials');
  const categories = useRows('materialCategories');
  return useMemo(() => {
    const byId = (rows: readonly LocalRow[] | undefined) =>
      new Map(live(rows).map((row) => [row.id, displayName(row, lang)]));
    const materialNames = byId(materials);
    const categoryNames = byId(categories);
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    return {
      material: (id) => materialNames.get(id) ?? null,
      category: (id) => (id === null ? null : (categoryNames.get(id) ?? null)),
      categories: [...categoryNames]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    };
  }, [materials, categories, lang]);
}
