import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { EmptyFigures } from '@/components/reports/ReadState';
import { isNumeric, type ReportChart, type ReportColumn } from './definition';
import { chartOption, type Quadrant } from './chartOption';
import { cellText, type CellContext } from './format';

interface ReportChartCardProps<Row> {
  spec: ReportChart;
  columns: readonly ReportColumn<Row>[];
  /** The rows drawn; undefined while they are on their way (or could not be read). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  ctx: CellContext;
  /** Shown instead of the chart while its rows are not there (ReadState). */
  pending: ReactNode;
  description?: ReactNode;
  controls?: ReactNode;
  quadrant?: Quadrant;
}

/** A report's picture, with a switch to read the same figures as a table; echarts loads lazily. */
export function ReportChartCard<Row>({
  spec,
  columns,
  rows,
  rowKey,
  ctx,
  pending,
  description,
  controls,
  quadrant,
}: ReportChartCardProps<Row>) {
  const { t } = useTranslation('reporting');
  const title = t(spec.title);
  const option = useMemo(
    () => (rows ? chartOption(spec, columns, rows, ctx, (key) => t(key), quadrant) : null),
    [spec, columns, rows, ctx, t, quadrant],
  );
  const shown = [spec.label, ...spec.values].flatMap(
    (key) => columns.find((c) => c.key === key) ?? [],
  );
  return (
    <ChartCard
      title={title}
      description={description}
      controls={controls}
      data-testid="report-chart"
      empty={rows === undefined ? pending : option === null ? <EmptyFigures /> : undefined}
      chart={option ? <Chart option={option} height={300} label={title} /> : null}
      table={
        rows ? (
          <FiguresTable
            caption={title}
            rows={rows}
            rowKey={rowKey}
            columns={shown.map((column) => ({
              key: column.key,
              label: t(column.label),
              value: (row: Row) => <bdi>{cellText(column, row, ctx)}</bdi>,
              numeric: isNumeric(column.kind),
            }))}
          />
        ) : null
      }
    />
  );
}
