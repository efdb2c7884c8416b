import { SegmentedControl, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_REQUESTS_COLLECTION,
  ORDER_REQUESTS_EXPORT_PREFIX,
  orderRequestCalls,
  type OrderRequestType,
} from '@contract/transfers';
import { ListFilters, ListPage } from '@/components/list/DocumentList';
import { CreateButton, ListHeader } from '@/components/list/ListHeader';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useOrderRequests } from '../data/documentReads';
import type { LocalRequest } from '../data/documentRows';
import { queryDocuments, requestMatches } from '../shared/listQuery';
import { NoLocation } from '../shared/NoLocation';
import { useDiscardRefused, useRefusedChanges } from '../data/refusals';
import { useDocumentScreen } from '../shared/useDocumentScreen';
import { RequestCard } from './RequestCard';
import { RequestDetail } from './RequestDetail';
import { RequestForm } from './RequestForm';

const PAGE_SIZE = 20;
type Filter = 'all' | 'completed' | 'pending';

/**
 * `/order-request`: the requests this location made of a warehouse or the central kitchen, and the
 * ones made of it; open one to act on it, or ask for goods. Read from the local store: offline too.
 */
export function OrderRequestsScreen() {
  const { t } = useTranslation('transfers');
  const screen = useDocumentScreen();
  const { locationId, places, materials, writer, when, mayWrite, search, sort, page } = screen;
  const { setSearch, setPage, firstPage, openId, setOpenId } = screen;
  const requests = useOrderRequests(locationId);
  const refused = useRefusedChanges(ORDER_REQUESTS_COLLECTION);
  const discardRefused = useDiscardRefused(orderRequestCalls.byId);
  const [type, setType] = useState<OrderRequestType>('created');
  const [filter, setFilter] = useState<Filter>('all');
  /** The form: closed, asking anew, or changing a pending request (its id). */
  const [form, setForm] = useState<{ editId: string | null } | null>(null);

  if (!locationId) return <NoLocation title={t('requests.title')} />;

  const created = type === 'created';
  const rows = (created ? requests?.mine : requests?.theirs) ?? [];
  const other = (r: LocalRequest) => places.name(created ? r.from_location_id : r.location_id);
  const query = { search, filter, sort: sort.value, page, pageSize: PAGE_SIZE };
  const shown = queryDocuments(rows, query, other, requestMatches);
  const byId = (id: string | null) =>
    [...(requests?.mine ?? []), ...(requests?.theirs ?? [])].find((r) => r.id === id) ?? null;
  const open = byId(openId);
  const editing = form?.editId ? byId(form.editId) : null;

  const onExport = () =>
    exportSpreadsheet(ORDER_REQUESTS_EXPORT_PREFIX, {
      sheetName: t('requests.title'),
      columns: [
        t('export.number'),
        t('export.status'),
        t('export.store'),
        t('export.from'),
        t('export.created'),
        t('export.neededBy'),
        t('export.material'),
        t('export.unit'),
        t('lines.asked'),
        t('lines.accepted'),
        t('lines.sent'),
        t('lines.received'),
      ],
      rows: queryDocuments(
        rows,
        { ...query, page: 1, pageSize: 1e9 },
        other,
        requestMatches,
      ).rows.flatMap((r) =>
        r.lines.map((l) => [
          r.number,
          t(`requestStatus.${r.status}`),
          places.name(r.location_id),
          places.name(r.from_location_id),
          when.at(r.created_at),
          r.needed_by ?? '',
          materials.name(l.material_id),
          materials.unit(l.material_id),
          l.quantity,
          l.accepted_quantity,
          l.sent_quantity,
          l.received_quantity,
        ]),
      ),
    });

  return (
    <>
      <ListHeader
        title={t('requests.title')}
        description={t('requests.description')}
        onExport={shown.total > 0 ? onExport : null}
        exportTestId="requests-export"
        create={
          mayWrite ? (
            <CreateButton
              label={t('create.open')}
              onClick={() => setForm({ editId: null })}
              data-testid="request-new"
            />
          ) : null
        }
      />
      <Tabs
        value={type}
        onChange={(v) => firstPage(setType)((v as OrderRequestType | null) ?? 'created')}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="created" data-testid="requests-created">
            {t('requests.created')}
          </Tabs.Tab>
          <Tabs.Tab value="received" data-testid="requests-received">
            {t('requests.received')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListFilters
        search={search}
        onSearch={firstPage(setSearch)}
        searchPlaceholder={t('requests.search')}
        searchBasis="12rem"
        searchTestId="requests-search"
        leading={
          <SegmentedControl
            value={filter}
            onChange={(v) => firstPage(setFilter)(v as Filter)}
            data={(['all', 'completed', 'pending'] as const).map((f) => ({
              value: f,
              label: t(`filter.${f}`),
            }))}
            data-testid="requests-filter"
          />
        }
        sort={sort}
      />
      <ListPage
        loaded={Boolean(requests)}
        slice={shown}
        empty={t('requests.empty')}
        onPage={setPage}
        testId="requests-list"
        emptyTestId="requests-empty"
      >
        {shown.rows.map((r) => (
          <RequestCard
            key={r.id}
            request={r}
            place={other(r)}
            created={created}
            refused={refused.has(r.id)}
            onOpen={() => setOpenId(r.id)}
          />
        ))}
      </ListPage>
      <RequestDetail
        request={open}
        locationId={locationId}
        placeName={places.name}
        materials={materials}
        writer={writer}
        mayWrite={mayWrite}
        refused={open ? refused.get(open.id) : undefined}
        onDiscardRefused={discardRefused}
        onEdit={() => {
          setForm({ editId: openId });
          setOpenId(null);
        }}
        onClose={() => setOpenId(null)}
      />
      <RequestForm
        opened={form !== null && (form.editId === null || editing !== null)}
        storeId={locationId}
        editing={editing}
        placeName={places.name}
        materials={materials}
        writer={writer}
        onClose={() => {
          // Closing a change goes back to the request it was about.
          if (form?.editId) setOpenId(form.editId);
          setForm(null);
        }}
        onSaved={(id) => {
          setForm(null);
          setType('created');
          setOpenId(id);
        }}
      />
    </>
  );
}
