import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@contract/registry';
import { useRows } from '@/data/live';

export type SupplierRow = RowOf<'suppliers'> & { id: string };
export type SupplierMaterialRow = RowOf<'supplierMaterials'> & { id: string };
export type MaterialRow = RowOf<'materials'> & { id: string };

declare module '@/data/db' {
  interface LocalCollections {
    suppliers: SupplierRow & LocalRow;
    supplierMaterials: SupplierMaterialRow & LocalRow;
  }
}

export interface Purchasing {
  /** Undefined while the local store is read. */
  suppliers: SupplierRow[] | undefined;
  supplierById: Map<string, SupplierRow>;
  materialById: Map<string, MaterialRow>;
  /** Live supplier materials, by supplier. */
  catalogueOf: (supplierId: string) => SupplierMaterialRow[];
  supplierName: (id: string) => string;
  materialName: (id: string) => string;
  /** The material's base unit, spelled in the user's language. */
  unitOf: (id: string) => string;
}

/**
 * Suppliers, what they sell and the materials, from the local store (all registry resources, so
 * they work offline), with names in the user's language.
 */
export function usePurchasing(): Purchasing {
  const { t, i18n } = useTranslation('purchasing');
  const lang = i18n.resolvedLanguage ?? 'en';
  const suppliers = useRows('suppliers');
  const offers = useRows('supplierMaterials');
  const materials = useRows('materials');
  return useMemo(() => {
    const liveSuppliers = suppliers
      ?.filter((s) => !s.deleted_at)
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    const supplierById = new Map((liveSuppliers ?? []).map((s) => [s.id, s]));
    const materialById = new Map(
      (materials ?? []).filter((m) => !m.deleted_at).map((m) => [m.id, m]),
    );
    const bySupplier = new Map<string, SupplierMaterialRow[]>();
    for (const o of offers ?? []) {
      if (o.deleted_at || !o.is_active) continue;
      bySupplier.set(o.supplier_id, [...(bySupplier.get(o.supplier_id) ?? []), o]);
    }
    const materialName = (id: string) => {
      const m = materialById.get(id);
      if (!m) return '—';
      const localized = (m.name_localized as Partial<Record<string, string>>)[lang];
      return localized?.trim() ? localized : m.name;
    };
    return {
      suppliers: liveSuppliers,
      supplierById,
      materialById,
      catalogueOf: (id) => bySupplier.get(id) ?? [],
      supplierName: (id) => supplierById.get(id)?.name ?? '—',
      materialName,
      unitOf: (id) => {
        const unit = materialById.get(id)?.unit;
        return unit ? t(`units.${unit}`) : '';
      },
    };
  }, [suppliers, offers, materials, lang, t]);
}
