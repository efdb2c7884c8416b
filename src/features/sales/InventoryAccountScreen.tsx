import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useInventoryAccount } from './data/salesReads';
import { FigureStrip } from './FigureStrip';
import {
  inventoryAccountColumns,
  inventoryAccountTotals,
  type InventoryAccountReply,
} from './inventoryAccountTable';
import { SalesAccess } from './SalesAccess';
import { cellFormatter, formatPeriod, type CellFormat } from './salesFormats';
import { SalesScreen } from './SalesScreen';
import { salesSearch } from './salesSearch';
import { SalesTable } from './SalesTable';
import { tableSheet } from './tableColumns';
import { useSalesMoney } from './data/useSalesMoney';
import { useSalesView } from './useSalesView';

/**
 * `/dashboard/sales/inventory-account`: the cost of the materials sales used, per business day and
 * material category (cost of goods sold), against net sales; products sold without a recipe are
 * listed apart, since what they used is unknown.
 */
export function InventoryAccountScreen() {
  const { t } = useTranslation('sales');
  return (
    <SalesAccess title={t('inventoryAccount.title')}>
      <InventoryAccount />
    </SalesAccess>
  );
}

function InventoryAccount() {
  // The totals row's word is the reports' own, in every table, file and email.
  const { t, i18n } = useTranslation(['sales', 'reporting']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const view = useSalesView(salesSearch);
  const read = useInventoryAccount(view.query, view.readOptions);
  const { money, mixed } = useSalesMoney(view.locationId, view.all, read.data?.currencies);
  const format = useMemo(() => cellFormatter(lang, money), [lang, money]);

  const data = read.data;
  const table = useMemo(() => {
    if (!data) return null;
    const totals = inventoryAccountTotals(data);
    return { totals, columns: inventoryAccountColumns(data, totals, t) };
  }, [data, t]);

  const onExport = useCallback(async () => {
    if (!data || !table) throw new Error('nothing to export');
    const sheet = tableSheet(table.columns, data.data, {
      currency: money.currency,
      totalLabel: t('reporting:table.total'),
    });
    return exportSpreadsheet('inventory-account', {
      sheetName: t('inventoryAccount.title'),
      ...sheet,
    });
  }, [data, table, money.currency, t]);

  return (
    <SalesScreen
      title={t('inventoryAccount.title')}
      description={t('inventoryAccount.description')}
      view={view}
      read={read}
      mixed={mixed}
      onExport={onExport}
      data-testid="inventory-account"
    >
      {(reply) =>
        table ? (
          <>
            <FigureStrip
              figures={[
                {
                  key: 'cost',
                  label: t('inventoryAccount.columns.cost'),
                  value: format('money', table.totals.cost),
                },
                {
                  key: 'net_sales',
                  label: t('inventoryAccount.columns.net_sales'),
                  value: format('money', table.totals.net_sales),
                },
                {
                  key: 'food_cost_pct',
                  label: t('inventoryAccount.columns.food_cost_pct'),
                  value: format('percent', table.totals.food_cost_pct),
                  main: true,
                },
              ]}
            />
            <Card withBorder radius="md" padding="xs">
              <SalesTable
                caption={t('inventoryAccount.caption', {
                  period: formatPeriod(lang, view.period.from, view.period.to),
                })}
                columns={table.columns}
                rows={reply.data}
                rowKey={(day) => day.date}
                format={format}
                totalLabel={t('reporting:table.total')}
                data-testid="inventory-account-table"
              />
            </Card>
            <WithoutRecipe products={reply.without_recipe} format={format} />
          </>
        ) : null
      }
    </SalesScreen>
  );
}

/** How many products without a recipe show before the user asks for all of them. */
const FIRST_SHOWN = 12;

/** Products sold without a recipe: what they used is unknown, so it is not in the cost above. */
function WithoutRecipe({
  products,
  format,
}: {
  products: InventoryAccountReply['without_recipe'];
  format: CellFormat;
}) {
  const { t } = useTranslation('sales');
  const [showAll, setShowAll] = useState(false);
  if (products.length === 0) return null;
  const shown = showAll ? products : products.slice(0, FIRST_SHOWN);
  return (
    <Card withBorder radius="md" padding="md" data-testid="without-recipe">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconChefHat size={20} aria-hidden />
          <Title order={3} size="h4">
            {t('inventoryAccount.withoutRecipe.title', { count: products.length })}
          </Title>
        </Group>
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">{t('inventoryAccount.withoutRecipe.message')}</Text>
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={6}>
          {shown.map((product) => (
            <Group
              key={product.product_id}
              gap="xs"
              justify="space-between"
              wrap="nowrap"
              data-testid="without-recipe-product"
            >
              <Anchor
                renderRoot={(props) => (
                  <Link
                    to="/dashboard/products/products/$productId"
                    params={{ productId: product.product_id }}
                    {...props}
                  />
                )}
                size="sm"
                lineClamp={1}
                data-testid="without-recipe-link"
              >
                <bdi>{product.name || t('items.none.product')}</bdi>
              </Anchor>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('inventoryAccount.withoutRecipe.sold', {
                  quantity: format('quantity', product.quantity),
                })}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        {products.length > FIRST_SHOWN ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShowAll((all) => !all)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="without-recipe-toggle"
          >
            {showAll
              ? t('inventoryAccount.withoutRecipe.showFewer')
              : t('inventoryAccount.withoutRecipe.showAll', {
                  total: format('quantity', products.length),
                })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
