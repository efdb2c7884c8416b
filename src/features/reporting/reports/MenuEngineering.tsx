import { aggregateReportCalls } from '@contract/frameReportCalls';
import { menuClasses, type MenuClass } from '@contract/reports';
import { Card, Group, Select, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadState } from '@/components/reports/ReadState';
import { numberFormat } from '@/lib/formats';
import { useCallRead } from '@/components/reports/useServerRead';
import type { Quadrant } from '../frame/chartOption';
import type { ReportChart } from '../frame/definition';
import { cellText } from '../frame/format';
import { everyRow } from '../frame/inMemory';
import { ReportChartCard } from '../frame/ReportChartCard';
import type { ReportSlot } from '../frame/slot';
import { categoriesBySales, classCounts } from './menuData';
import { menuClassLook } from './MenuClassBadge';
import type { ProductReply, ProductRow } from './product';

const quadrantChart: ReportChart = {
  kind: 'quadrant',
  title: 'menu.chartTitle',
  label: 'item_id',
  values: ['popularity', 'margin', 'menu_class'],
};

/**
 * Menu engineering (Kasavana and Smith) of one category at a time: each product's popularity
 * against its margin, with the lines where the server drew the classes, and what each class says
 * to do. Reads every product of the period at once (a menu is far under one page of 5000).
 */
export function MenuEngineering({ slot }: { slot: ReportSlot<ProductRow, ProductReply> }) {
  const { t } = useTranslation('reporting');
  const theme = useMantineTheme();
  const { read, view, ctx, names, columns } = slot;
  // The report's own call again, every product at once: read once the table's is known.
  const menu = useCallRead(
    read.call && aggregateReportCalls.products,
    { query: everyRow(read.query, 'net_sales') },
    { day: read.query.from === undefined ? view.today : undefined },
  );
  const reply = menu.data;
  const categories = useMemo(() => categoriesBySales(reply?.items ?? []), [reply]);
  const asked = view.search.menu_category;
  const category = categories.find((c) => c === asked) ?? categories[0];
  const rows = useMemo(
    () =>
      (reply?.items ?? []).filter(
        (r) => r.item_kind === 'product' && (r.category_id ?? '') === (category ?? ''),
      ),
    [reply, category],
  );
  const thresholds = reply?.menu_thresholds.find((c) => (c.category_id ?? '') === (category ?? ''));
  const money = columns.find((c) => c.key === 'margin')!;
  const percent = columns.find((c) => c.key === 'popularity')!;

  const quadrant = useMemo<Quadrant | undefined>(() => {
    if (!thresholds) return undefined;
    const color = (c: MenuClass) => theme.colors[menuClassLook[c].color]![6];
    return {
      points: rows.flatMap((row) =>
        row.menu_class && row.margin !== null && row.popularity !== null
          ? [
              {
                name: cellText(columns[0]!, row, ctx),
                x: row.popularity,
                y: row.margin,
                color: color(row.menu_class),
              },
            ]
          : [],
      ),
      x: thresholds.popularity,
      y: thresholds.margin,
      xName: t('columns.popularity'),
      yName: t('columns.margin'),
      formatX: (v) => cellText(percent, {} as ProductRow, ctx, v),
      formatY: (v) => cellText(money, {} as ProductRow, ctx, v),
      compactY: (v) => numberFormat(ctx.lang, { notation: 'compact' }).format(v),
    };
  }, [thresholds, rows, columns, ctx, t, theme, money, percent]);

  if (!reply) {
    return (
      <ReadState read={menu} height={360}>
        {() => null}
      </ReadState>
    );
  }
  const counts = classCounts(rows);
  const categoryName = (id: string) =>
    id === '' ? t('menu.noCategory') : (names.name('categories', id) ?? t('table.unknown'));
  return (
    <Stack gap="md" data-testid="menu-engineering">
      <ReportChartCard
        spec={quadrantChart}
        columns={columns}
        rows={rows.filter((r) => r.menu_class !== null)}
        rowKey={(row) => row.item_id}
        ctx={ctx}
        pending={null}
        quadrant={quadrant}
        description={
          thresholds
            ? t('menu.thresholds', {
                popularity: quadrant?.formatX(thresholds.popularity),
                margin: quadrant?.formatY(thresholds.margin),
              })
            : undefined
        }
        controls={
          categories.length > 0 ? (
            <Select
              aria-label={t('menu.category')}
              data={categories.map((id) => ({ value: id, label: categoryName(id) }))}
              value={category ?? null}
              onChange={(value) => view.update({ menu_category: value ?? undefined })}
              allowDeselect={false}
              size="xs"
              w={200}
              comboboxProps={{ withinPortal: true }}
              data-testid="menu-category"
            />
          ) : null
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {menuClasses.map((menuClass) => {
          const { color, icon: Icon } = menuClassLook[menuClass];
          return (
            <Card
              key={menuClass}
              withBorder
              radius="md"
              padding="sm"
              data-testid={`menu-${menuClass}`}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Icon
                  size={22}
                  color={theme.colors[color]![6]}
                  aria-hidden
                  style={{ flexShrink: 0 }}
                />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t('menu.count', {
                      name: t(`menuClass.${menuClass}`),
                      n: counts[menuClass],
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`menu.advice.${menuClass}`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {counts.unclassified > 0 ? (
        <Text size="sm" c="dimmed" data-testid="menu-unclassified">
          {t('menu.unclassified', { count: counts.unclassified })}
        </Text>
      ) : null}
    </Stack>
  );
}
