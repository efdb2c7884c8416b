import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@contract/registry';
import { useRows } from '@/data/live';

export type MaterialRow = RowOf<'materials'>;

declare module '@/data/db' {
  interface LocalCollections {
    materials: MaterialRow & LocalRow;
  }
}

/** The material's name in the user's language when the business gave one, else its name. */
export function materialName(
  row: Pick<MaterialRow, 'name' | 'name_localized'>,
  language: string,
): string {
  const localized = (row.name_localized as Partial<Record<string, string>>)[language];
  return localized?.trim() ? localized : row.name;
}

/** A material found by a scanned code, and the pack the code belongs to (null: the base unit). */
export interface BarcodeHit {
  material: MaterialRow;
  pack: MaterialRow['pack_units'][number] | null;
}

/** The material (and pack) a barcode names; a pack's own barcode wins over none. */
export function findByBarcode(rows: readonly MaterialRow[], code: string): BarcodeHit | null {
  const wanted = code.trim();
  if (!wanted) return null;
  for (const material of rows) {
    if (material.barcodes.includes(wanted)) return { material, pack: null };
    const pack = material.pack_units.find((p) => p.barcode === wanted);
    if (pack) return { material, pack };
  }
  return null;
}

export interface Materials {
  /** Active materials, by name; undefined while the local store is read. */
  rows: MaterialRow[] | undefined;
  byId: Map<string, MaterialRow>;
  name: (id: string) => string;
}

/** The business's materials from the local store (they work offline), with names by id. */
export function useMaterials(): Materials {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const all = useRows('materials');
  return useMemo(() => {
    const live = all?.filter((r) => !r.deleted_at);
    const byId = new Map((live ?? []).map((r) => [r.id, r]));
    const rows = live
      ?.filter((r) => r.is_active)
      .sort((a, b) => materialName(a, lang).localeCompare(materialName(b, lang), lang));
    return {
      rows,
      byId,
      name: (id: string) => {
        const row = byId.get(id);
        return row ? materialName(row, lang) : '—';
      },
    };
  }, [all, lang]);
}
