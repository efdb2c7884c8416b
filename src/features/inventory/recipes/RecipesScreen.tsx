import {
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/list/Pager';
import { useGrant } from '@/shared/access';
import { useActiveMoney } from '@/shared/location/useMoney';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { mayWrite } from '@/components/entity/EntityScreen';
import { PageHeader } from '@/components/PageHeader';
import { moneyFormat } from '@/lib/money';
import { useAction } from '@/shared/useAction';
import {
  queryRecipes,
  type RecipeListRow,
  type RecipeMode,
  type RecipeSort,
} from './data/recipeRows';
import { useRecipeWrites, type RecipeWrites } from './data/recipeWrites';
import { ownerDefs, useRecipeRows } from './data/useRecipeRows';
import { RecipeDrawer } from './RecipeDrawer';
import { exportRecipes, recipeSheet } from './recipeExport';
import { RecipeImportDialog } from './RecipeImportDialog';
import { RecipeTable } from './RecipeTable';
import classes from './recipes.module.css';

const LIMIT = 10;
const recipePagerIds = { range: 'recipe-total' };

/**
 * Every recipe (products, modifier items, prepared materials) from the local store, so it works
 * offline: counts of materials used, search, kind, sort, paging, costs rolled up through sub-recipes,
 * editing in a drawer, bulk delete (empties the recipes), export and import.
 */
export function RecipesScreen() {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const grant = useGrant();
  const writes = useRecipeWrites();
  const money = useActiveMoney();
  const unitMoney = useMemo(
    () => moneyFormat(lang, money.currency, Math.max(money.decimals, 4)),
    [lang, money.currency, money.decimals],
  );
  const { loading, rows, counts, costs, store } = useRecipeRows();
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<RecipeMode>('all');
  const [sort, setSort] = useState<RecipeSort>('name');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const writable = mayWrite(grant, ownerDefs.material);
  const result = queryRecipes(rows, { search, mode, sort, page, limit: LIMIT }, lang);
  const opened = open ? rows.find((r) => r.id === open) : undefined;
  const fmt = (n: number) => n.toLocaleString(lang);

  const select = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const emptying = useAction(
    async (w: RecipeWrites, chosen: RecipeListRow[]) => {
      await w.saveAll(chosen.map((r) => ({ owner: r.owner, id: r.id, lines: [] })));
      return chosen.length;
    },
    { failed: t('recipes.saveFailed'), done: (count) => t('recipes.deleted', { count }) },
  );
  const empty = async () => {
    if (!writes) return;
    const chosen = rows.filter((r) => selected.has(r.id) && r.lines.length > 0);
    if ((await emptying.run(writes, chosen)) !== undefined) setSelected(new Set());
    setConfirm(false);
  };

  const download = useAction(
    () => {
      const matching = queryRecipes(rows, { search, mode, sort, page: 1, limit: 1_000_000 }, lang);
      return exportRecipes(recipeSheet(matching.data, store.materials, costs, t, lang));
    },
    { failed: t('recipes.exportFailed'), done: (file) => t('recipes.exported', { file }) },
  );

  const stat = (label: string, value: number, id: string) => (
    <Card withBorder radius="md" p="sm" data-testid={`recipe-count-${id}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" className={classes.counts}>
        {fmt(value)}
      </Text>
    </Card>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('recipes.title')}
        description={t('recipes.description')}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void download.run()}
              data-testid="recipe-export"
            >
              {t('export')}
            </Button>
            {writable ? (
              <Button
                variant="default"
                leftSection={<IconUpload size={16} />}
                onClick={() => setImporting(true)}
                data-testid="recipe-import-open"
              >
                {t('import')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={3} spacing="sm">
        {stat(t('recipes.counts.rm'), counts.rmCount, 'rm')}
        {stat(t('recipes.counts.sr'), counts.srCount, 'sr')}
        {stat(t('recipes.counts.total'), counts.total, 'total')}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('recipes.search')}
          aria-label={t('recipes.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          data-testid="recipe-search"
        />
        <SegmentedControl
          value={mode}
          onChange={(v) => {
            setMode(v as RecipeMode);
            setPage(1);
          }}
          data={(['all', 'product', 'material'] as const).map((m) => ({
            value: m,
            label: t(`recipes.mode.${m}`),
          }))}
          data-testid="recipe-mode"
        />
        <Select
          aria-label={t('recipes.sort.label')}
          value={sort}
          onChange={(v) => setSort((v as RecipeSort | null) ?? 'name')}
          allowDeselect={false}
          data={(['name', 'cost', 'lines'] as const).map((s) => ({
            value: s,
            label: t(`recipes.sort.${s}`),
          }))}
          w={170}
        />
      </Group>
      {selected.size > 0 && writable ? (
        <Group gap="sm">
          <Text size="sm">{t('recipes.selected', { count: selected.size })}</Text>
          <Button
            color="red"
            variant="light"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirm(true)}
            data-testid="recipe-bulk-delete"
          >
            {t('recipes.bulkDelete')}
          </Button>
        </Group>
      ) : null}
      <Card withBorder radius="md" p={0}>
        {loading ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : result.data.length === 0 ? (
          <Text c="dimmed" p="lg" ta="center">
            {t('recipes.empty')}
          </Text>
        ) : (
          <RecipeTable
            rows={result.data}
            selected={selected}
            onSelect={select}
            onOpen={(r) => setOpen(r.id)}
            money={money}
            unitMoney={unitMoney}
          />
        )}
      </Card>
      <Pager
        page={result.pagination.page}
        limit={result.pagination.limit}
        total={result.pagination.total}
        onPage={setPage}
        range={t('recipes.total', { count: result.pagination.total })}
        testIds={recipePagerIds}
      />
      {opened ? (
        <RecipeDrawer
          key={opened.id}
          recipe={opened}
          materials={store.materials}
          costs={costs}
          unitMoney={unitMoney}
          readOnly={!writable}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {importing ? <RecipeImportDialog store={store} onClose={() => setImporting(false)} /> : null}
      <ConfirmDialog
        opened={confirm}
        title={t('recipes.bulkDelete')}
        message={t('recipes.confirmDelete', { count: selected.size })}
        confirmLabel={t('recipes.bulkDelete')}
        danger
        onConfirm={() => void empty()}
        onCancel={() => setConfirm(false)}
      />
    </Stack>
  );
}
