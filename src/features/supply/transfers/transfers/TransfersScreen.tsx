import { Alert, Button, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferStatuses, type TransferStatus } from '@contract/transfers';
import { FilterSelect, ListFilters, ListPage } from '@/components/list/DocumentList';
import { CreateButton, ListHeader } from '@/components/list/ListHeader';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useTransfers } from '../data/documentReads';
import type { LocalTransfer } from '../data/documentRows';
import { queryDocuments } from '../shared/listQuery';
import { NoLocation } from '../shared/NoLocation';
import { useDocumentScreen } from '../shared/useDocumentScreen';
import { CreateTransfer } from './CreateTransfer';
import { TransferCard } from './TransferCard';
import { TransferDetail } from './TransferDetail';

const PAGE_SIZE = 20;
const directions = ['all', 'in', 'out'] as const;
type Direction = (typeof directions)[number];

/**
 * `/transfer`: what this location sends and receives. What is on the road is shown apart at the
 * top (sent, not yet received: it is in neither place's stock); a tap opens a transfer to receive,
 * send or cancel it. Read from the local store, so it works offline.
 */
export function TransfersScreen() {
  const { t } = useTranslation('transfers');
  const screen = useDocumentScreen();
  const { locationId, places, materials, writer, when, mayWrite, search, sort, page } = screen;
  const { setSearch, setPage, firstPage, openId, setOpenId } = screen;
  const transfers = useTransfers(locationId);
  const [direction, setDirection] = useState<Direction>('all');
  const [status, setStatus] = useState<TransferStatus | 'all'>('all');
  const [creating, setCreating] = useState(false);

  if (!locationId) return <NoLocation title={t('transfers.title')} />;

  const out = transfers?.mine ?? [];
  const incoming = transfers?.theirs ?? [];
  const rows = direction === 'in' ? incoming : direction === 'out' ? out : [...out, ...incoming];
  const outgoing = (r: LocalTransfer) => r.location_id === locationId;
  const other = (r: LocalTransfer) => places.name(outgoing(r) ? r.to_location_id : r.location_id);
  const query = { search, filter: status, sort: sort.value, page, pageSize: PAGE_SIZE };
  const byStatus = (r: LocalTransfer, s: TransferStatus) => r.status === s;
  const shown = queryDocuments(rows, query, other, byStatus);
  const open = [...out, ...incoming].find((r) => r.id === openId) ?? null;
  const onTheWayHere = incoming.filter((r) => r.status === 'sent');
  const onTheWayOut = out.filter((r) => r.status === 'sent');

  const onExport = () =>
    exportSpreadsheet('transfers', {
      sheetName: t('transfers.title'),
      columns: [
        t('export.number'),
        t('export.status'),
        t('export.from'),
        t('export.to'),
        t('export.created'),
        t('export.material'),
        t('export.unit'),
        t('lines.sent'),
        t('lines.received'),
      ],
      rows: queryDocuments(
        rows,
        { ...query, page: 1, pageSize: 1e9 },
        other,
        byStatus,
      ).rows.flatMap((r) =>
        r.lines.map((l) => [
          r.number,
          t(`transferStatus.${r.status}`),
          places.name(r.location_id),
          places.name(r.to_location_id),
          when.at(r.sent_at ?? r.created_at),
          materials.name(l.material_id),
          materials.unit(l.material_id),
          l.quantity,
          l.received_quantity,
        ]),
      ),
    });

  return (
    <>
      <ListHeader
        title={t('transfers.title')}
        description={t('transfers.description')}
        onExport={shown.total > 0 ? onExport : null}
        exportTestId="transfers-export"
        create={
          mayWrite ? (
            <CreateButton
              label={t('transfers.create')}
              onClick={() => setCreating(true)}
              data-testid="transfer-new"
            />
          ) : null
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="md" data-testid="in-transit">
        <InTransit
          label={t('transfers.comingHere')}
          transfers={onTheWayHere}
          onOpen={setOpenId}
          data-testid="in-transit-here"
        />
        <InTransit
          label={t('transfers.goingOut')}
          transfers={onTheWayOut}
          onOpen={setOpenId}
          data-testid="in-transit-out"
        />
      </SimpleGrid>
      <Tabs
        value={direction}
        onChange={(v) => firstPage(setDirection)((v as Direction | null) ?? 'all')}
        mb="md"
      >
        <Tabs.List>
          {directions.map((d) => (
            <Tabs.Tab key={d} value={d} data-testid={`transfers-${d}`}>
              {t(`direction.${d}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListFilters
        search={search}
        onSearch={firstPage(setSearch)}
        searchPlaceholder={t('transfers.search')}
        searchBasis="12rem"
        searchTestId="transfers-search"
        sort={sort}
      >
        <FilterSelect
          label={t('export.status')}
          allLabel={t('filter.all')}
          options={transferStatuses}
          labelOf={(s) => t(`transferStatus.${s}`)}
          value={status}
          onChange={firstPage(setStatus)}
          width={170}
          data-testid="transfers-status"
        />
      </ListFilters>
      <ListPage
        loaded={Boolean(transfers)}
        slice={shown}
        empty={t('transfers.empty')}
        onPage={setPage}
        testId="transfers-list"
        emptyTestId="transfers-empty"
      >
        {shown.rows.map((r) => (
          <TransferCard
            key={r.id}
            transfer={r}
            outgoing={outgoing(r)}
            place={other(r)}
            onOpen={() => setOpenId(r.id)}
          />
        ))}
      </ListPage>
      <TransferDetail
        transfer={open}
        locationId={locationId}
        placeName={places.name}
        materials={materials}
        writer={writer}
        mayWrite={mayWrite}
        onClose={() => setOpenId(null)}
      />
      <CreateTransfer
        opened={creating}
        fromId={locationId}
        places={places}
        materials={materials}
        writer={writer}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    </>
  );
}

/** Transfers on the road one way, as a count and their numbers to open. */
function InTransit({
  label,
  transfers,
  onOpen,
  ...rest
}: {
  label: string;
  transfers: LocalTransfer[];
  onOpen: (id: string) => void;
  'data-testid': string;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Alert
      color={transfers.length ? 'violet' : 'gray'}
      variant="light"
      icon={<IconTruckDelivery size={20} />}
      title={label}
      data-testid={rest['data-testid']}
    >
      {transfers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transfers.nothingInTransit')}
        </Text>
      ) : (
        <Group gap="xs" wrap="wrap">
          {transfers.slice(0, 8).map((r) => (
            <Button
              key={r.id}
              size="compact-sm"
              variant="white"
              color="violet"
              onClick={() => onOpen(r.id)}
            >
              {r.number || t('transfers.newNumber')}
            </Button>
          ))}
          {transfers.length > 8 ? (
            <Text size="sm">{t('transfers.more', { count: transfers.length - 8 })}</Text>
          ) : null}
        </Group>
      )}
    </Alert>
  );
}
