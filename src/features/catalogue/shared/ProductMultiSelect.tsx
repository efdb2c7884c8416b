import { MultiSelect } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useRows } from './data/local';

interface ProductMultiSelectProps {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  description?: string;
  error?: ReactNode;
  readOnly?: boolean;
  /** Leave add-ons out (a deal's choices, a menu's products). @default true */
  withoutAddons?: boolean;
  'data-testid'?: string;
}

/**
 * Picks products by typing part of a name, SKU or PLU, grouped by category so that a long catalogue
 * stays readable. Archived products are not offered (those already picked stay shown).
 */
export function ProductMultiSelect({
  label,
  value,
  onChange,
  description,
  error,
  readOnly = false,
  withoutAddons = true,
  'data-testid': testId,
}: ProductMultiSelectProps) {
  const { t, i18n } = useTranslation(['catalogue', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const products = useRows('products');
  const categories = useRows('categories');
  const data = useMemo(() => {
    const picked = new Set(value);
    const categoryName = new Map((categories ?? []).map((c) => [c.id, displayName(c, lang)]));
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const p of products ?? []) {
      if (!picked.has(p.id) && (p.is_archived === true || (withoutAddons && p.is_addon === true)))
        continue;
      const group =
        (typeof p.category_id === 'string' && categoryName.get(p.category_id)) ||
        t('catalogue:pickers.noCategory');
      const extra = [p.sku, p.plu].filter((s) => typeof s === 'string' && s).join(' · ');
      const list = groups.get(group) ?? [];
      list.push({
        value: p.id,
        label: extra ? `${displayName(p, lang)} (${extra})` : displayName(p, lang),
      });
      groups.set(group, list);
    }
    const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
    return [...groups]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([group, items]) => ({
        group,
        items: items.sort((a, b) => collator.compare(a.label, b.label)),
      }));
  }, [products, categories, value, withoutAddons, lang, t]);
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={!readOnly}
      hidePickedOptions
      maxDropdownHeight={320}
      limit={200}
      readOnly={readOnly}
      disabled={readOnly}
      placeholder={readOnly ? undefined : t('catalogue:pickers.searchProducts')}
      nothingFoundMessage={t('entity:form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
