import { Alert, Badge, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/toast';
import { displayName } from '@/components/entity/columns';
import { ReorderCard } from '@/components/entity/ReorderCard';
import { CatalogueThumb } from '../shared/CatalogueThumb';
import { defOf } from '../shared/defs';
import { usePendingIds, useRows } from '../shared/data/local';
import { sortOrderCalls } from '../shared/data/sortOrderCall';
import { useRowWrites } from '../shared/data/useRowWrites';
import { useWriteAccess } from '../shared/useWriteAccess';
import { childrenOf, pathOf } from './categoryTree';

const TOP = '__top__';
const def = defOf('categories');

/**
 * The order of categories on the till, one level at a time (the top level, or the subcategories of
 * one category): drag a row by its handle, or pick it up with Space and move it with the arrow keys.
 * Each drop is saved at once with one `POST /categories/bulk-update-sort-order`.
 */
export function CategoryReorder() {
  const { t, i18n } = useTranslation(['catalogue', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const writes = useRowWrites();
  const categories = useRows('categories');
  const products = useRows('products');
  const pending = usePendingIds('categories');
  const access = useWriteAccess(def);
  const [level, setLevel] = useState<string>(TOP);

  const rows = useMemo(() => categories ?? [], [categories]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const p of products ?? [])
      if (typeof p.category_id === 'string')
        map.set(p.category_id, (map.get(p.category_id) ?? 0) + 1);
    return map;
  }, [products]);
  const levels = useMemo(() => {
    const parents = new Set(
      rows.flatMap((r) => (typeof r.parent_id === 'string' ? [r.parent_id] : [])),
    );
    return [
      { value: TOP, label: t('categories.reorder.topLevel') },
      ...[...parents]
        .filter((id) => byId.has(id))
        .map((id) => ({
          value: id,
          label: pathOf(id, byId)
            .map((c) => displayName(c, lang))
            .join(' › '),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    ];
  }, [rows, byId, lang, t]);
  const items = useMemo(() => childrenOf(level === TOP ? null : level, rows), [level, rows]);
  const childCount = (id: string) => rows.filter((r) => r.parent_id === id).length;
  const editable = items.length > 0 && items.every((r) => access.accessOf(r) === 'full');

  // Each drop is saved as it is made, and none may be dropped while another is stored (an action
  // runs one at a time), so a failed one is said here.
  const reorder = async (ids: string[]) => {
    if (!writes) return;
    try {
      await writes.saveSortOrder(def, sortOrderCalls.categories, ids, items);
    } catch {
      toast.error(t('catalogue:reorder.failed'));
    }
  };

  if (categories === undefined)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );

  return (
    <Stack gap="md" data-testid="category-reorder">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('categories.reorder.level')}
          data={levels}
          value={level}
          onChange={(value) => setLevel(value ?? TOP)}
          allowDeselect={false}
          searchable={levels.length > 8}
          w={{ base: '100%', sm: 320 }}
          data-testid="reorder-level"
        />
        <Text size="sm" c="dimmed" maw={520}>
          {editable ? t('catalogue:reorder.help') : null}
        </Text>
      </Group>
      {!editable && items.length > 0 ? (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('catalogue:reorder.readOnly')}
        </Alert>
      ) : null}
      <ReorderCard
        rows={items}
        editable={editable}
        onReorder={(ids) => void reorder(ids)}
        pending={pending}
        emptyText={t('categories.reorder.empty')}
        leading={(row) => (
          <CatalogueThumb
            imageUrl={row.image_url}
            color={row.color}
            name={displayName(row, lang)}
          />
        )}
        detail={(row) =>
          t('categories.reorder.counts', {
            count: counts.get(row.id) ?? 0,
            children: childCount(row.id),
          })
        }
        badges={(row) =>
          row.is_active === false ? (
            <Badge variant="light" color="gray" size="sm">
              {t('entity:list.inactive')}
            </Badge>
          ) : null
        }
        data-testid="category-order"
      />
    </Stack>
  );
}
