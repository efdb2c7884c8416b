import { Badge, Card, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { FigureStrip } from './FigureStrip';
import { categoryGroups, ItemsControls } from './ItemsControls';
import { useSalesItems } from './data/salesReads';
import { itemColumns, kindColumn, type ItemRow } from './itemColumns';
import { SalesAccess } from './SalesAccess';
import { cellFormatter, formatPeriod, type CellFormat } from './salesFormats';
import { SalesScreen } from './SalesScreen';
import { groupOf, itemsSearch } from './salesSearch';
import { SalesTable } from './SalesTable';
import { firstDirOf, nextSort, sortRows, tableSheet, type SalesColumn } from './tableColumns';
import { useSalesMoney } from './data/useSalesMoney';
import { useSalesView } from './useSalesView';

const stripKeys = [
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
] as const;

/**
 * `/dashboard/sales-items` and `/dashboard/sales/items`: item-level sales, what sold, how many (and
 * how many came back), at what average price and for how much, by product, category, day, channel
 * or location, with the period's totals. A product's modifiers are rows of their own.
 */
export function SalesItemsScreen() {
  const { t } = useTranslation('sales');
  return (
    <SalesAccess title={t('items.title')}>
      <SalesItems />
    </SalesAccess>
  );
}

function SalesItems() {
  // The totals row's word is the reports' own, in every table, file and email.
  const { t, i18n } = useTranslation(['sales', 'reporting']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const view = useSalesView(itemsSearch);
  const { search } = view;
  const group = groupOf(search);
  const category = categoryGroups.includes(group) ? search.category : undefined;
  const query = useMemo(
    () => ({
      ...view.query,
      group,
      ...(category ? { category_id: category } : {}),
      ...(search.q ? { search: search.q } : {}),
    }),
    [view.query, group, category, search.q],
  );
  const read = useSalesItems(query, view.readOptions);
  const { money, mixed } = useSalesMoney(view.locationId, view.all, read.data?.currencies);
  const format = useMemo(() => cellFormatter(lang, money), [lang, money]);

  // While another grouping loads, the previous figures stay on screen with their own columns.
  const data = read.data;
  const columns = useMemo(() => (data ? itemColumns(data.group, data.totals, t) : []), [data, t]);
  const sortColumn = columns.find((c) => c.key === search.sort);
  const sort = useMemo(
    () =>
      sortColumn ? { key: sortColumn.key, dir: search.dir ?? firstDirOf(sortColumn.kind) } : null,
    [sortColumn, search.dir],
  );
  const rows = useMemo(
    () => (data ? sortRows(data.data, sortColumn, sort?.dir ?? 'asc', lang) : []),
    [data, sortColumn, sort?.dir, lang],
  );
  const { update } = view;
  const onSort = useCallback(
    (column: SalesColumn<ItemRow>) => {
      const next = nextSort(sort, column);
      update({ sort: next.key, dir: next.dir });
    },
    [sort, update],
  );

  const onExport = useCallback(async () => {
    if (!data) throw new Error('nothing to export');
    const [name, ...rest] = columns;
    const sheet = tableSheet(
      data.group === 'product' ? [name!, kindColumn(t), ...rest] : columns,
      rows,
      { currency: money.currency, totalLabel: t('reporting:table.total') },
    );
    return exportSpreadsheet('sales-items', { sheetName: t('items.title'), ...sheet });
  }, [data, columns, rows, money.currency, t]);

  return (
    <SalesScreen
      title={t('items.title')}
      description={t('items.description')}
      view={view}
      read={read}
      mixed={mixed}
      onExport={onExport}
      controls={<ItemsControls search={search} update={update} />}
      data-testid="sales-items"
    >
      {(reply) => (
        <>
          <FigureStrip
            figures={stripKeys.map((key) => ({
              key,
              label: t(`items.columns.${key}`),
              value: format('money', reply.totals[key]),
              main: key === 'net_sales',
            }))}
          />
          <Card withBorder radius="md" padding="xs">
            {rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" data-testid="items-empty">
                {search.q ? t('items.noMatch', { search: search.q }) : t('items.empty')}
              </Text>
            ) : (
              <SalesTable
                caption={t('items.caption', {
                  period: formatPeriod(lang, view.period.from, view.period.to),
                })}
                columns={columns}
                rows={rows}
                rowKey={(row) => `${row.item_kind ?? ''}|${row.key}|${row.category ?? ''}`}
                format={format}
                render={{
                  name: (row) => <ItemName row={row} format={format} column={columns[0]!} />,
                }}
                totalLabel={t('reporting:table.total')}
                sort={sort}
                onSort={onSort}
                rowProps={(row) => ({ 'data-kind': row.item_kind ?? reply.group })}
                data-testid="items-table"
              />
            )}
          </Card>
        </>
      )}
    </SalesScreen>
  );
}

/** A row's name as the business wrote it, a modifier marked as one. */
function ItemName({
  row,
  format,
  column,
}: {
  row: ItemRow;
  format: CellFormat;
  column: SalesColumn<ItemRow>;
}) {
  const { t } = useTranslation('sales');
  const text = format(column.kind, column.value(row));
  return (
    <Stack gap={2} align="flex-start" ps={row.item_kind === 'modifier' ? 'sm' : 0}>
      <Text size="sm" fw={row.item_kind === 'modifier' ? 400 : 500} lineClamp={2}>
        {column.kind === 'text' ? <bdi>{text}</bdi> : text}
      </Text>
      {row.item_kind === 'modifier' ? (
        <Badge size="xs" variant="light" color="grape">
          {t('items.kind.modifier')}
        </Badge>
      ) : null}
    </Stack>
  );
}
