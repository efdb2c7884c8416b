import { Alert, Card, Grid, Group, Select, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovementReply } from '@contract/stock';
import { useMoney } from '@/app/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import { useServerRead } from '@/components/reports/useServerRead';
import { useBackhouse } from '@/data/react';
import { ExportButton } from '../stock/shared/ExportButton';
import { exportMovements } from '../stock/shared/exportMovements';
import { useMaterials } from '../stock/shared/materials';
import { MovementTable } from '../stock/shared/MovementTable';
import { Pager } from '../stock/shared/Pager';
import { PendingPostings } from '../stock/shared/PendingPostings';
import { usePendingPostings } from '../stock/shared/postings';
import { useUnitLabel } from '../stock/shared/Quantity';
import { readAllMovements } from '../stock/shared/readAll';
import { ReadState } from '../stock/shared/ReadState';
import { usePeriod, useSearchPatch } from '../stock/shared/useSearchPatch';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { ReasonChart } from './ReasonChart';
import { WastageForm } from './WastageForm';
import { reasonChoices, type WastageSearch } from './wastageSearch';

const route = getRouteApi('/dashboard/inventory/wastage');
const PAGE_SIZE = 50;
/** The chart adds up at most this many lines of the period (more is rare for wastage). */
const CHART_LIMIT = 1000;

/** `/dashboard/inventory/wastage`: record wastage, and what was thrown away in a period, by reason. */
export function WastageScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  const materials = useMaterials();
  const pending = usePendingPostings(place.locationId).filter((p) => p.kind === 'wastage');
  if (!place.locationId) {
    return (
      <>
        <PageHeader title={t('wastage.title')} />
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      </>
    );
  }
  const forms = place.write ? (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: pending.length ? 8 : 12 }}>
        <WastageForm locationId={place.locationId} materials={materials} />
      </Grid.Col>
      {pending.length ? (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PendingPostings postings={pending} materials={materials} />
        </Grid.Col>
      ) : null}
    </Grid>
  ) : null;
  if (!place.costs) {
    return (
      <>
        <PageHeader title={t('wastage.title')} description={t('wastage.description')} />
        {forms}
      </>
    );
  }
  return <WastageList locationId={place.locationId} forms={forms} />;
}

function WastageList({ locationId, forms }: { locationId: string; forms: React.ReactNode }) {
  const { t } = useTranslation('stock');
  const { api } = useBackhouse();
  const search = route.useSearch();
  const patch = useSearchPatch<WastageSearch>();
  const { period, today, setPeriod } = usePeriod(search, locationId, 'last_7_days');
  const money = useMoney(locationId);
  const materials = useMaterials();
  const unitLabel = useUnitLabel();
  const query = useMemo(
    () => ({
      loc: locationId,
      from: period.from,
      to: period.to,
      ...(search.reason ? { reason: search.reason } : {}),
    }),
    [locationId, period, search.reason],
  );
  const page = search.page ?? 1;
  const list = useServerRead<MovementReply>('/get-wastage', { ...query, page, limit: PAGE_SIZE });
  const all = useServerRead<MovementReply>('/get-wastage', {
    loc: locationId,
    from: period.from,
    to: period.to,
    limit: CHART_LIMIT,
  });
  const onExport = useCallback(
    async () =>
      exportMovements(
        'wastage',
        t('wastage.title'),
        await readAllMovements(api, '/get-wastage', query),
        {
          t,
          materialName: materials.name,
          unitOf: (id) => unitLabel(materials.byId.get(id)?.unit ?? ''),
          currency: money.currency,
        },
      ),
    [api, query, t, materials, unitLabel, money.currency],
  );
  return (
    <>
      <PageHeader
        title={t('wastage.title')}
        description={t('wastage.description')}
        actions={
          <>
            <AsOf asOf={list.asOf} stale={list.stale} refreshing={list.refreshing} />
            <ExportButton onExport={list.data ? onExport : null} />
          </>
        }
      />
      <Stack gap="md">
        {forms}
        <Card withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="wrap">
            <PeriodPicker value={period} today={today} onChange={setPeriod} />
            <Select
              aria-label={t('columns.reason')}
              placeholder={t('wastage.allReasons')}
              data={reasonChoices.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
              value={search.reason ?? null}
              onChange={(v) => patch({ reason: (v ?? undefined) as WastageSearch['reason'] })}
              clearable
              w={190}
              comboboxProps={{ withinPortal: true }}
              data-testid="wastage-reason-filter"
            />
          </Group>
        </Card>
        <ReadState read={all} height={280}>
          {(reply) => <ReasonChart rows={reply.data} money={money} />}
        </ReadState>
        <ReadState read={list} height={320}>
          {(reply) => (
            <Card withBorder radius="md" padding="xs">
              <MovementTable
                rows={reply.data}
                materials={materials}
                money={money}
                data-testid="wastage-table"
              />
              <Pager
                page={page}
                limit={PAGE_SIZE}
                total={reply.pagination.total}
                onPage={(next) => patch({ page: next })}
              />
            </Card>
          )}
        </ReadState>
      </Stack>
    </>
  );
}
