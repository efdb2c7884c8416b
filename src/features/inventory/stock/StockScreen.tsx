import { Card, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { ReadState } from '@/components/reports/ReadState';
import { BlindNotice } from './shared/BlindNotice';
import { ChoiceFilter } from './shared/ChoiceFilter';
import { FiguresFrame } from './shared/FiguresFrame';
import { materialName, useMaterials } from './data/materials';
import { useMaterialCategories, useStockRead } from './data/reads';
import { Pager } from '@/components/list/Pager';
import { useUnitLabel } from './shared/Quantity';
import { useSearchPatch } from './shared/useSearchPatch';
import { useStockPlace } from './shared/useStockPlace';
import { exportStock } from './exportStock';
import { MaterialMovements } from './MaterialMovements';
import { STOCK_PAGE_SIZE, stockMatches, stockRows } from './stockRows';
import type { StockSearch } from './stockSearch';
import { StockCards } from './StockCards';
import { StockTable } from './StockTable';

const route = getRouteApi('/dashboard/inventory/stock');

/** `/dashboard/inventory/stock`: what is on hand at the active location, and what it is worth. */
export function StockScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  const header = <PageHeader title={t('stock.title')} description={t('stock.description')} />;
  if (!place.costs || !place.locationId) {
    return (
      <>
        {header}
        <BlindNotice />
      </>
    );
  }
  return <StockList locationId={place.locationId} />;
}

function StockList({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const search = route.useSearch();
  const money = useMoney(locationId);
  const materials = useMaterials();
  const phone = useMediaQuery('(max-width: 40em)') ?? false;
  const categories = useMaterialCategories();
  const read = useStockRead({ loc: locationId });
  const patch = useSearchPatch<StockSearch>();
  const view = useMemo(
    () => (read.data ? stockRows(read.data.items, search, lang) : null),
    [read.data, search, lang],
  );
  const categoryName = useMemo(() => {
    const names = new Map((categories ?? []).map((c) => [c.id, materialName(c, lang)] as const));
    return (id: string | null) => (id ? (names.get(id) ?? '') : '');
  }, [categories, lang]);
  const unitLabel = useUnitLabel();
  const onExport = useMemo(() => {
    const items = read.data?.items;
    if (!items) return null;
    return () =>
      exportStock(stockMatches(items, search, lang), {
        t,
        categoryName,
        unitLabel,
        currency: money.currency,
      });
  }, [read.data, search, lang, t, categoryName, unitLabel, money.currency]);

  return (
    <>
      <FiguresFrame
        title={t('stock.title')}
        description={t('stock.description')}
        read={read}
        onExport={onExport}
        filters={
          <>
            <TextInput
              aria-label={t('stock.search')}
              placeholder={t('stock.search')}
              leftSection={<IconSearch size={16} />}
              value={search.q ?? ''}
              onChange={(e) => patch({ q: e.currentTarget.value || undefined })}
              style={{ flex: '1 1 14rem' }}
              data-testid="stock-search"
            />
            <Select
              aria-label={t('stock.category')}
              placeholder={t('stock.allCategories')}
              data={(categories ?? [])
                .filter((c) => !c.deleted_at)
                .map((c) => ({ value: c.id, label: materialName(c, lang) }))}
              value={search.category ?? null}
              onChange={(v) => patch({ category: v ?? undefined })}
              clearable
              searchable
              style={{ flex: '1 1 9rem' }}
              comboboxProps={{ withinPortal: true }}
            />
            <ChoiceFilter
              label={t('stock.type')}
              placeholder={t('stock.allTypes')}
              choices={['RM', 'SR', 'FG'] as const}
              labelOf={(v) => t(`types.${v}`)}
              value={search.type}
              onChange={(type) => patch({ type })}
              width="1 1 9rem"
            />
            <ChoiceFilter
              label={t('stock.state')}
              placeholder={t('stock.allStates')}
              choices={['below', 'negative', 'zero'] as const}
              labelOf={(v) => t(`states.${v}`)}
              value={search.state}
              onChange={(state) => patch({ state })}
              width="1 1 9rem"
              data-testid="stock-state"
            />
          </>
        }
      >
        <ReadState read={read} height={360}>
          {(reply) => (
            <Card withBorder radius="md" padding="xs">
              {phone ? (
                <StockCards
                  rows={view?.rows ?? []}
                  total={reply.total}
                  money={money}
                  materials={materials}
                  onOpen={(id) => patch({ material: id, page: search.page })}
                />
              ) : (
                <StockTable
                  rows={view?.rows ?? []}
                  total={reply.total}
                  money={money}
                  materials={materials}
                  categoryName={categoryName}
                  sort={search.sort ?? 'name'}
                  dir={search.dir ?? 'asc'}
                  onSort={(sort, dir) => patch({ sort, dir })}
                  onOpen={(id) => patch({ material: id, page: search.page })}
                />
              )}
              <Pager
                page={view?.page ?? 1}
                limit={STOCK_PAGE_SIZE}
                total={view?.total ?? 0}
                onPage={(page) => patch({ page })}
                hideWhenEmpty
              />
            </Card>
          )}
        </ReadState>
      </FiguresFrame>
      <MaterialMovements
        locationId={locationId}
        materialId={search.material ?? null}
        materials={materials}
        onClose={() => patch({ material: undefined, page: search.page })}
      />
    </>
  );
}
