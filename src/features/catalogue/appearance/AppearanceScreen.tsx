import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconHandFinger,
  IconInfoCircle,
  IconLock,
  IconPalette,
  IconReceipt,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { toast } from '@/shared/toast';
import { PageHeader } from '@/components/PageHeader';
import { displayName } from '@/components/entity/columns';
import { SortableList } from '@/components/entity/SortableList';
import type { LocalRow } from '@/data/db';
import { useImageUrl, usePendingIds, useRows } from '../shared/data/local';
import { useRowWrites } from '../shared/data/useRowWrites';
import { categoryImageCalls } from '../categories/data/categoryCalls';
import { priceAt } from '../deals/dealPreview';
import { productImageCalls } from '../products/data/calls';
import { useMoney } from '@/shared/location/useMoney';
import { defOf } from '../shared/defs';
import { sortOrderCalls, type SortOrderCall } from '../shared/data/sortOrderCall';
import { useWriteAccess } from '../shared/useWriteAccess';
import classes from './appearance.module.css';
import { textOn, tillCategories, tillProducts } from './till';
import { TillEditor } from './TillEditor';
import { TillTile } from './TillTile';

const categories = defOf('categories');
const products = defOf('products');
type Editing = { kind: 'category' | 'product'; id: string } | null;

/**
 * `/dashboard/products/appearance`: the till screen of the active location as its staff will see
 * it: category tabs and product tiles with their colours, pictures and order. Drag a tab or a tile to
 * move it (each drop is one bulk sort-order call); tap one to change its colour or picture.
 */
