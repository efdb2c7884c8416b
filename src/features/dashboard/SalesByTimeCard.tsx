import { SegmentedControl, Text } from '@mantine/core';
import type { EChartsOption } from 'echarts';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ServerRead } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { SalesByTime } from './api/dashboardReads';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import { hourLabel, hoursRange } from './timeLabels';
import type { DashboardMoney } from './useDashboardMoney';

type Bucket = SalesByTime['data'][number];

interface SalesByTimeCardProps {
  read: ServerRead<SalesByTime>;
  by: 'hour' | 'block';
  onByChange: (by: 'hour' | 'block') => void;
  money: DashboardMoney;
}

/** Net sales by hour of the day (24 bars) or by time block, with the hours each block covers. */
export function SalesByTimeCard({ read, by, onByChange, money }: SalesByTimeCardProps) {
  const { t } = useTranslation('dashboard');
  const lang = money.lang;
  const reply = read.data;
  const name = (b: Bucket) =>
    b.block ? t(`byTime.blocks.${b.block}`) : hourLabel(b.hour ?? 0, lang);
  const hours = (b: Bucket) => hoursRange(b.from_hour, b.to_hour, lang);
  const title = by === 'hour' ? t('byTime.titleHour') : t('byTime.titleBlock');

  const option = useMemo<EChartsOption | null>(() => {
    if (!reply) return null;
    const compact = numberFormat(lang, { notation: 'compact' });
    return {
      grid: { left: 8, right: 8, top: 12, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: (v) => money.format(Number(v)) },
      xAxis: {
        type: 'category',
        data: reply.data.map((b) =>
          b.block ? t(`byTime.blocks.${b.block}`) : hourLabel(b.hour ?? 0, lang),
        ),
        axisTick: { alignWithLabel: true },
        // Every block's name shows (two-word names wrap); hours thin out where they would overlap.
        axisLabel:
          reply.by === 'block'
            ? { interval: 0, width: 72, overflow: 'break' }
            : { hideOverlap: true },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compact.format(v) } },
      series: [
        {
          type: 'bar',
          name: t('columns.net_sales'),
          data: reply.data.map((b) => b.net_sales),
          barMaxWidth: 40,
          itemStyle: { borderRadius: [4, 4, 0, 0] },
        },
      ],
    };
  }, [reply, lang, money, t]);

  const empty = reply && reply.data.every((b) => b.transactions === 0 && b.net_sales === 0);
  return (
    <ChartCard
      title={title}
      description={
        by === 'block' && reply
          ? reply.data.map((b, i) => (
              // Each block on its own, so its hours never mix with the next block's in Arabic.
              <Fragment key={b.block}>
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
        <SegmentedControl
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
      chart={option ? <Chart option={option} height={260} label={title} /> : null}
      table={
        reply ? (
          <FiguresTable
            caption={title}
            rows={reply.data}
            rowKey={(b) => b.block ?? String(b.hour)}
            columns={[
              {
                key: 'when',
                label: by === 'hour' ? t('columns.hour') : t('columns.block'),
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
                key: 'total',
                label: t('kpis.total_sales'),
                value: (b) => money.format(b.total_sales),
                numeric: true,
              },
            ]}
          />
        ) : null
      }
    />
  );
}
