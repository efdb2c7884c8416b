import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoins } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { errorMessage } from '@/shared/errorMessage';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ExportButton } from '@/components/reports/ExportButton';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import type { ServerRead } from '@/components/reports/useServerRead';
import { isRefused } from './data/salesReads';
import { NoSalesAccess } from './SalesAccess';
import { formatPeriod } from './salesFormats';
import type { SalesSearch } from './salesSearch';
import type { SalesView } from './useSalesView';

interface SalesScreenProps<T> {
  title: string;
  description: string;
  view: SalesView<SalesSearch>;
  read: ServerRead<T>;
  /** The currencies added together across locations, when there are several. */
  mixed: string[] | null;
  /** Writes the table to a file and returns its name; absent while there is nothing to export. */
  onExport?: () => Promise<string>;
  /** The screen's own choices under the period (grouping, filters, search). */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}

/**
 * The frame of every sales screen: its title and export, the period, this location or all of them,
 * when the figures were computed, and the figures once they are there (from the server, or the
 * last ones this device had when it is offline).
 */
export function SalesScreen<T>({
  title,
  description,
  view,
  read,
  mixed,
  onExport,
  controls,
  children,
  ...rest
}: SalesScreenProps<T>) {
  const { t, i18n } = useTranslation(['sales', 'reports']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { location, several } = useActiveLocation();
  const place = view.all
    ? t('reports:scope.all')
    : location
      ? locationName(location, lang)
      : t('sales:place.own');
  const refused = isRefused(read.error);

  let content: ReactNode;
  if (refused) content = <NoSalesAccess />;
  else if (read.data !== undefined) content = children(read.data);
  else if (read.error) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('reports:error')}
        data-testid="sales-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(read.error, t)}</Text>
          <Button size="xs" variant="light" color="red" onClick={read.refetch}>
            {t('reports:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  return (
    <Stack gap="md" data-testid={rest['data-testid']}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <ExportButton
            onExport={read.data === undefined ? undefined : onExport}
            data-testid="sales-export"
          />
        }
      />
      <Card withBorder radius="md" padding="sm">
        <Stack gap="xs">
          <Group justify="space-between" align="center" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <PeriodPicker value={view.period} today={view.today} onChange={view.setPeriod} />
              {several ? (
                <StillSegmentedControl
                  aria-label={t('reports:scope.label')}
                  value={view.all ? 'all' : 'one'}
                  onChange={(value) => view.setAll(value === 'all')}
                  data={[
                    { value: 'one', label: t('reports:scope.one') },
                    { value: 'all', label: t('reports:scope.all') },
                  ]}
                  data-testid="sales-scope"
                />
              ) : null}
            </Group>
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="sales-showing">
            {t('sales:showing', {
              period: formatPeriod(lang, view.period.from, view.period.to),
              place,
            })}
          </Text>
          {controls}
        </Stack>
      </Card>
      {mixed ? (
        <Alert color="yellow" icon={<IconCoins size={18} />} data-testid="sales-currencies">
          {t('sales:currencies', { list: mixed.join(', ') })}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}
