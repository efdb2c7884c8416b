import { Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
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
import { formatQuantity } from '@/lib/quantity';
import { BlindNotice } from '../stock/shared/BlindNotice';
import { ExportButton } from '../stock/shared/ExportButton';
import { exportMovements } from '../stock/shared/exportMovements';
import { useMaterials } from '../stock/shared/materials';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { MovementTable } from '../stock/shared/MovementTable';
import { Pager } from '../stock/shared/Pager';
import { useUnitLabel } from '../stock/shared/Quantity';
import { readAllMovements } from '../stock/shared/readAll';
import { ReadState } from '../stock/shared/ReadState';
import { usePeriod, useSearchPatch } from '../stock/shared/useSearchPatch';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { kindChoices, type MovementSearch } from './movementSearch';

const route = getRouteApi('/dashboard/inventory/movement');
const PAGE_SIZE = 50;

/** `/dashboard/inventory/movement`: the ledger of the active location, filtered and paged. */
export function MovementsScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  if (!place.costs || !place.locationId) {
    return (
      <>
        <PageHeader title={t('movements.title')} description={t('movements.description')} />
        <BlindNotice />
      </>
    );
  }
  return <Movements locationId={place.locationId} />;
}

function Movements({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { api } = useBackhouse();
  const search = route.useSearch();
  const patch = useSearchPatch<MovementSearch>();
  const { period, today, setPeriod } = usePeriod(search, locationId);
  const money = useMoney(locationId);
  const materials = useMaterials();
  const unitLabel = useUnitLabel();
  const query = useMemo(
    () => ({
      loc: locationId,
      from: period.from,
      to: period.to,
      ...(search.kind ? { kind: search.kind } : {}),
      ...(search.material ? { material_id: search.material } : {}),
      ...(search.doc ? { document_id: search.doc } : {}),
    }),
    [locationId, period, search.kind, search.material, search.doc],
  );
  const page = search.page ?? 1;
  const read = useServerRead<MovementReply>('/movement/v2', { ...query, page, limit: PAGE_SIZE });
  const onExport = useCallback(
    async () =>
      exportMovements(
        'movements',
        t('movements.title'),
        await readAllMovements(api, '/movement/v2', query),
        {
          t,
          materialName: materials.name,
          unitOf: (id) => unitLabel(materials.byId.get(id)?.unit ?? ''),
          currency: money.currency,
        },
      ),
    [api, query, t, materials, unitLabel, money.currency],
  );
  const unit = search.material ? unitLabel(materials.byId.get(search.material)?.unit ?? '') : '';

  return (
    <>
      <PageHeader
        title={t('movements.title')}
        description={t('movements.description')}
        actions={
          <>
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
            <ExportButton onExport={read.data ? onExport : null} />
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="wrap" align="flex-start">
            <PeriodPicker value={period} today={today} onChange={setPeriod} />
            <Select
              aria-label={t('columns.kind')}
              placeholder={t('movements.allKinds')}
              data={kindChoices.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={search.kind ?? null}
              onChange={(v) => patch({ kind: (v ?? undefined) as MovementSearch['kind'] })}
              clearable
              w={180}
              comboboxProps={{ withinPortal: true }}
              data-testid="movement-kind"
            />
            <MaterialSelect
              rows={materials.rows ?? []}
              value={search.material ?? null}
              onChange={(id) => patch({ material: id ?? undefined })}
              placeholder={t('movements.allMaterials')}
              clearable
              w={220}
              data-testid="movement-material"
            />
            <TextInput
              aria-label={t('columns.document')}
              placeholder={t('movements.document')}
              value={search.doc ?? ''}
              onChange={(e) => patch({ doc: e.currentTarget.value.trim() || undefined })}
              w={200}
            />
          </Group>
        </Card>
        <ReadState read={read} height={360}>
          {(reply) => (
            <Card withBorder radius="md" padding="xs">
              <Group justify="flex-end" gap="lg" px="xs" pb="xs" data-testid="movement-totals">
                {search.material && reply.totals.quantity !== null ? (
                  <Text size="sm">
                    {t('movements.netQuantity')}{' '}
                    <b>
                      <bdi>{`${formatQuantity(lang, reply.totals.quantity)} ${unit}`}</bdi>
                    </b>
                  </Text>
                ) : null}
                {reply.totals.value !== undefined ? (
                  <Text size="sm">
                    {t('movements.netValue')} <b>{money.format(reply.totals.value)}</b>
                  </Text>
                ) : null}
              </Group>
              <MovementTable rows={reply.data} materials={materials} money={money} />
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
