import { ActionIcon, Badge, Card, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resources, type ResourceDef } from '@contract/registry';
import { useGrant } from '@/app/access';
import { toast } from '@/app/toast';
import { displayName } from '@/components/entity/columns';
import { mayWrite } from '@/components/entity/EntityScreen';
import { SortableList } from '@/components/entity/SortableList';
import { sortOrderChanges } from '@/components/entity/sort-order';
import type { LocalRow } from '@/data/db';
import { usePendingIds, useRows } from '@/data/live';
import { useLocal } from '@/data/react';

const def = resources.materialCategories as unknown as ResourceDef;

/**
 * The order of material categories (on stock lists and count sheets): drag a row by its handle, or
 * pick it up with Space and move it with the arrow keys. Each drop writes the moved rows' sort order
 * through the local writer in one transaction, so it is queued offline like any edit.
 */
export function CategoryReorder() {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const local = useLocal();
  const grant = useGrant();
  const rows = useRows('materialCategories');
  const materials = useRows('materials');
  const pending = usePendingIds('materialCategories');
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

  const reorder = async (ids: string[]) => {
    if (!local) return;
    const current = new Map(items.map((r) => [r.id, Number(r.sort_order ?? 0)]));
    try {
      await local.writer.all(def, async () => {
        for (const change of sortOrderChanges(ids, current))
          await local.writer.update(def, change.id, { sort_order: change.sort_order });
      });
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
      <Card withBorder radius="md" p="sm">
        {items.length === 0 ? (
          <Group gap="xs" p="md" c="dimmed">
            <IconInfoCircle size={18} />
            <Text size="sm">{t('categories.empty')}</Text>
          </Group>
        ) : (
          <SortableList<LocalRow>
            items={items}
            getId={(r) => r.id}
            itemLabel={(r) => displayName(r, lang)}
            onReorder={(ids) => void reorder(ids)}
            disabled={!editable}
            data-testid="material-category-order"
            renderItem={(row, { handleProps, dragging, index }) => (
              <Paper
                withBorder
                radius="md"
                p="xs"
                shadow={dragging ? 'md' : undefined}
                data-testid="reorder-row"
              >
                <Group gap="sm" wrap="nowrap">
                  {editable ? (
                    <ActionIcon variant="subtle" color="gray" size={40} {...handleProps}>
                      <IconGripVertical size={20} />
                    </ActionIcon>
                  ) : null}
                  <Text size="sm" c="dimmed" w={28} ta="center">
                    {(index + 1).toLocaleString(lang)}
                  </Text>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={500} truncate>
                      <bdi>{displayName(row, lang)}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('categories.materialCount', { count: counts.get(row.id) ?? 0 })}
                    </Text>
                  </Stack>
                  {pending.has(row.id) ? (
                    <Badge variant="dot" color="orange" size="sm">
                      {t('pending')}
                    </Badge>
                  ) : null}
                </Group>
              </Paper>
            )}
          />
        )}
      </Card>
    </Stack>
  );
}
