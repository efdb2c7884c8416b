import { ActionIcon, Button, Group, Stack, Tabs, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconList, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { EntityScreen } from '@/components/entity/EntityScreen';
import type { AnyEntityConfig } from '@/components/entity/types';
import type { LocalRow } from '@/data/db';
import { useSession } from '../../shared/data/local';
import { ProductEnvProvider } from '../productEnv';
import { addonsEntity, productsEntity } from '../productsEntity';
import { useProductEnvValue } from '../useProductEnvValue';
import { productBulkActions } from './productBulkActions';
import { useBulkPrompt } from './useBulkPrompt';

const ProductReorder = lazy(() =>
  import('./ProductReorder').then((m) => ({ default: m.ProductReorder })),
);
const RecentlyDeleted = lazy(() =>
  import('./RecentlyDeleted').then((m) => ({ default: m.RecentlyDeleted })),
);
const DeleteAllDialog = lazy(() =>
  import('./DeleteAllDialog').then((m) => ({ default: m.DeleteAllDialog })),
);

type View = 'list' | 'reorder' | 'deleted';

/**
 * The products list (or the add-ons list): the generic entity list with the products' bulk actions,
 * plus the order on the till (drag and drop), recently deleted products, and, for administrators,
 * deleting every product. Everything but the list loads when first opened.
 */
export function ProductsScreen({ kind }: { kind: 'products' | 'addons' }) {
  const { t } = useTranslation(['products', 'entity', 'resources']);
  const navigate = useNavigate();
  const grant = useGrant();
  const { user } = useSession();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [view, setView] = useState<View>('list');
  const [deletingAll, setDeletingAll] = useState(false);
  const { ask, dialog } = useBulkPrompt();
  const env = useProductEnvValue({ productId: null });
  const addons = kind === 'addons';
  const coversAll = grant?.is_admin === true || user?.all_locations === true;
  const canWrite = grant !== null && can(grant, 'catalogue.write');
  // Deleting every product is for administrators only (the server refuses anyone else).
  const mayDeleteAll = !addons && grant?.is_admin === true && can(grant, 'catalogue.delete_all');

  const config = useMemo<AnyEntityConfig>(() => {
    const base = addons ? addonsEntity : productsEntity;
    return {
      ...base,
      bulkActions: productBulkActions({
        ask,
        decimals: env.money.decimals,
        limitedToOwnLocations: !coversAll,
      }),
    };
  }, [addons, ask, env.money.decimals, coversAll]);

  // A product opens in its full form, on its own page: the list's drawer would leave out its
  // modifiers, prices per channel, recipe and the PLU check before saving.
  const open = useCallback(
    (productId: string) =>
      void navigate({ to: '/dashboard/products/products/$productId', params: { productId } }),
    [navigate],
  );
  const openRow = useCallback((row: LocalRow) => open(row.id), [open]);
  const add = useCallback(
    () => void navigate({ to: '/dashboard/products/create', search: addons ? { addon: 1 } : {} }),
    [navigate, addons],
  );

  return (
    <ProductEnvProvider value={env}>
      <Stack gap="md">
        {/* Delete-all sits beside the tab list, not in it: a tab list holds only tabs. */}
        <Group gap="xs" wrap="nowrap" align="center">
          <Tabs
            value={view}
            onChange={(v) => setView((v as View | null) ?? 'list')}
            keepMounted={false}
            data-testid="products-views"
            style={{ flex: 1, minWidth: 0 }}
          >
            <Tabs.List>
              <Tabs.Tab value="list" leftSection={<IconList size={16} />}>
                {addons ? t('views.addons') : t('views.list')}
              </Tabs.Tab>
              <Tabs.Tab
                value="reorder"
                leftSection={<IconArrowsSort size={16} />}
                data-testid="view-reorder"
              >
                {t('views.reorder')}
              </Tabs.Tab>
              <Tabs.Tab
                value="deleted"
                leftSection={<IconTrash size={16} />}
                data-testid="view-deleted"
              >
                {t('views.deleted')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {mayDeleteAll ? (
            phone ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('deleteAll.button')}
                onClick={() => setDeletingAll(true)}
                data-testid="delete-all-open"
              >
                <IconTrashX size={18} />
              </ActionIcon>
            ) : (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrashX size={16} />}
                onClick={() => setDeletingAll(true)}
                data-testid="delete-all-open"
              >
                {t('deleteAll.button')}
              </Button>
            )
          ) : null}
        </Group>
        {view === 'list' ? (
          <EntityScreen config={config} money={env.money} onOpenRow={openRow} onAdd={add} />
        ) : null}
        {view !== 'list' ? (
          <Suspense fallback={null}>
            {view === 'reorder' ? (
              <ProductReorder addons={addons} canReorder={canWrite && coversAll} onOpen={open} />
            ) : (
              <RecentlyDeleted addons={addons} canRestore={canWrite && coversAll} />
            )}
          </Suspense>
        ) : null}
      </Stack>
      {dialog}
      {deletingAll ? (
        <Suspense fallback={null}>
          <DeleteAllDialog onClose={() => setDeletingAll(false)} />
        </Suspense>
      ) : null}
    </ProductEnvProvider>
  );
}
