import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '@contract/businessDay';
import {
  MAX_SYNC_DAYS,
  type DailySyncConfigReply,
  type DailySyncRunBody,
} from '@contract/dailySync';
import { errorMessage } from '@/shared/errorMessage';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { AsOf } from '@/components/reports/AsOf';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import {
  periodOf,
  periodSearch,
  presetPeriod,
  resolvePeriod,
  type Period,
} from '@/components/reports/periods';
import { dateTimeFormat } from '@/lib/formats';
import { isInactive, unreachable, useDailySyncDays, useDailySyncWrites } from './data/calls';
import type { DayRef } from './DayActions';
import { NeedsNetwork } from './NeedsNetwork';
import { RerunDialog } from './RerunDialog';
import { syncSearch, type SyncSearch } from './syncSearch';
import { StatusTable } from './StatusTable';

/** Refresh while the screen is open; faster while deliveries are on their way. */
const REFRESH_MS = 30_000;
const WATCH_MS = 3_000;

interface StatusCardProps {
  config: DailySyncConfigReply | undefined;
  online: boolean;
}

/** Each day's status per location and summary, with re-runs and downloads. */
export function StatusCard({ config, online }: StatusCardProps) {
  const { t, i18n } = useTranslation(['dailySync', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { runDays, downloadDay } = useDailySyncWrites();
  const active = useActiveLocation();
  const today = useBusinessDay(active.locationId).today();
  // The period and the location live in the URL (`syncSearch`): a reload or Back keeps them.
  const search = syncSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const choose = (patch: Partial<SyncSearch>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace: true });
  const period = search.period ? periodOf(search, today) : presetPeriod('last_7_days', today);
  // Every preset is written, today included: an absent period means the last 7 days here.
  const setPeriod = (next: Period) => choose({ ...periodSearch(next), period: next.preset });
  const shown = resolvePeriod(period, today);
  const loc = search.place ?? 'all';
  const setLoc = (value: string) => choose({ place: value === 'all' ? undefined : value });
  const [confirming, setConfirming] = useState(false);
  const tooLong = daysBetween(shown.from, shown.to) + 1 > MAX_SYNC_DAYS;

  const query = { from: shown.from, to: shown.to, loc };
  // Deliveries on their way are watched closely until they have arrived or failed.
  const read = useDailySyncDays(query, {
    enabled: !tooLong,
    watchMs: WATCH_MS,
    refreshMs: REFRESH_MS,
  });

  const localNames = useMemo(
    () => new Map(active.locations.map((row) => [row.id, locationName(row, lang)])),
    [active.locations, lang],
  );
  const choices = (config?.locations ?? []).filter((l) => l.selling || l.included);
  const nameOf = (id: string, fallback = '') => localNames.get(id) ?? fallback;
  const included = new Set(choices.filter((l) => l.included).map((l) => l.id));
  const syncOn = read.data?.active ?? false;
  const dayFormat = dateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateText = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const periodText =
    shown.from === shown.to
      ? dateText(shown.from)
      : `${dateText(shown.from)} – ${dateText(shown.to)}`;

  const running = useAction(runDays, {
    failed: t('run.failed'),
    why: (error) =>
      unreachable(error) ? t('run.offline') : isInactive(error) ? t('run.inactive') : null,
  });
  const run = async (body: DailySyncRunBody) => {
    const reply = await running.run(body);
    setConfirming(false);
    if (!reply) return;
    // Said here rather than by `done`: a run whose deliveries failed says so as an error, and each
    // run's message replaces the last one's.
    if (reply.queued === 0) {
      toast.info(t('run.nothing'));
    } else {
      const message = [
        t('run.done', { sent: reply.sent, failed: reply.failed }),
        ...(reply.running ? [t('run.running', { count: reply.running })] : []),
      ].join(' · ');
      (reply.failed ? toast.error : toast.success)(message, { id: 'daily-sync-run' });
    }
  };

  const downloading = useAction(downloadDay, {
    failed: t('status.downloadFailed'),
    why: (error) => (unreachable(error) ? t('needsNetwork') : null),
  });
  const download = (day: DayRef) =>
    void downloading.run({ ...day, locationName: nameOf(day.locationId, day.locationName) }, lang);

  return (
    <Card withBorder radius="md" padding="md" data-testid="daily-sync-status">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} size="h4">
            {t('status.title')}
          </Title>
          <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing && !read.loading} />
        </Group>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="xs" align="flex-end">
            <PeriodPicker value={period} today={today} onChange={setPeriod} />
            <Select
              aria-label={t('status.location')}
              data={[
                { value: 'all', label: t('status.allLocations') },
                ...choices.map((l) => ({ value: l.id, label: nameOf(l.id, l.name) })),
              ]}
              value={loc}
              onChange={(value) => value && setLoc(value)}
              allowDeselect={false}
              w={220}
              comboboxProps={{ withinPortal: true }}
              data-testid="daily-sync-location"
            />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {online ? null : <NeedsNetwork />}
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              disabled={!online || !syncOn || tooLong}
              onClick={() => setConfirming(true)}
              data-testid="daily-sync-rerun"
            >
              {t('run.button')}
            </Button>
          </Group>
        </Group>

        {tooLong ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('status.tooLong', { max: MAX_SYNC_DAYS })}
          </Alert>
        ) : null}
        {read.data && !read.data.active ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="daily-sync-inactive"
          >
            {t('status.inactive')}
          </Alert>
        ) : null}

        {tooLong ? null : read.data ? (
          read.data.days.length ? (
            <StatusTable
              reply={{
                ...read.data,
                locations: read.data.locations.map((l) => ({ ...l, name: nameOf(l.id, l.name) })),
              }}
              online={online}
              canSend={(id) => syncOn && included.has(id)}
              onDownload={download}
              onSend={(day) => void run({ from: day.date, to: day.date, loc: day.locationId })}
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('status.empty')}
            </Text>
          )
        ) : read.loading ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {read.error ? errorMessage(read.error, t) : t('status.loadFailed')}
          </Alert>
        )}
      </Stack>
      <RerunDialog
        opened={confirming}
        period={periodText}
        location={loc === 'all' ? null : nameOf(loc, choices.find((l) => l.id === loc)?.name)}
        busy={running.busy}
        onConfirm={() => void run({ from: shown.from, to: shown.to, loc })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
