import { Button, Select } from '@mantine/core';
import { IconFileExport, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { countStatuses, type CountCreateBody, type CountStatus } from '@contract/counts';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useMoney } from '@/shared/location/useMoney';
import { ListFilters, ListPage } from '@/components/list/DocumentList';
import { useListPage } from '@/components/list/useListPage';
import { PageHeader } from '@/components/PageHeader';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useAction } from '@/shared/useAction';
import { useLocationSheets } from '../../countSheets/data/useSheets';
import {
  useCountWrites,
  useEntriesOf,
  useLocationCounts,
  type CountWrites,
} from '../data/countData';
import { useCountTime } from '../shared/countTime';
import { countProgress } from '../shared/progress';
import { CountCard } from './CountCard';
import { countSorts, queryCounts, type CountSort } from './countsQuery';
import { CreateCountDialog } from './CreateCountDialog';

const PAGE_SIZE = 20;

/** `/inventory-count`: the location's counts with their progress, and creating one. */
export function CountsScreen() {
  const { t } = useTranslation('counts');
  const grant = useGrant();
  const navigate = useNavigate();
  const writes = useCountWrites();
  const { locationId } = useActiveLocation();
  const money = useMoney(locationId);
  const counts = useLocationCounts(locationId);
  const sheets = useLocationSheets(locationId);
  const entries = useEntriesOf(useMemo(() => (counts ?? []).map((c) => c.id), [counts]));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CountStatus | null>(null);
  const [sort, setSort] = useState<CountSort>('cutoff_desc');
  const { page, setPage, firstPage } = useListPage();
  const [creating, setCreating] = useState(false);
  const mayCount =
    grant !== null && (can(grant, 'inventory.count') || can(grant, 'inventory.write'));
  const mayReview = grant !== null && can(grant, 'inventory.costs');
  const when = useCountTime();
  const nameOf = (c: { name: string; cutoff_at: string }) =>
    c.name || t('list.unnamed', { date: when(c.cutoff_at) });

  const progress = useMemo(
    () =>
      new Map(
        (counts ?? []).map((c) => [c.id, countProgress(c, sheets ?? [], entries ?? [])] as const),
      ),
    [counts, sheets, entries],
  );
  const shown = queryCounts(
    counts ?? [],
    { search, status, sort, page, pageSize: PAGE_SIZE },
    nameOf,
  );

  const create = useAction(
    (w: CountWrites, location: string, input: Omit<CountCreateBody, 'id'>) =>
      w.create(location, input),
    { failed: t('create.failed') },
  );
  const onCreate = async (input: Omit<CountCreateBody, 'id'>) => {
    if (!writes || !locationId) return;
    const row = await create.run(writes, locationId, input);
    if (row === undefined) return;
    setCreating(false);
    void navigate({
      to: '/dashboard/inventory/inventory-count-details',
      search: { id: row.id },
    });
  };

  const exportList = useAction(
    () =>
      exportSpreadsheet('inventory-counts', {
        sheetName: t('list.title'),
        columns: [
          t('list.name'),
          t('list.status'),
          t('list.cutoff'),
          t('list.counted'),
          t('list.onSheets'),
          ...(mayReview ? [t('list.adjustment')] : []),
        ],
        rows: queryCounts(
          counts ?? [],
          { search, status, sort, page: 1, pageSize: 1e9 },
          nameOf,
        ).rows.map((c) => [
          nameOf(c),
          t(`status.${c.status}`),
          when(c.cutoff_at),
          progress.get(c.id)?.counted ?? 0,
          progress.get(c.id)?.total ?? 0,
          ...(mayReview ? [c.adjustment_value ?? null] : []),
        ]),
      }),
    { failed: t('actions.exportFailed') },
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              onClick={() => void exportList.run()}
              data-testid="counts-export"
            >
              {t('actions.export')}
            </Button>
            {mayCount ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setCreating(true)}
                data-testid="count-create"
              >
                {t('create.open')}
              </Button>
            ) : null}
          </>
        }
      />
      <ListFilters
        search={search}
        onSearch={firstPage(setSearch)}
        searchPlaceholder={t('list.search')}
        searchTestId="counts-search"
        sort={{
          label: t('list.sort'),
          value: sort,
          options: countSorts,
          labelOf: (s) => t(`sort.${s}`),
          onChange: setSort,
          width: 200,
        }}
      >
        <Select
          aria-label={t('list.status')}
          placeholder={t('list.allStatuses')}
          data={countStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status}
          onChange={(v) => firstPage(setStatus)((v as CountStatus | null) ?? null)}
          clearable
          w={180}
          data-testid="counts-status"
        />
      </ListFilters>
      <ListPage
        loaded={Boolean(counts)}
        slice={shown}
        empty={counts?.length === 0 ? t('list.empty') : t('list.noMatch')}
        onPage={setPage}
        testId="counts-list"
        emptyTestId="counts-empty"
      >
        {shown.rows.map((c) => (
          <CountCard
            key={c.id}
            count={c}
            name={nameOf(c)}
            cutoff={when(c.cutoff_at)}
            progress={progress.get(c.id) ?? { counted: 0, total: 0 }}
            adjustment={
              mayReview && c.adjustment_value != null ? money.format(c.adjustment_value) : null
            }
            mayReview={mayReview}
          />
        ))}
      </ListPage>
      {creating ? (
        <CreateCountDialog
          opened={creating}
          sheets={(sheets ?? []).filter((s) => s.is_active)}
          onCreate={(input) => void onCreate(input)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}
