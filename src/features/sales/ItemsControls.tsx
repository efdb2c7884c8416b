import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useCategoryRows } from './data/salesReads';
import {
  groupOf,
  itemGroups,
  type ItemGroup,
  type ItemsSearch,
  type SearchPatch,
} from './salesSearch';

/** The groupings whose rows carry a product category, so a category filter applies to them. */
export const categoryGroups: readonly ItemGroup[] = ['product', 'category'];

interface ItemsControlsProps {
  search: ItemsSearch;
  update: (patch: SearchPatch) => void;
}

/** What the sales items are grouped by, the category they are narrowed to and the name searched for. */
export function ItemsControls({ search, update }: ItemsControlsProps) {
  const { t, i18n } = useTranslation('sales');
  const group = groupOf(search);
  const lang = i18n.resolvedLanguage ?? 'en';
  const categories = useCategoryRows();
  const categoryOptions = useMemo(
    () =>
      (categories ?? [])
        .filter((row) => !row.deleted_at)
        .map((row) => ({ value: row.id, label: displayName(row, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [categories, lang],
  );

  // Typing searches once the user pauses, not on every key (each search is a server read).
  const [text, setText] = useState(search.q ?? '');
  // The URL changed under the field (back, a link): show its search, unless it is what is typed.
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    if ((search.q ?? '') !== text.trim()) setText(search.q ?? '');
  }
  const searchFor = useDebouncedCallback(
    (value: string) => update({ q: value.trim() || undefined }),
    350,
  );

  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        label={t('items.groupBy')}
        data={itemGroups.map((value) => ({ value, label: t(`items.groups.${value}`) }))}
        value={group}
        onChange={(next) => {
          if (!next) return;
          update({
            group: next === 'product' ? undefined : next,
            // A sort or a category of one grouping means nothing in another.
            sort: undefined,
            dir: undefined,
            ...(categoryGroups.includes(next as ItemGroup) ? {} : { category: undefined }),
          });
        }}
        allowDeselect={false}
        style={{ flex: '1 1 9rem', maxWidth: '14rem' }}
        comboboxProps={{ withinPortal: true }}
        data-testid="items-group"
      />
      {categoryGroups.includes(group) && categoryOptions.length > 0 ? (
        <Select
          label={t('items.category')}
          placeholder={t('items.allCategories')}
          data={categoryOptions}
          value={search.category ?? null}
          onChange={(category) => update({ category: category ?? undefined })}
          clearable
          searchable
          style={{ flex: '1 1 9rem', maxWidth: '16rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="items-category"
        />
      ) : null}
      <TextInput
        label={t('items.search')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          searchFor(event.currentTarget.value);
        }}
        leftSection={<IconSearch size={16} />}
        style={{ flex: '2 1 12rem', maxWidth: '22rem' }}
        data-testid="items-search"
      />
    </Group>
  );
}
