import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resources } from '@contract/registry';
import { displayName } from '@/components/entity/columns';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import type { LocalRow } from '@/data/db';
import { SortableList } from '@/components/entity/SortableList';
import { moveItem } from '@/components/entity/sort-order';
import { useAction } from '@/shared/useAction';
import { sortOrderCalls } from '../../shared/data/sortOrderCall';
import { useRowWrites, type RowWrites } from '../../shared/data/useRowWrites';
import { useReorderRows } from '../data/useProductRows';
import { useProductEnv } from '../productEnv';
import { CatalogueThumb } from '../../shared/CatalogueThumb';

const NO_CATEGORY = '__none__';
const rowId = (row: LocalRow) => row.id;

interface ProductReorderProps {
  /** Reorder add-ons instead of products. */
  addons: boolean;
  /** The user may change the order (every location is theirs). */
  canReorder: boolean;
  onOpen: (id: string) => void;
}

const byPosition = (lang: string) => {
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  return (a: LocalRow, b: LocalRow) =>
    Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
    collator.compare(String(a.name ?? ''), String(b.name ?? ''));
};

/**
 * The order products show in on the till, one category at a time: drag (or use the arrows), then
 * save, which queues one `POST /products/bulk-update-sort-order` for the whole category. Opening
 * another category with an unsaved order asks first: only one category's order is edited at a time.
 */
export function ProductReorder({ addons, canReorder, onOpen }: ProductReorderProps) {
  const { t, i18n } = useTranslation(['products', 'resources', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const writes = useRowWrites();
  const { money } = useProductEnv();
  const data = useReorderRows(addons);

  const groups = useMemo(() => {
    const map = new Map<string, LocalRow[]>();
    for (const p of data?.products ?? []) {
      const key = typeof p.category_id === 'string' ? p.category_id : NO_CATEGORY;
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    }
    return map;
  }, [data]);
  const categoryOptions = useMemo(() => {
    const categories = (data?.categories ?? [])
      .filter((c) => groups.has(c.id))
      .sort(byPosition(lang))
      .map((c) => ({
        value: c.id,
        label: `${displayName(c, lang)} (${groups.get(c.id)!.length.toLocaleString(lang)})`,
      }));
    const none = groups.get(NO_CATEGORY);
    return none
      ? [
          ...categories,
          {
            value: NO_CATEGORY,
            label: `${t('reorder.noCategory')} (${none.length.toLocaleString(lang)})`,
          },
        ]
      : categories;
  }, [data, groups, lang, t]);

  const [picked, setPicked] = useState<string | null>(null);
  const category = picked ?? categoryOptions[0]?.value ?? null;
  const stored = useMemo(
    () => [...(groups.get(category ?? '') ?? [])].sort(byPosition(lang)),
    [groups, category, lang],
  );
  // The order being edited: ids in their new order, until saved or reset.
  const [order, setOrder] = useState<{ category: string | null; ids: string[] } | null>(null);
  const editing = order?.category === category ? order.ids : null;
  const byId = useMemo(() => new Map(stored.map((p) => [p.id, p])), [stored]);
  const rows = editing ? editing.flatMap((id) => byId.get(id) ?? []) : stored;
  // The category asked for while the current one has an unsaved order, until the user decides.
  const [switchTo, setSwitchTo] = useState<string | null>(null);

  const pickCategory = (next: string | null) => {
    if (next === category) return;
    if (editing) setSwitchTo(next);
    else setPicked(next);
  };
  const categoryName = (id: string | null) => {
    if (id === NO_CATEGORY) return t('reorder.noCategory');
    const row = data?.categories.find((c) => c.id === id);
    return row ? displayName(row, lang) : '';
  };

  const reorder = (ids: string[]) => setOrder({ category, ids });
  const move = (from: number, to: number) =>
    reorder(
      moveItem(
        rows.map((r) => r.id),
        from,
        to,
      ),
    );
  // The positions the category's products already hold, given out again in the new order.
  const saving = useAction(
    (w: RowWrites, ids: string[], held: LocalRow[]) =>
      w.saveSortOrder(resources.products, sortOrderCalls.products, ids, held),
    { failed: t('entity:bulk.failed'), done: (count) => t('reorder.saved', { count }) },
  );
  const save = async () => {
    if (!writes) return;
    const ids = rows.map((r) => r.id);
    if ((await saving.run(writes, ids, stored)) !== undefined) setOrder(null);
  };

  if (!data)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );

  return (
    <Stack gap="md" data-testid="product-reorder">
      <Text size="sm" c="dimmed">
        {t('reorder.help')}
      </Text>
      {!canReorder ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('reorder.readOnly')}
        </Alert>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('resources:products.fields.category_id')}
          data={categoryOptions}
          value={category}
          onChange={pickCategory}
          searchable
          allowDeselect={false}
          w={320}
          maw="100%"
          comboboxProps={{ withinPortal: true }}
          data-testid="reorder-category"
        />
        {canReorder ? (
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!editing || saving.busy}
              onClick={() => setOrder(null)}
            >
              {t('reorder.reset')}
            </Button>
            <Button
              disabled={!editing}
              loading={saving.busy}
              onClick={() => void save()}
              data-testid="reorder-save"
            >
              {t('reorder.save')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reorder.empty')}
        </Text>
      ) : (
        <Card withBorder radius="md" p={0}>
          <SortableList
            items={rows}
            getId={rowId}
            itemLabel={(row) => displayName(row, lang)}
            onReorder={reorder}
            disabled={!canReorder}
            gap={0}
            data-testid="reorder-list"
            renderItem={(row, { handleProps, index, dragging }) => {
              const name = displayName(row, lang);
              return (
                <Group
                  gap="sm"
                  wrap="nowrap"
                  px="sm"
                  py={6}
                  bg="var(--mantine-color-body)"
                  style={{
                    borderBottom: '1px solid var(--mantine-color-default-border)',
                    boxShadow: dragging ? 'var(--mantine-shadow-md)' : undefined,
                  }}
                  data-testid="reorder-row"
                >
                  {canReorder ? (
                    <ActionIcon variant="subtle" color="gray" {...handleProps}>
                      <IconGripVertical size={18} />
                    </ActionIcon>
                  ) : null}
                  <Text
                    size="sm"
                    c="dimmed"
                    w={32}
                    ta="end"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {(index + 1).toLocaleString(lang)}
                  </Text>
                  <CatalogueThumb imageUrl={row.image_url} color={row.color} name={name} />
                  <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen(row.id)}>
                    <Text size="sm" fw={500} truncate>
                      <bdi>{name}</bdi>
                    </Text>
                  </UnstyledButton>
                  <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money.format(Number(row.price ?? 0))}
                  </Text>
                  {canReorder ? (
                    <Group gap={0} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === 0}
                        aria-label={t('reorder.up', { name })}
                        onClick={() => move(index, index - 1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === rows.length - 1}
                        aria-label={t('reorder.down', { name })}
                        onClick={() => move(index, index + 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  ) : null}
                </Group>
              );
            }}
          />
        </Card>
      )}
      <ConfirmDialog
        opened={switchTo !== null}
        title={t('entity:form.discardTitle')}
        message={t('reorder.unsavedSwitch', { category: categoryName(category) })}
        confirmLabel={t('entity:form.discard')}
        danger
        onConfirm={() => {
          setOrder(null);
          setPicked(switchTo);
          setSwitchTo(null);
        }}
        onCancel={() => setSwitchTo(null)}
      />
    </Stack>
  );
}
