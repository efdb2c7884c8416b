import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findByBarcode, materialName, type MaterialRow } from '../data/materials';

interface MaterialSelectProps {
  rows: readonly MaterialRow[];
  value: string | null;
  /** A material was chosen; `pack` is the pack whose barcode was scanned, if one was. */
  onChange: (materialId: string | null, pack: string | null) => void;
  label?: string;
  error?: string;
  clearable?: boolean;
  placeholder?: string;
  w?: number;
  'data-testid'?: string;
}

/**
 * A material, found by typing its name, SKU or a barcode; a keyboard-wedge scanner types the code
 * and Enter, and an exact barcode picks the material (and the pack the code is printed on) at once.
 */
export function MaterialSelect({
  rows,
  value,
  onChange,
  label,
  error,
  clearable = false,
  placeholder,
  w,
  ...rest
}: MaterialSelectProps) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const data = useMemo(
    () => rows.map((r) => ({ value: r.id, label: materialName(r, lang) })),
    [rows, lang],
  );
  const keys = useMemo(
    () =>
      new Map(
        rows.map((r) => [
          r.id,
          [r.name, materialName(r, lang), r.sku, ...r.barcodes].join(' ').toLowerCase(),
        ]),
      ),
    [rows, lang],
  );
  const filter: OptionsFilter = ({ options, search: typed }) => {
    const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
    return (options as ComboboxItem[]).filter((o) => {
      const key = keys.get(o.value) ?? '';
      return words.every((w) => key.includes(w));
    });
  };
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('material.placeholder')}
      clearable={clearable}
      w={w}
      aria-label={label ? undefined : t('material.label')}
      data={data}
      value={value}
      searchable
      allowDeselect={false}
      searchValue={search}
      onSearchChange={(typed) => {
        const hit = findByBarcode(rows, typed);
        if (hit && hit.material.id !== value) {
          onChange(hit.material.id, hit.pack?.name ?? null);
          setSearch(materialName(hit.material, lang));
          return;
        }
        setSearch(typed);
      }}
      onChange={(id) => {
        if (id === null) setSearch('');
        onChange(id, null);
      }}
      filter={filter}
      limit={50}
      nothingFoundMessage={t('material.none')}
      rightSection={clearable && value ? undefined : <IconBarcode size={16} aria-hidden />}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={rest['data-testid']}
    />
  );
}
