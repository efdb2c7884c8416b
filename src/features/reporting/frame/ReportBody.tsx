import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/list/Pager';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import type { ReportColumn, ReportDefinition, ReportReply } from './definition';
import { nextSort, reportPageSizes } from './reportSearch';
import { ReportChartCard } from './ReportChartCard';
import type { ReportSlot } from './slot';
import { ReportTable } from './ReportTable';
import classes from './report.module.css';

const reportPagerIds = {
  pager: 'report-pager',
  range: 'report-range',
  pages: 'report-pages',
  pageSize: 'report-page-size',
};

interface ReportBodyProps<Row, Reply extends ReportReply<Row>> {
  definition: ReportDefinition<Row, Reply>;
  slot: ReportSlot<Row, Reply>;
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** The columns the table shows (the user's choice of the slot's). */
  tableColumns: readonly ReportColumn<Row>[];
  /** What shows and hides them, above the table. */
  chooser: ReactNode;
}

/** A report's chart, when it has one, and its table with totals and pages. */
export function ReportBody<Row, Reply extends ReportReply<Row>>({
  definition,
  slot,
  render,
  tableColumns,
  chooser,
}: ReportBodyProps<Row, Reply>) {
  const { t } = useTranslation('reporting');
  const { view, read, reply, columns, ctx } = slot;
  const chart = definition.chart?.(read.group) ?? null;
  const chartRead = read.chart ?? read.page;
  const sort = read.sort;
  if (!reply) {
    // Nothing read yet, or nothing could be (offline, never opened here): said once, plainly.
    return (
      <ReadState read={read.page} height={320}>
        {() => null}
      </ReadState>
    );
  }
  return (
    <Stack gap="md">
      {chart ? (
        <ReportChartCard
          spec={chart}
          columns={columns}
          rows={chartRead.data?.items}
          rowKey={definition.rowKey}
          ctx={ctx}
          pending={
            <ReadState read={chartRead} height={300}>
              {() => null}
            </ReadState>
          }
        />
      ) : null}
      {/* The previous choice's rows stay in place, dimmed and busy, until the new ones arrive. */}
      <Card
        withBorder
        radius="md"
        padding="sm"
        aria-busy={read.page.previous}
        className={read.page.previous ? classes.previous : undefined}
        data-testid="report-figures"
      >
        {reply.items.length === 0 && reply.total === 0 ? (
          <EmptyFigures />
        ) : (
          <Stack gap="sm">
            <Group justify="flex-end">{chooser}</Group>
            <ReportTable
              caption={t(definition.title)}
              columns={tableColumns}
              rows={reply.items}
              totals={reply.totals}
              rowKey={definition.rowKey}
              ctx={ctx}
              sort={sort}
              render={render}
              onSort={(key, firstDir) => {
                const next = nextSort(sort, key, firstDir);
                const isDefault =
                  next.key === read.defaultSort.key && next.dir === read.defaultSort.dir;
                view.update(
                  isDefault
                    ? { sort: undefined, dir: undefined }
                    : { sort: next.key, dir: next.dir },
                );
              }}
            />
            <Pager
              page={reply.page}
              limit={reply.limit}
              total={reply.total}
              shown={reply.items.length}
              onPage={(page) => view.update({ page })}
              pageSizes={reportPageSizes}
              onPageSize={(limit) => view.update({ limit })}
              testIds={reportPagerIds}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
