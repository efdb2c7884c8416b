import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useAction } from '@/shared/useAction';
import { useLocationSheets } from '../../countSheets/data/useSheets';
import { formatAmount, formatParts, useAmountWords } from '../shared/amount';
import {
  useCount,
  useCountWrites,
  useEntriesOf,
  useMaterialsById,
  type CountWrites,
} from '../data/countData';
import { useCountTime } from '../shared/countTime';
import { Isolated } from '../shared/Isolated';
import { CountStatusBadge } from '../shared/StatusBadge';

/** `/activities?id=`: every entry of a count, newest first; undone ones struck through. */
export function ActivitiesScreen({ countId }: { countId: string | null }) {
  const { t } = useTranslation('counts');
  const writes = useCountWrites();
  const count = useCount(countId);
  const sheets = useLocationSheets(count?.location_id ?? null);
  const materialOf = useMaterialsById();
  const entries = useEntriesOf(useMemo(() => (countId ? [countId] : []), [countId]));
  const when = useCountTime();
  const words = useAmountWords();
  const areaName = useMemo(
    () => new Map((sheets ?? []).flatMap((s) => s.areas.map((a) => [a.id, a.name] as const))),
    [sheets],
  );
  const sorted = useMemo(
    () =>
      [...(entries ?? [])].sort(
        (a, b) => b.counted_at.localeCompare(a.counted_at) || b.id.localeCompare(a.id),
      ),
    [entries],
  );
  const open = count != null && count.status !== 'approved';

  const undo = useAction((w: CountWrites, id: string) => w.undo(id), {
    failed: t('activities.undoFailed'),
  });

  return (
    <>
      <PageHeader
        title={t('activities.title')}
        description={
          count ? (
            <Isolated parts={[count.name || t('activities.count'), when(count.cutoff_at)]} />
          ) : undefined
        }
        actions={count ? <CountStatusBadge status={count.status} /> : null}
      />
      {count === null ? (
        <Text c="dimmed" data-testid="count-missing">
          {t('activities.missing')}
        </Text>
      ) : null}
      {/* Only once the entries are read: an empty list while they load is not "nothing counted". */}
      {count && entries !== undefined && sorted.length === 0 ? (
        <Text c="dimmed" data-testid="activities-empty">
          {t('activities.empty')}
        </Text>
      ) : null}
      <Stack gap="xs" data-testid="activities-list">
        {sorted.map((e) => {
          const m = materialOf.get(e.material_id);
          const unit = m?.unit ?? '';
          const undone = e.deleted_at !== null;
          const mine = writes?.userId === e.counted_by;
          return (
            <Paper
              key={e.id}
              withBorder
              p="xs"
              radius="md"
              data-testid="activity-row"
              data-undone={undone || undefined}
              style={{ opacity: undone ? 0.6 : 1 }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} td={undone ? 'line-through' : undefined} truncate>
                      {m?.name ?? t('activities.unknownMaterial')}
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={e.mode === 'replace' ? 'grape' : 'blue'}
                    >
                      {t(`mode.${e.mode}`)}
                    </Badge>
                    {undone ? (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('activities.undone')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text
                    size="sm"
                    td={undone ? 'line-through' : undefined}
                    data-testid="activity-parts"
                  >
                    {formatParts(words, e.parts, unit)}
                    {e.parts.length > 1 || e.parts.some((p) => p.unit)
                      ? ` = ${formatAmount(words, e.quantity, unit)}`
                      : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Isolated
                      parts={[
                        areaName.get(e.area_id) ?? t('activities.unknownArea'),
                        e.counted_by_name,
                        t('activities.device', { device: e.device_id.slice(-6) }),
                        when(e.counted_at, { dateStyle: 'short', timeStyle: 'medium' }),
                      ]}
                    />
                  </Text>
                </Stack>
                {open && mine && !undone ? (
                  <Tooltip label={t('activities.undo')}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      onClick={() => {
                        if (writes) void undo.run(writes, e.id);
                      }}
                      aria-label={t('activities.undo')}
                      data-testid="activity-undo"
                    >
                      <IconArrowBackUp size={18} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
