import { Alert, Anchor, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakingsReply } from '@contract/paymentProviders';
import { errorMessage } from '@/shared/errorMessage';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { useMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { FiguresTable, type FiguresColumn } from '@/components/reports/FiguresTable';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import { presetPeriod, type Period } from '@/components/reports/periods';
import { useTakings } from './data/calls';
import { useNames } from './data/local';

type Amounts = TakingsReply['totals'];
const ALL = 'all';

/**
 * `/dashboard/payments`: what was taken in over a period, by card provider and by payment method,
 * per location. The figures are the advanced payment report's, grouped by the server.
 */
export function TakingsScreen() {
  const { t, i18n } = useTranslation(['config-payments', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locationId, locations } = useActiveLocation();
  const [place, setPlace] = useState<string>(locationId ?? ALL);
  const today = useBusinessDay(place === ALL ? locationId : place).today();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last_7_days', today));
  const money = useMoney(place === ALL ? locationId : place);
  const methods = useNames('paymentMethods');
  const names = new Map(locations.map((l) => [l.id, locationName(l, lang)]));
  const read = useTakings(period, place);

  const amountColumns: FiguresColumn<Amounts>[] = [
    {
      key: 'count',
      label: t('takings.columns.payments'),
      value: (r) => r.payments_count,
      numeric: true,
    },
    {
      key: 'amount',
      label: t('takings.columns.amount'),
      value: (r) => money.format(r.amount),
      numeric: true,
    },
    {
      key: 'refunded',
      label: t('takings.columns.refunded'),
      value: (r) => money.format(r.refunded),
      numeric: true,
    },
    {
      key: 'tips',
      label: t('takings.columns.tips'),
      value: (r) => money.format(r.tips),
      numeric: true,
    },
    {
      key: 'net',
      label: t('takings.columns.net'),
      value: (r) => money.format(r.net),
      numeric: true,
    },
  ];
  type ProviderRow = TakingsReply['providers'][number];
  type LineRow = TakingsReply['lines'][number];
  const providerName = (id: string | null) =>
    id === null
      ? t('takings.noProvider')
      : (read.data?.providers.find((p) => p.provider_id === id)?.name ?? t('takings.unknown'));
  const providerColumns: FiguresColumn<ProviderRow>[] = [
    {
      key: 'name',
      label: t('takings.columns.provider'),
      value: (r) => providerName(r.provider_id),
    },
    {
      key: 'location',
      label: t('takings.columns.location'),
      value: (r) => (r.location_id ? (names.get(r.location_id) ?? '') : ''),
    },
    ...(amountColumns as FiguresColumn<ProviderRow>[]),
  ];
  const lineColumns: FiguresColumn<LineRow>[] = [
    {
      key: 'method',
      label: t('takings.columns.method'),
      value: (r) => methods.get(r.payment_method_id) || t('takings.unknown'),
    },
    {
      key: 'location',
      label: t('takings.columns.location'),
      value: (r) => names.get(r.location_id) ?? '',
    },
    {
      key: 'provider',
      label: t('takings.columns.provider'),
      value: (r) => providerName(r.provider_id),
    },
    ...(amountColumns as FiguresColumn<LineRow>[]),
  ];

  const data = read.data;
  return (
    <Stack gap="lg" data-testid="takings-screen">
      <PageHeader
        title={t('takings.title')}
        description={t('takings.description')}
        actions={
          <Group gap="xs">
            <Anchor component={Link} to="/dashboard/payments/payment-providers" size="sm">
              {t('nav.providers')}
            </Anchor>
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
          </Group>
        }
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <PeriodPicker value={period} today={today} onChange={setPeriod} />
        {locations.length > 1 ? (
          <Select
            aria-label={t('takings.place')}
            leftSection={<IconMapPin size={16} />}
            data={[
              { value: ALL, label: t('takings.allLocations') },
              ...locations.map((l) => ({ value: l.id, label: locationName(l, lang) })),
            ]}
            value={place}
            onChange={(value) => value && setPlace(value)}
            allowDeselect={false}
            w={240}
            dir="auto"
            data-testid="takings-place"
          />
        ) : null}
      </Group>
      {read.error && !data ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(read.error, t)}
        </Alert>
      ) : !data ? (
        <Loader size="sm" />
      ) : (
        <>
          <Card withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text c="dimmed" size="sm">
                {t('takings.total', { count: data.totals.payments_count })}
              </Text>
              <Title order={3} data-testid="takings-net">
                {money.format(data.totals.net)}
              </Title>
            </Group>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('takings.byProvider')}
              </Title>
              {data.providers.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('takings.empty')}
                </Text>
              ) : (
                <FiguresTable
                  caption={t('takings.byProvider')}
                  columns={providerColumns}
                  rows={data.providers}
                  rowKey={(r) => r.provider_id ?? 'none'}
                  data-testid="takings-providers"
                />
              )}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('takings.byMethod')}
              </Title>
              {data.lines.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('takings.empty')}
                </Text>
              ) : (
                <FiguresTable
                  caption={t('takings.byMethod')}
                  columns={lineColumns}
                  rows={[...data.lines].sort((a, b) => b.net - a.net)}
                  rowKey={(r) => `${r.payment_method_id}/${r.location_id}`}
                  data-testid="takings-methods"
                />
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
