import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ExportButton } from '@/components/reports/ExportButton';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import type { Period } from '@/components/reports/periods';
import type { ServerRead } from '@/components/reports/useServerRead';

/**
 * The frame of a stock figures screen (stock, movements, wastage, overview): the title with when
 * the figures were computed and their export, what the screen writes (if anything), the bar of
 * choices that select the figures (the period first), then the figures.
 */
export function FiguresFrame({
  title,
  description,
  read,
  onExport,
  forms,
  period,
  filters,
  children,
}: {
  title: string;
  description: string;
  /** The read the "as of" time is of; nothing is exported before it has figures. */
  read: Pick<ServerRead<unknown>, 'data' | 'asOf' | 'stale' | 'refreshing'>;
  /** Writes the file and returns its name; null while there is nothing to export. */
  onExport: (() => Promise<string>) | null;
  /** Forms above the choices (wastage is recorded on its own list's screen). */
  forms?: ReactNode;
  /** The period of the figures (`usePeriod`), when they are of one. */
  period?: { period: Period; today: string; setPeriod: (period: Period) => void };
  /** The filters and search after the period. */
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
            <ExportButton
              onExport={read.data === undefined ? null : onExport}
              data-testid="stock-export"
            />
          </>
        }
      />
      <Stack gap="md">
        {forms}
        <Card withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="wrap" align="flex-start">
            {period ? (
              <PeriodPicker
                value={period.period}
                today={period.today}
                onChange={period.setPeriod}
              />
            ) : null}
            {filters}
          </Group>
        </Card>
        {children}
      </Stack>
    </>
  );
}
