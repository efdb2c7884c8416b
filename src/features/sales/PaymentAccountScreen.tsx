import { Card, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { usePaymentAccount } from './data/salesReads';
import { FigureStrip } from './FigureStrip';
import {
  paymentAccountColumns,
  paymentAccountLines,
  paymentAccountTotals,
} from './paymentAccountTable';
import { SalesAccess } from './SalesAccess';
import { cellFormatter, formatPeriod } from './salesFormats';
import { SalesScreen } from './SalesScreen';
import { salesSearch } from './salesSearch';
import { SalesTable } from './SalesTable';
import { tableSheet } from './tableColumns';
import { useSalesMoney } from './data/useSalesMoney';
import { useSalesView } from './useSalesView';

const stripKeys = ['takings', 'refunded', 'tips', 'cash', 'to_bank'] as const;

/**
 * `/dashboard/sales/payment-account`: what was taken each business day by payment method, with
 * refunds and tips, the cash kept in the drawer and what goes to the bank.
 */
export function PaymentAccountScreen() {
  const { t } = useTranslation('sales');
  return (
    <SalesAccess title={t('paymentAccount.title')}>
      <PaymentAccount />
    </SalesAccess>
  );
}

function PaymentAccount() {
  // The totals row's word is the reports' own, in every table, file and email.
  const { t, i18n } = useTranslation(['sales', 'reporting']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const view = useSalesView(salesSearch);
  const read = usePaymentAccount(view.query, view.readOptions);
  const { money, mixed } = useSalesMoney(view.locationId, view.all, read.data?.currencies);
  const format = useMemo(() => cellFormatter(lang, money), [lang, money]);
  const { locations } = useActiveLocation();

  const data = read.data;
  const table = useMemo(() => {
    if (!data) return null;
    const lines = paymentAccountLines(data);
    const totals = paymentAccountTotals(lines);
    // A location column only when the figures are of more than one place.
    const named = new Map(locations.map((row) => [row.id, locationName(row, lang)]));
    const byLocation = data.locations.length > 1;
    const columns = paymentAccountColumns(data, totals, {
      t,
      locationName: byLocation ? (id) => named.get(id) ?? id : null,
    });
    return { lines, totals, columns };
  }, [data, locations, lang, t]);

  const onExport = useCallback(async () => {
    if (!table) throw new Error('nothing to export');
    const sheet = tableSheet(table.columns, table.lines, {
      currency: money.currency,
      totalLabel: t('reporting:table.total'),
    });
    return exportSpreadsheet('payment-account', { sheetName: t('paymentAccount.title'), ...sheet });
  }, [table, money.currency, t]);

  return (
    <SalesScreen
      title={t('paymentAccount.title')}
      description={t('paymentAccount.description')}
      view={view}
      read={read}
      mixed={mixed}
      onExport={onExport}
      data-testid="payment-account"
    >
      {() =>
        table ? (
          <>
            <FigureStrip
              figures={stripKeys.map((key) => ({
                key,
                label: t(`paymentAccount.columns.${key}`),
                value: format('money', table.totals[key]),
                main: key === 'to_bank',
              }))}
            />
            <Card withBorder radius="md" padding="xs">
              {table.lines.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl" data-testid="payment-account-empty">
                  {t('paymentAccount.empty')}
                </Text>
              ) : (
                <Stack gap="xs">
                  <SalesTable
                    caption={t('paymentAccount.caption', {
                      period: formatPeriod(lang, view.period.from, view.period.to),
                    })}
                    columns={table.columns}
                    rows={table.lines}
                    rowKey={(line) => line.key}
                    format={format}
                    totalLabel={t('reporting:table.total')}
                    data-testid="payment-account-table"
                  />
                  <Text size="xs" c="dimmed" px="xs">
                    {t('paymentAccount.note')}
                  </Text>
                </Stack>
              )}
            </Card>
          </>
        ) : null
      }
    </SalesScreen>
  );
}
