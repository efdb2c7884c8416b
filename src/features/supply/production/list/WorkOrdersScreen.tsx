import { Alert, Button, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import {
  workOrderKinds,
  workOrderStatuses,
  type WorkOrderKind,
  type WorkOrderStatus,
} from '@contract/workOrders';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { FilterSelect, ListFilters, ListPage } from '@/components/list/DocumentList';
import { ListHeader } from '@/components/list/ListHeader';
import { useListPage } from '@/components/list/useListPage';
import { MAX_DATE, MIN_DATE } from '@/lib/date-picker';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useMaterials, usePlaceName, useWorkOrders } from '../data/reads';
import type { LocalWorkOrder } from '../shared/workOrderRows';
import { useListSort } from '../../shared/useListSort';
import { useWhen } from '../../shared/useWhen';
import { listSorts, queryWorkOrders, type ListQuery } from './listQuery';
import { WorkOrderCard } from './WorkOrderCard';
import { WorkOrderDetail } from './WorkOrderDetail';

const PAGE_SIZE = 20;

/**
 * `/work-orders`: the batches planned, made and cancelled, from the local store (offline too).
 * A tap opens one to confirm what came out, cancel it, or print its label's QR code.
 */
export function WorkOrdersScreen({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const { t } = useTranslation('production');
  const plannedForId = useId();
  const plannedForLabel = useId();
  const grant = useGrant();
  const { locationId, locations } = useActiveLocation();
  const orders = useWorkOrders();
  const materials = useMaterials();
  const placeName = usePlaceName();
  const when = useWhen();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WorkOrderStatus | 'all'>('all');
  const [kind, setKind] = useState<WorkOrderKind | 'all'>('all');
  const [place, setPlace] = useState<string | null>(null);
  const [plannedFor, setPlannedFor] = useState('');
  const sort = useListSort('production', listSorts, 'newest', 180);
  const { page, setPage, firstPage } = useListPage();
  const mayWrite = grant !== null && can(grant, 'inventory.write');
  const location = place ?? locationId ?? 'all';

  const rows = orders ?? [];
  const query: ListQuery = {
    search,
    status,
    kind,
    location,
    plannedFor,
    sort: sort.value,
    page,
    pageSize: PAGE_SIZE,
  };
  const output = (r: LocalWorkOrder) => materials.name(r.material_id);
  const shown = queryWorkOrders(rows, query, output);
  const open = rows.find((r) => r.id === openId) ?? null;

  const onExport = () =>
    exportSpreadsheet('work-orders', {
      sheetName: t('list.title'),
      columns: [
        t('export.number'),
        t('export.kind'),
        t('export.status'),
        t('export.material'),
        t('export.unit'),
        t('fields.plannedFor'),
        t('fields.planned'),
        t('fields.actual'),
        t('fields.useBy'),
        t('fields.batchCode'),
        t('fields.location'),
        t('export.created'),
        t('export.confirmed'),
        t('fields.loss'),
      ],
      rows: queryWorkOrders(rows, { ...query, page: 1, pageSize: 1e9 }, output).rows.map((r) => [
        r.number,
        t(`kind.${r.kind}`),
        t(`status.${r.status}`),
        output(r),
        materials.unit(r.material_id),
        r.planned_for,
        r.planned_quantity,
        r.actual_quantity,
        r.use_by,
        r.batch_code,
        placeName(r.location_id),
        when.at(r.created_at),
        r.confirmed_at ? when.at(r.confirmed_at) : null,
        r.weight_loss_percent,
      ]),
    });

  return (
    <>
      <ListHeader
        title={t('list.title')}
        description={t('list.description')}
        onExport={shown.total > 0 ? onExport : null}
        exportTestId="work-orders-export"
        create={
          mayWrite ? (
            <Button
              component={Link}
              to="/dashboard/inventory/work-orders/new"
              leftSection={<IconPlus size={16} />}
              data-testid="work-order-new"
            >
              {t('list.create')}
            </Button>
          ) : null
        }
      />
      {!locationId ? (
        <Alert color="orange" variant="light" mb="md">
          {t('noLocation')}
        </Alert>
      ) : null}
      <ListFilters
        search={search}
        onSearch={firstPage(setSearch)}
        searchPlaceholder={t('list.search')}
        searchTestId="work-orders-search"
        sort={sort}
      >
        <FilterSelect
          label={t('export.status')}
          allLabel={t('filter.allStatuses')}
          options={workOrderStatuses}
          labelOf={(s) => t(`status.${s}`)}
          value={status}
          onChange={firstPage(setStatus)}
          width={160}
          data-testid="work-orders-status"
        />
        <FilterSelect
          label={t('export.kind')}
          allLabel={t('filter.allKinds')}
          options={workOrderKinds}
          labelOf={(k) => t(`kind.${k}`)}
          value={kind}
          onChange={firstPage(setKind)}
          width={160}
        />
        <FilterSelect
          label={t('fields.location')}
          allLabel={t('filter.allLocations')}
          options={locations.map((l) => l.id)}
          labelOf={placeName}
          value={location}
          onChange={firstPage(setPlace)}
          width={200}
          data-testid="work-orders-location"
        />
        {/* Named "Planned for" and what it shows ("Any day", a date): WCAG 2.5.3. */}
        <VisuallyHidden id={plannedForLabel}>{t('fields.plannedFor')}</VisuallyHidden>
        <DatePickerInput
          id={plannedForId}
          aria-labelledby={`${plannedForLabel} ${plannedForId}`}
          placeholder={t('filter.anyDay')}
          value={plannedFor || null}
          onChange={(day) => firstPage(setPlannedFor)(day ?? '')}
          clearable
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          valueFormat="ddd D MMM YYYY"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          w={200}
          popoverProps={{ withinPortal: true }}
          data-testid="work-orders-planned-for"
        />
      </ListFilters>
      <ListPage
        loaded={Boolean(orders)}
        slice={shown}
        empty={t('list.empty')}
        onPage={setPage}
        testId="work-orders-list"
        emptyTestId="work-orders-empty"
      >
        {shown.rows.map((r) => (
          <WorkOrderCard
            key={r.id}
            order={r}
            materials={materials}
            place={placeName(r.location_id)}
            onOpen={() => onOpen(r.id)}
          />
        ))}
      </ListPage>
      <WorkOrderDetail
        order={open}
        materials={materials}
        placeName={placeName}
        mayWrite={mayWrite}
        onClose={() => onOpen(null)}
      />
    </>
  );
}
