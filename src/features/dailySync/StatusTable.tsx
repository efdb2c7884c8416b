import {
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dailySyncKinds, type DailySyncDay, type DailySyncDaysReply } from '@contract/dailySync';
import { dateTimeFormat } from '@/lib/formats';
import { DayActions, type DayRef } from './DayActions';
import { StatusBadge } from './StatusBadge';
import classes from './dailySync.module.css';

interface StatusTableProps {
  reply: DailySyncDaysReply;
  online: boolean;
  canSend: (locationId: string) => boolean;
  onDownload: (day: DayRef) => void;
  onSend: (day: DayRef) => void;
}

interface DateGroup {
  date: string;
  label: string;
  days: DailySyncDay[];
}

function useGroups(reply: DailySyncDaysReply): DateGroup[] {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const groups: DateGroup[] = [];
  for (const day of reply.days) {
    let group = groups.at(-1);
    if (group?.date !== day.date) {
      group = { date: day.date, label: format.format(new Date(`${day.date}T00:00:00Z`)), days: [] };
      groups.push(group);
    }
    group.days.push(day);
  }
  return groups;
}

/**
 * Each business date with its locations and their four summaries: a table from tablets up, a list
 * of cards on phones. Dates run from the latest down.
 */
export function StatusTable(props: StatusTableProps) {
  const { t } = useTranslation('dailySync');
  const groups = useGroups(props.reply);
  const names = new Map(props.reply.locations.map((l) => [l.id, l.name]));
  // An older saved reply has no time zones: its times then read in UTC.
  const zones = new Map(props.reply.locations.map((l) => [l.id, l.time_zone ?? null]));
  const refOf = (day: DailySyncDay): DayRef => ({
    date: day.date,
    locationId: day.location_id,
    locationName: names.get(day.location_id) ?? '',
    closed: day.closed,
  });
  const actions = (day: DailySyncDay, dateLabel: string) => (
    <DayActions
      day={refOf(day)}
      dateLabel={dateLabel}
      online={props.online}
      canSend={props.canSend(day.location_id)}
      onDownload={props.onDownload}
      onSend={props.onSend}
    />
  );
  const rowProps = (day: DailySyncDay) => ({
    'data-testid': 'daily-sync-day',
    'data-date': day.date,
    'data-location': day.location_id,
    'data-closed': String(day.closed),
  });

  const wide = useMatches({ base: false, sm: true });
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={640} data-testid="daily-sync-table">
        <Table verticalSpacing={6} fz="sm" className={classes.table}>
          <VisuallyHidden component="caption">
            {t('status.caption', { from: props.reply.from, to: props.reply.to })}
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('status.location')}</Table.Th>
              {dailySyncKinds.map((kind) => (
                <Table.Th key={kind}>{t(`status.kinds.${kind}`)}</Table.Th>
              ))}
              <Table.Th w={44}>
                <VisuallyHidden>{t('status.actionsColumn')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.date}>
              <Table.Tr className={classes.dateRow}>
                <Table.Th colSpan={dailySyncKinds.length + 2} scope="colgroup">
                  <bdi>{group.label}</bdi>
                </Table.Th>
              </Table.Tr>
              {group.days.map((day) => (
                <Table.Tr key={day.location_id} {...rowProps(day)}>
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{names.get(day.location_id)}</bdi>
                    </Text>
                  </Table.Td>
                  {dailySyncKinds.map((kind) => (
                    <Table.Td key={kind}>
                      <StatusBadge
                        kind={kind}
                        status={day.kinds[kind]}
                        timeZone={zones.get(day.location_id) ?? null}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>{actions(day, group.label)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="md" data-testid="daily-sync-list">
      {groups.map((group) => (
        <Stack key={group.date} gap={6}>
          <Text fw={600} size="sm" c="dimmed">
            <bdi>{group.label}</bdi>
          </Text>
          {group.days.map((day) => (
            <Card key={day.location_id} withBorder radius="md" padding="sm" {...rowProps(day)}>
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
                <Text fw={500} size="sm" lineClamp={2}>
                  <bdi>{names.get(day.location_id)}</bdi>
                </Text>
                {actions(day, group.label)}
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
                {dailySyncKinds.map((kind) => (
                  <Box key={kind} miw={0}>
                    <Text size="xs" c="dimmed" truncate="end">
                      {t(`status.kinds.${kind}`)}
                    </Text>
                    <StatusBadge
                      kind={kind}
                      status={day.kinds[kind]}
                      timeZone={zones.get(day.location_id) ?? null}
                      fullWidth
                    />
                  </Box>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
