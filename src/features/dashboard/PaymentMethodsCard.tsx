import type { EChartsOption } from 'echarts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ReadBody } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { PaymentsChart } from './data/dashboardReads';
import { formatPct } from '@/components/reports/ChangeBadge';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import type { DashboardMoney } from './useDashboardMoney';

interface PaymentMethodsCardProps {
  read: ReadBody<PaymentsChart>;
  money: DashboardMoney;
}

/** What each payment method took (less refunds, tax included), named as the business names them. */
export const PaymentMethodsCard = memo(function PaymentMethodsCard({
  read,
  money,
}: PaymentMethodsCardProps) {
  const { t } = useTranslation('dashboard');
  const reply = read.data;
  const title = t('payments.title');
  const rows = useMemo(
    () => reply?.data.filter((m) => m.payments > 0 || m.net !== 0) ?? [],
    [reply],
  );

  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'item', valueFormatter: (v) => money.format(Number(v)) },
      // A plain legend wraps onto more lines, so every method's name shows on a phone too.
      legend: { bottom: 0, left: 'center', width: '92%', icon: 'circle', itemGap: 12 },
      series: [
        {
          type: 'pie',
          name: title,
          radius: ['42%', '66%'],
          center: ['50%', '40%'],
          label: { show: false },
          itemStyle: { borderColor: 'transparent', borderWidth: 2, borderRadius: 4 },
          data: rows.map((m) => ({ name: m.name, value: m.net })),
        },
      ],
    }),
    [rows, money, title],
  );

  return (
    <ChartCard
      title={title}
      description={reply ? t('payments.description', { total: money.format(reply.total) }) : null}
      data-testid="payment-methods"
      empty={
        !reply ? (
          <ReadState read={read} height={260}>
            {() => null}
          </ReadState>
        ) : rows.length === 0 ? (
          <EmptyFigures />
        ) : undefined
      }
      chart={<Chart option={option} height={300} label={title} />}
      table={
        <FiguresTable
          caption={title}
          rows={rows}
          rowKey={(m) => m.payment_method_id}
          columns={[
            { key: 'name', label: t('columns.method'), value: (m) => m.name },
            {
              key: 'payments',
              label: t('columns.payments'),
              value: (m) => numberFormat(money.lang).format(m.payments),
              numeric: true,
            },
            {
              key: 'net',
              label: t('columns.takings'),
              value: (m) => money.format(m.net),
              numeric: true,
            },
            {
              key: 'share',
              label: t('columns.share'),
              value: (m) => formatPct(m.share_pct, money.lang, false),
              numeric: true,
            },
          ]}
        />
      }
    />
  );
});