export function AppearanceScreen() {
  const { t, i18n } = useTranslation(['catalogue', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const writes = useRowWrites();
  const categoryRows = useRows('categories');
  const productRows = useRows('products');
  const pendingCategories = usePendingIds('categories');
  const pendingProducts = usePendingIds('products');
  const { locationId, location } = useActiveLocation();
  const money = useMoney(locationId);
  const categoryAccess = useWriteAccess(categories);
  const productAccess = useWriteAccess(products);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const tabs = useMemo(() => tillCategories(categoryRows ?? []) as LocalRow[], [categoryRows]);
  const current = tabs.find((c) => c.id === selected) ?? tabs[0] ?? null;
  const { shown, hidden } = useMemo(
    () =>
      current
        ? (tillProducts(productRows ?? [], current.id, locationId) as {
            shown: LocalRow[];
            hidden: number;
          })
        : { shown: [] as LocalRow[], hidden: 0 },
    [productRows, current, locationId],
  );
  const canOrderTabs = tabs.length > 0 && tabs.every((c) => categoryAccess.accessOf(c) === 'full');
  const canOrderTiles =
    shown.length > 0 && shown.every((p) => productAccess.accessOf(p) === 'full');
  const where = location ? displayName(location, lang) : t('appearance.noLocation');

  // Each drop is saved as it is made, and none may be dropped while another is stored (an action
  // runs one at a time), so a failed one is said here.
  const reorder = async (
    def: typeof categories,
    call: SortOrderCall,
    ids: string[],
    rows: LocalRow[],
  ) => {
    if (!writes) return;
    try {
      await writes.saveSortOrder(def, call, ids, rows);
    } catch {
      toast.error(t('reorder.failed'));
    }
  };

  const editingRow =
    editing?.kind === 'category'
      ? categoryRows?.find((r) => r.id === editing.id)
      : editing
        ? productRows?.find((r) => r.id === editing.id)
        : undefined;

  if (categoryRows === undefined || productRows === undefined)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );

  return (
    <>
      <PageHeader
        title={t('appearance.title')}
        description={t('appearance.description', { location: where })}
        actions={
          current ? (
            <Button
              variant="default"
              leftSection={<IconPalette size={16} />}
              onClick={() => setEditing({ kind: 'category', id: current.id })}
              data-testid="edit-category-look"
            >
              {t('appearance.editCategory', { name: displayName(current, lang) })}
            </Button>
          ) : null
        }
      />
      <Stack gap="sm">
        {!canOrderTabs && !canOrderTiles && tabs.length > 0 ? (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('appearance.readOnly')}
          </Alert>
        ) : (
          <Group gap={6} c="dimmed">
            <IconHandFinger size={16} />
            <Text size="sm">{t('appearance.help')}</Text>
          </Group>
        )}
        <div className={classes.till} data-testid="till">
          <div className={classes.bar}>
            <IconBuildingStore size={18} />
            <Text size="sm" fw={600} truncate style={{ flex: 1 }}>
              <bdi>{where}</bdi>
            </Text>
            <Badge color="gray" variant="light" size="sm">
              {t('appearance.preview')}
            </Badge>
          </div>
          <div className={classes.tabs}>
            {tabs.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('appearance.noCategories')}{' '}
                <Anchor component={Link} to="/dashboard/products/categories" size="sm">
                  {t('appearance.openCategories')}
                </Anchor>
              </Text>
            ) : (
              <SortableList<LocalRow>
                items={tabs}
                getId={(c) => c.id}
                itemLabel={(c) => displayName(c, lang)}
                layout="horizontal"
                handle={false}
                disabled={!canOrderTabs}
                onActivate={(c) => setSelected(c.id)}
                onReorder={(ids) => void reorder(categories, sortOrderCalls.categories, ids, tabs)}
                data-testid="till-tabs"
                renderItem={(c, { dragging }) => (
                  <CategoryTab
                    row={c}
                    name={displayName(c, lang)}
                    selected={c.id === current?.id}
                    pending={pendingCategories.has(c.id)}
                    dragging={dragging}
                  />
                )}
              />
            )}
          </div>
          <div className={classes.grid}>
            {current && shown.length === 0 ? (
              <Group gap="xs" c="dimmed" p="md">
                <IconInfoCircle size={18} />
                <Text size="sm">{t('appearance.noProducts', { location: where })}</Text>
              </Group>
            ) : null}
            {shown.length > 0 ? (
              <SortableList<LocalRow>
                items={shown}
                getId={(p) => p.id}
                itemLabel={(p) => displayName(p, lang)}
                layout="grid"
                handle={false}
                minItemWidth={128}
                gap="sm"
                disabled={!canOrderTiles}
                onActivate={(p) => setEditing({ kind: 'product', id: p.id })}
                onReorder={(ids) => void reorder(products, sortOrderCalls.products, ids, shown)}
                data-testid="till-grid"
                renderItem={(p, { dragging }) => (
                  <TillTile
                    name={displayName(p, lang)}
                    price={money.format(priceAt(p, locationId))}
                    color={typeof p.color === 'string' ? p.color : null}
                    imageUrl={typeof p.image_url === 'string' ? p.image_url : ''}
                    fallbackColor={typeof current?.color === 'string' ? current.color : null}
                    pending={pendingProducts.has(p.id)}
                    dragging={dragging}
                  />
                )}
              />
            ) : null}
            {hidden > 0 ? (
              <Text size="xs" c="dimmed" mt="sm" data-testid="till-hidden">
                {t('appearance.hidden', { count: hidden, location: where })}
              </Text>
            ) : null}
          </div>
          <aside className={classes.ticket} aria-label={t('appearance.ticket')}>
            <Group
              justify="space-between"
              p="md"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text fw={700}>{t('appearance.ticket')}</Text>
              <Badge variant="light">{t('appearance.dineIn')}</Badge>
            </Group>
            <div className={classes.ticketBody}>
              <Stack gap={6} align="center" c="dimmed">
                <IconReceipt size={36} stroke={1.3} />
                <Text size="sm">{t('appearance.ticketEmpty')}</Text>
              </Stack>
            </div>
            <div className={classes.ticketFoot}>
              <Group justify="space-between" mb="sm">
                <Text fw={700}>{t('appearance.total')}</Text>
                <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money.format(0)}
                </Text>
              </Group>
              <Button fullWidth size="lg" disabled tabIndex={-1}>
                {t('appearance.pay')}
              </Button>
            </div>
          </aside>
        </div>
      </Stack>
      {editing && editingRow ? (
        <TillEditor
          def={editing.kind === 'category' ? categories : products}
          row={editingRow}
          name={displayName(editingRow, lang)}
          calls={editing.kind === 'category' ? categoryImageCalls : productImageCalls}
          readOnly={
            (editing.kind === 'category' ? categoryAccess : productAccess).accessOf(editingRow) !==
            'full'
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function CategoryTab({
  row,
  name,
  selected,
  pending,
  dragging,
}: {
  row: LocalRow;
  name: string;
  selected: boolean;
  pending: boolean;
  dragging: boolean;
}) {
  const color = typeof row.color === 'string' && row.color ? row.color : '#546e7a';
  const light = textOn(color) === 'light';
  const image = useImageUrl(
    typeof row.image_url === 'string' && row.image_url ? row.image_url : null,
  );
  return (
    <div
      className={classes.tab}
      data-selected={selected || undefined}
      style={{
        background: color,
        color: light ? '#fff' : '#1a1b1e',
        boxShadow: dragging ? 'var(--mantine-shadow-xl)' : undefined,
      }}
      data-testid="till-tab"
    >
      {image ? <img src={image} alt="" className={classes.tabImage} draggable={false} /> : null}
      <bdi className={classes.tabName}>{name}</bdi>
      {pending ? (
        <Badge size="xs" color="orange" variant="filled" style={{ flex: '0 0 auto' }}>
          •
        </Badge>
      ) : null}
    </div>
  );
}
