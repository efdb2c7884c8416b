import { Text } from '@mantine/core';
import { Fragment, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ReadBody } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { SalesByTime } from './data/dashboardReads';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import { belowZero, salesByTimeOption } from './salesByTimeChart';
import { hourLabel, hoursRange } from './timeLabels';
import type { DashboardMoney } from './useDashboardMoney';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';

type Bucket = SalesByTime['data'][number];

interface SalesByTimeCardProps {
  read: ReadBody<SalesByTime>;
  by: 'hour' | 'block';
  onByChange: (by: 'hour' | 'block') => void;
  money: DashboardMoney;
}

/** Net sales by hour of the day (24 bars) or by time block, with the hours each block covers. */
export const SalesByTimeCard = memo(function SalesByTimeCard({
  read,
  by,
  onByChange,
  money,
}: SalesByTimeCardProps) {
  const { t } = useTranslation('dashboard');
  const lang = money.lang;
  const reply = read.data;
  const name = (b: Bucket) =>
    b.block ? t(`byTime.blocks.${b.block}`) : hourLabel(b.hour ?? 0, lang);
  const hours = (b: Bucket) => hoursRange(b.from_hour, b.to_hour, lang);
  // What the figures on screen are by: the last reply's, until the one just chosen comes in.
  const shown = reply?.by ?? by;
  const title = shown === 'hour' ? t('byTime.titleHour') : t('byTime.titleBlock');

  const chart = useMemo(() => {
    if (!reply) return null;
    const compact = numberFormat(lang, { notation: 'compact' });
    const bars = reply.data.map((b) => ({
      label: b.block ? t(`byTime.blocks.${b.block}`) : hourLabel(b.hour ?? 0, lang),
      netSales: b.net_sales,
      refunds: b.refunds,
    }));
    const negative = belowZero(bars).map((b) => b.label);
    return {
      option: salesByTimeOption({
        bars,
        by: reply.by,
        names: { netSales: t('columns.net_sales'), refunds: t('columns.refunds') },
        formatMoney: (v) => money.format(v),
        formatTick: (v) => compact.format(v),
      }),
      // Why an hour is below zero: more was paid back in it than sold.
      note:
        negative.length > 0 ? (
          <Text size="xs" c="dimmed" data-testid="sales-below-zero">
            {t('byTime.belowZero', { when: new Intl.ListFormat(lang).format(negative) })}
          </Text>
        ) : null,
    };
  }, [reply, lang, money, t]);

  const empty = reply && reply.data.every((b) => b.transactions === 0 && b.net_sales === 0);
  return (
    <ChartCard
      title={title}
      description={
        shown === 'block' && reply
          ? reply.data.map((b, i) => (
              // Each block on its own, so its hours never mix with the next block's in Arabic.
              <Fragment key={b.block ?? b.hour}>
                {i > 0 ? ' · ' : null}
                <bdi style={{ whiteSpace: 'nowrap' }}>
                  {t('byTime.blockHours', { block: name(b), hours: hours(b) })}
                </bdi>
              </Fragment>
            ))
          : t('byTime.hourHint')
      }
      data-testid="sales-by-time"
      controls={
        <StillSegmentedControl
          size="xs"
          value={by}
          onChange={(value) => onByChange(value as 'hour' | 'block')}
          data={[
            { value: 'hour', label: t('byTime.byHour') },
            { value: 'block', label: t('byTime.byBlock') },
          ]}
          data-testid="sales-by-time-by"
        />
      }
      empty={
        !reply ? (
          <ReadState read={read} height={260}>
            {() => null}
          </ReadState>
        ) : empty ? (
          <EmptyFigures />
        ) : undefined
      }
      chart={
        chart ? (
          <>
            <Chart option={chart.option} height={260} label={title} />
            {chart.note}
          </>
        ) : null
      }
      table={
        reply ? (
          <>
            <FiguresTable
              caption={title}
              rows={reply.data}
              rowKey={(b) => b.block ?? String(b.hour)}
              columns={[
                {
                  key: 'when',
                  label: shown === 'hour' ? t('columns.hour') : t('columns.block'),
                  // A block names the hours it covers beneath it.
                  value: (b) =>
                    b.block ? (
                      <>
                        {name(b)}
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          <bdi>{hours(b)}</bdi>
                        </Text>
                      </>
                    ) : (
                      name(b)
                    ),
                },
                {
                  key: 'transactions',
                  label: t('kpis.transactions'),
                  value: (b) => numberFormat(lang).format(b.transactions),
                  numeric: true,
                },
                {
                  key: 'net',
                  label: t('columns.net_sales'),
                  value: (b) => money.format(b.net_sales),
                  numeric: true,
                },
                {
                  key: 'refunds',
                  label: t('columns.refunds'),
                  value: (b) => money.format(b.refunds),
                  numeric: true,
                },
                {
                  key: 'total',
                  label: t('kpis.total_sales'),
                  value: (b) => money.format(b.total_sales),
                  numeric: true,
                },
              ]}
            />
            {chart?.note}
          </>
        ) : null
      }
    />
  );
});
