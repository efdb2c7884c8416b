import type { CallReadArgs, CallReply } from '@contract/call';
import { advancedPaymentCalls } from '@contract/frameReportCalls';
import { MAX_REPORT_PAGE } from '@contract/reports';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeOf } from '@/components/reports/change';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { ReadState } from '@/components/reports/ReadState';
import { useCallRead, type ServerRead } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { ReportReply } from '../frame/definition';
import { reportRange } from '../frame/format';
import { withoutPaging } from '../frame/inMemory';
import type { ReportSlot } from '../frame/slot';
import classes from './reports.module.css';

/** The advanced payment report's other calls. */
type AdvancedRead = (typeof advancedPaymentCalls)[
  'summary' | 'paymentCategories' | 'chartData' | 'paymentBreakdown'];

/**
 * One of the advanced payment report's other calls, for the same period, place and filter as the
 * transactions: every row at once (a period's methods, kinds and days are far under 5000), kept for
 * offline use like the report.
 */
export function useAdvancedRead<C extends AdvancedRead, Row, Reply extends ReportReply<Row>>(
  slot: ReportSlot<Row, Reply>,
  declaration: C,
  order?: { sort: string; dir: 'asc' | 'desc' },
): ServerRead<CallReply<C>> {
  const { read, view } = slot;
  const query = {
    ...withoutPaging(read.query),
    ...order,
    ...(order ? { limit: MAX_REPORT_PAGE } : {}),
  };
  // Every one of them takes the report's query (`reportQuery`), which a generic `C` does not show.
  return useCallRead(declaration, { query } as CallReadArgs<C>, {
    enabled: read.call !== null,
    day: read.query.from === undefined ? view.today : undefined,
  });
}

type Figure = 'payments_count' | 'amount' | 'refunded' | 'net' | 'tips';
/** The figures compared with the period before, and whether a rise is good news. */
const compared: readonly { key: Figure; higherIsBetter: boolean }[] = [
  { key: 'net', higherIsBetter: true },
  { key: 'amount', higherIsBetter: true },
  { key: 'refunded', higherIsBetter: false },
  { key: 'payments_count', higherIsBetter: true },
  { key: 'tips', higherIsBetter: true },
];

/** The period's payments against the period before, as the dashboard's cards show a change. */
export function PaymentSummaryCards<Row, Reply extends ReportReply<Row>>({
  slot,
}: {
  slot: ReportSlot<Row, Reply>;
}) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const summary = useAdvancedRead(slot, advancedPaymentCalls.summary);
  const money = slot.ctx.money;
  const count = (value: number) => numberFormat(lang).format(value);
  const write = (key: Figure | 'methods_used' | 'average_payment', value: number) =>
    key === 'payments_count' || key === 'methods_used' ? count(value) : money.format(value);
  return (
    <ReadState read={summary} height={120}>
      {(reply) => (
        <Stack gap={6}>
          <SimpleGrid
            cols={{ base: 2, sm: 4, xl: 7 }}
            spacing={{ base: 'xs', sm: 'md' }}
            data-testid="payments-summary"
          >
            {compared.map(({ key, higherIsBetter }) => (
              <Card key={key} withBorder radius="md" padding="sm" className={classes.figure}>
                <Stack gap={4} h="100%" justify="space-between">
                  <Text size="sm" c="dimmed" fw={500} lineClamp={2}>
                    {t(`columns.${key}`)}
                  </Text>
                  <Text className={classes.figureValue} data-testid={`figure-${key}`}>
                    {write(key, reply[key])}
                  </Text>
                  <Group gap={6} wrap="wrap" mih={22}>
                    <ChangeBadge
                      change={changeOf(reply[key], reply.compare[key], higherIsBetter)}
                      data-testid={`figure-${key}-change`}
                    />
                    <Text size="xs" c="dimmed" className={classes.tabular}>
                      {t('compare.before', { value: write(key, reply.compare[key]) })}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
            {(['average_payment', 'methods_used'] as const).map((key) => (
              <Card key={key} withBorder radius="md" padding="sm" className={classes.figure}>
                <Stack gap={4} h="100%" justify="flex-start">
                  <Text size="sm" c="dimmed" fw={500} lineClamp={2}>
                    {t(`columns.${key}`)}
                  </Text>
                  <Text className={classes.figureValue} data-testid={`figure-${key}`}>
                    {write(key, reply[key])}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" data-testid="report-compare">
            {t('compare.against', {
              range: reportRange(reply.compare.period.from, reply.compare.period.to, lang),
            })}
          </Text>
        </Stack>
      )}
    </ReadState>
  );
}
