import { Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resources, type ResourceDef } from '@contract/registry';
import { useGrant } from '@/shared/access';
import { toast } from '@/shared/toast';
import { displayName } from '@/components/entity/columns';
import { mayWrite } from '@/components/entity/EntityScreen';
import { ReorderCard } from '@/components/entity/ReorderCard';
import { useCategoryOrder } from './data/useCategoryOrder';

const def = resources.materialCategories as unknown as ResourceDef;

/**
 * The order of material categories (on stock lists and count sheets): drag a row by its handle, or
 * pick it up with Space and move it with the arrow keys. Each drop writes the moved rows' sort order
 * through the local writer in one transaction, so it is queued offline like any edit
 * (`useCategoryOrder`).
 */
export function CategoryReorder() {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const grant = useGrant();
  const { rows, materials, pending, reorder: write } = useCategoryOrder();
  const editable = mayWrite(grant, def);
  const items = useMemo(
    () =>
      [...(rows ?? [])]
        .filter((r) => !r.deleted_at)
        .sort(
          (a, b) =>
            Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
            displayName(a, lang).localeCompare(displayName(b, lang), lang),
        ),
    [rows, lang],
  );
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const m of materials ?? [])
      if (typeof m.category_id === 'string')
        map.set(m.category_id, (map.get(m.category_id) ?? 0) + 1);
    return map;
  }, [materials]);

  // Each drop is stored as it is made, and none may be dropped while another is stored (an action
  // runs one at a time), so its failure is said here.
  const reorder = async (ids: string[]) => {
    if (!write) return;
    const current = new Map(items.map((r) => [r.id, Number(r.sort_order ?? 0)]));
    try {
      await write(ids, current);
    } catch {
      toast.error(t('categories.reorderFailed'));
    }
  };

  if (rows === undefined)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );

  return (
    <Stack gap="md" data-testid="material-category-reorder">
      <Text size="sm" c="dimmed">
        {editable ? t('categories.reorderHelp') : t('categories.readOnly')}
      </Text>
      <ReorderCard
        rows={items}
        editable={editable}
        onReorder={(ids) => void reorder(ids)}
        pending={pending}
        emptyText={t('categories.empty')}
        detail={(row) => t('categories.materialCount', { count: counts.get(row.id) ?? 0 })}
        data-testid="material-category-order"
      />
    </Stack>
  );
}
