import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';

interface ChartCardProps {
  title: string;
  /** A line under the title (what the figures cover). */
  description?: ReactNode;
  /** Controls next to the view switch (a by-hour/by-block choice). */
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Nothing to draw: shown instead of both views. */
  empty?: ReactNode;
  'data-testid'?: string;
}

/** A card holding a chart, with a switch to read the same figures as a table. */
export function ChartCard({
  title,
  description,
  controls,
  chart,
  table,
  empty,
  ...rest
}: ChartCardProps) {
  const { t } = useTranslation('reports');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card withBorder radius="md" padding="md" data-testid={rest['data-testid']}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={3} size="h4">
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {controls}
            {empty ? null : (
              <StillSegmentedControl
                size="xs"
                value={view}
                onChange={(v) => setView(v as 'chart' | 'table')}
                data-testid="chart-view"
                data={[
                  {
                    value: 'chart',
                    label: (
                      <>
                        <IconChartBar size={16} aria-hidden />
                        <VisuallyHidden>{t('view.chart')}</VisuallyHidden>
                      </>
                    ),
                  },
                  {
                    value: 'table',
                    label: (
                      <>
                        <IconTable size={16} aria-hidden />
                        <VisuallyHidden>{t('view.table')}</VisuallyHidden>
                      </>
                    ),
                  },
                ]}
              />
            )}
          </Group>
        </Group>
        {empty ?? (view === 'chart' ? chart : table)}
      </Stack>
    </Card>
  );
}
