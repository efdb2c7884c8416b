import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastBacktestReply, OrderingOutcome } from '@contract/forecast';
import type { MoneyFormat } from '@/lib/money';
import { dateTimeFormat, numberFormat } from '@/lib/formats';

/**
 * How good the forecast was on the location's own past (issue 27), the same on the forecast screen
 * and in the "Forecast accuracy" report: the overall error and what it means, the stock-outs and
 * over-stock ordering by forecast and ordering to par would have caused, per product and material.
 */
export function BacktestFigures({
  reply,
  money,
}: {
  reply: ForecastBacktestReply;
  /** Amounts in the location's currency. */
  money: MoneyFormat;
}) {
  const { t, i18n } = useTranslation(['forecast', 'purchasing']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const f = backtestFormats(lang);
  /** The material's unit as purchasing writes it in the user's language ("g" is "غ"). */
  const unitOf = (unit: string) => t(`purchasing:units.${unit}`, { defaultValue: unit });
  return (
    <Stack gap="md" data-testid="forecast-backtest">
      <Card withBorder radius="md">
        <Text size="sm" c="dimmed">
          {t('backtest.overall')}
        </Text>
        <Text fw={700} fz={28} data-testid="forecast-overall-error">
          {f.percent(reply.error)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('backtest.definition', { from: f.date(reply.from), to: f.date(reply.to) })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <OutcomeCard
          title={t('backtest.byForecast')}
          outcome={reply.by_forecast}
          money={money}
          testId="forecast-outcome-forecast"
        />
        <OutcomeCard
          title={t('backtest.byPar')}
          outcome={reply.by_par}
          money={money}
          testId="forecast-outcome-par"
        />
      </SimpleGrid>
      <TableCard title={t('backtest.products')} minWidth={420} testId="forecast-backtest-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.product')}</Table.Th>
            <Table.Th ta="end">{t('columns.sold')}</Table.Th>
            <Table.Th ta="end">{t('columns.forecast')}</Table.Th>
            <Table.Th ta="end">{t('columns.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reply.products.map((p) => (
            <Table.Tr key={p.product_id}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="end">{f.quantity(p.sold)}</Table.Td>
              <Table.Td ta="end">{f.quantity(p.forecast)}</Table.Td>
              <Table.Td ta="end">{f.percent(p.error)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TableCard>
      <TableCard
        title={t('backtest.materials')}
        minWidth={820}
        testId="forecast-backtest-materials"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.material')}</Table.Th>
            <Table.Th ta="end">{t('columns.used')}</Table.Th>
            <Table.Th ta="end">{t('columns.forecast')}</Table.Th>
            <Table.Th ta="end">{t('columns.error')}</Table.Th>
            <Table.Th ta="end">{t('columns.stockoutsForecast')}</Table.Th>
            <Table.Th ta="end">{t('columns.stockoutsPar')}</Table.Th>
            <Table.Th ta="end">{t('columns.overstockForecast')}</Table.Th>
            <Table.Th ta="end">{t('columns.overstockPar')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reply.materials.map((m) => (
            <Table.Tr key={m.material_id}>
              <Table.Td>{m.name}</Table.Td>
              <Table.Td ta="end" style={noWrap}>
                {`${f.quantity(m.used)} ${unitOf(m.unit)}`}
              </Table.Td>
              <Table.Td ta="end" style={noWrap}>
                {`${f.quantity(m.forecast)} ${unitOf(m.unit)}`}
              </Table.Td>
              <Table.Td ta="end">{f.percent(m.error)}</Table.Td>
              <Table.Td ta="end">{f.quantity(m.by_forecast.stockout_days)}</Table.Td>
              <Table.Td ta="end">{f.quantity(m.by_par.stockout_days)}</Table.Td>
              <Table.Td ta="end" style={noWrap}>
                {money.format(m.by_forecast.overstock_value)}
              </Table.Td>
              <Table.Td ta="end" style={noWrap}>
                {money.format(m.by_par.overstock_value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TableCard>
    </Stack>
  );
}

const noWrap = { whiteSpace: 'nowrap' } as const;

/** A titled card holding one table of the backtest, scrolling sideways on a narrow screen. */
function TableCard({
  title,
  minWidth,
  testId,
  children,
}: {
  title: string;
  minWidth: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} size="h5" p="md">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing="xs" data-testid={testId}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function OutcomeCard({
  title,
  outcome,
  money,
  testId,
}: {
  title: string;
  outcome: OrderingOutcome;
  money: MoneyFormat;
  testId: string;
}) {
  const { t, i18n } = useTranslation('forecast');
  const f = backtestFormats(i18n.resolvedLanguage ?? 'en');
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <SimpleGrid cols={2} spacing="sm" mt="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('backtest.stockoutDays')}
          </Text>
          <Text fw={700} size="lg">
            {f.quantity(outcome.stockout_days)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('backtest.overstockValue')}
          </Text>
          <Text fw={700} size="lg">
            {money.format(outcome.overstock_value)}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** Quantities, errors (WAPE fractions as percentages) and business dates in the user's language. */
export function backtestFormats(lang: string) {
  const quantity = numberFormat(lang, { maximumFractionDigits: 1 });
  const share = numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const day = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    quantity: (n: number) => quantity.format(n),
    percent: (fraction: number | null) => (fraction === null ? '—' : share.format(fraction)),
    date: (iso: string) => day.format(new Date(`${iso}T12:00:00Z`)),
  };
}
