import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFilter } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActions, auditAreas, auditCalls, type AuditEntry } from '@contract/audit';
import { errorMessage } from '@/shared/errorMessage';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ExportButton } from '@/components/reports/ExportButton';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import { reportPeriodPresets } from '@/components/reports/periodPresets';
import { presetPeriod } from '@/components/reports/periods';
import { useCallRead } from '@/components/reports/useServerRead';
import { AuditCards, AuditTableRows } from './AuditEntries';
import { AuditMore } from './AuditMore';
import {
  AUDIT_PAGE,
  auditQueryOf,
  useAuditExport,
  type AuditFilterState,
  type RowFilter,
} from './data/calls';

/**
 * `/dashboard/audit-log`: who changed what, when and from which device, newest first, with the
 * before and after of each field; filtered by period, user, area, action and row (a click on a row
 * shows its history), exported as .xlsx by the server. Read pages stay on the device for offline.
 */
export function AuditScreen() {
  const { t, i18n } = useTranslation(['people-audit', 'errors']);
  const exportAudit = useAuditExport();
  const { locationId } = useActiveLocation();
  const today = useBusinessDay(locationId).today();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [filters, setFilters] = useState<AuditFilterState>(() => ({
    period: presetPeriod('last_30_days', today),
    userId: null,
    area: null,
    action: null,
    row: null,
  }));
  // Cursors of the pages read after the first, and each page's own `next`.
  const [more, setMore] = useState<string[]>([]);
  const [nexts, setNexts] = useState<Record<number, string | null>>({});
  const query = useMemo(() => auditQueryOf(filters), [filters]);
  const first = useCallRead(auditCalls.log, { query: { ...query, limit: AUDIT_PAGE } });

  const change = (patch: Partial<AuditFilterState>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setMore([]);
    setNexts({});
  };
  const onRow = (row: RowFilter) => change({ row });
  const onNext = useCallback(
    (index: number, next: string | null) => setNexts((n) => ({ ...n, [index]: next })),
    [],
  );
  const lastNext = more.length === 0 ? (first.data?.next ?? null) : (nexts[more.length] ?? null);

  // The users to filter by: everyone who wrote under the other filters, former users too (from
  // the server), with those the log has shown and the one chosen (offline, before that read).
  const { user_id: _chosen, ...others } = query;
  const writers = useCallRead(auditCalls.users, { query: others });
  const [seenUsers, setSeenUsers] = useState<Map<string, string>>(new Map());
  const users = useMemo(() => {
    const found = new Map(seenUsers);
    for (const u of writers.data?.data ?? []) found.set(u.id, u.name);
    for (const e of first.data?.items ?? []) {
      if (e.user_id && !found.has(e.user_id)) found.set(e.user_id, e.user_name ?? e.user_id);
    }
    return found;
  }, [writers.data, first.data, seenUsers]);
  const rememberUser = (id: string | null) => {
    if (id && users.has(id)) setSeenUsers((s) => new Map(s).set(id, users.get(id)!));
    change({ userId: id });
  };

  const Entries = phone ? AuditCards : AuditTableRows;
  const rows = (entries: readonly AuditEntry[]) => <Entries entries={entries} onRow={onRow} />;
  const pages = (
    <>
      {rows(first.data?.items ?? [])}
      {more.map((after, i) => (
        <AuditMore
          key={after}
          index={i + 1}
          query={query}
          after={after}
          onNext={onNext}
          render={rows}
        />
      ))}
    </>
  );
  const data = first.data;
  // Filters share the line and fill it on a phone.
  const filterStyle = { flex: '1 1 10rem', maxWidth: phone ? undefined : '14rem' };

  return (
    <Stack gap="lg" data-testid="audit-screen">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="xs">
            <AsOf asOf={first.asOf} stale={first.stale} refreshing={first.refreshing} />
            <ExportButton
              onExport={data ? () => exportAudit(query, i18n.resolvedLanguage ?? 'en') : null}
              data-testid="audit-export"
            />
          </Group>
        }
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <PeriodPicker
          value={filters.period}
          today={today}
          presets={reportPeriodPresets}
          onChange={(period) => change({ period })}
        />
        <Select
          aria-label={t('filters.user')}
          placeholder={t('filters.anyUser')}
          data={[...users]
            .map(([value, label]) => ({ value, label }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          value={filters.userId}
          onChange={rememberUser}
          clearable
          style={filterStyle}
          data-testid="audit-user-filter"
        />
        <Select
          aria-label={t('filters.area')}
          placeholder={t('filters.anyArea')}
          data={auditAreas.map((a) => ({ value: a, label: t(`areas.${a}`) }))}
          value={filters.area}
          onChange={(area) => change({ area: area as AuditFilterState['area'] })}
          clearable
          style={filterStyle}
          data-testid="audit-area-filter"
        />
        <Select
          aria-label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          data={auditActions.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          value={filters.action}
          onChange={(action) => change({ action: action as AuditFilterState['action'] })}
          clearable
          style={filterStyle}
          data-testid="audit-action-filter"
        />
      </Group>
      {filters.row ? (
        <Group gap={6} data-testid="audit-row-filter">
          <IconFilter size={16} />
          <Text size="sm">{t('filters.row', { row: filters.row.label })}</Text>
          <CloseButton
            size="sm"
            aria-label={t('filters.clearRow')}
            onClick={() => change({ row: null })}
          />
        </Group>
      ) : null}
      {first.error && !data ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(first.error, t)}
        </Alert>
      ) : !data ? (
        <Loader size="sm" />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" data-testid="audit-empty">
          {t('empty')}
        </Text>
      ) : phone ? (
        <Stack gap="sm" data-testid="audit-entries">
          {pages}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped highlightOnHover data-testid="audit-entries">
            <Table.Thead>
              <Table.Tr>
                {(['when', 'row', 'action', 'changes'] as const).map((c) => (
                  <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            {pages}
          </Table>
        </Table.ScrollContainer>
      )}
      {lastNext ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => setMore((m) => [...m, lastNext])}
            data-testid="audit-more"
          >
            {t('more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
