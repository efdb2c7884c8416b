import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allModuleParts,
  catalogueParts,
  type Publication,
  type PublishedPart,
} from '@contract/adminSync';
import { Pager } from '@/components/list/Pager';
import { AsOf } from '@/components/reports/AsOf';
import { dateTimeFormat } from '@/lib/formats';
import { collectionOf } from './parts';
import { usePublications } from './data/calls';

const PAGE_SIZE = 10;
/** A version named exactly a target's parts, whether by the target or by checking them all. */
const sameParts = (parts: readonly string[], target: readonly string[]) =>
  parts.length === target.length && target.every((p) => parts.includes(p));
const isPart = (name: string): name is PublishedPart =>
  (allModuleParts as readonly string[]).includes(name);

/** The publish log: each version, when, by whom, and what it published. */
export function PublicationLog() {
  const { t } = useTranslation('config-sync');
  const [page, setPage] = useState(1);
  const log = usePublications(page, PAGE_SIZE);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="xs" mb="md">
        <Title order={3} size="h4">
          {t('log.title')}
        </Title>
        <AsOf asOf={log.asOf} stale={log.stale} refreshing={log.refreshing} />
      </Group>
      {log.data ? (
        log.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="sync-log-empty">
            {t('log.empty')}
          </Text>
        ) : (
          <Stack gap="md">
            <Stack gap="xs" hiddenFrom="sm">
              {log.data.data.map((entry) => (
                <LogItem key={entry.version} entry={entry} />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table verticalSpacing="sm" data-testid="sync-log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('log.version')}</Table.Th>
                    <Table.Th>{t('log.when')}</Table.Th>
                    <Table.Th>{t('log.who')}</Table.Th>
                    <Table.Th>{t('log.what')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.data.map((entry) => (
                    <LogRow key={entry.version} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={page}
              limit={PAGE_SIZE}
              total={log.data.pagination.total}
              shown={log.data.data.length}
              onPage={setPage}
            />
          </Stack>
        )
      ) : log.loading ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('log.loading')} />
        </Center>
      ) : (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{t('log.unavailable')}</Text>
        </Alert>
      )}
    </Card>
  );
}

/** How a log entry reads: when, what it published, and what changed with it. */
function useEntryText(entry: Publication) {
  const { t, i18n } = useTranslation('config-sync');
  const { t: tr } = useTranslation('resources');
  const lang = i18n.resolvedLanguage ?? 'en';
  const when = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.published_at),
  );
  const partName = (name: string) => (isPart(name) ? tr(`${collectionOf(name)}.other`) : name);
  const what = sameParts(entry.parts, allModuleParts)
    ? t('what.all-modules')
    : sameParts(entry.parts, catalogueParts)
      ? t('what.all')
      : new Intl.ListFormat(lang, { type: 'unit' }).format(entry.parts.map(partName));
  const totals = Object.values(entry.counts).reduce(
    (s, c) => ({
      added: s.added + c.added,
      changed: s.changed + c.changed,
      removed: s.removed + c.removed,
    }),
    { added: 0, changed: 0, removed: 0 },
  );
  const detail = `${t('log.counts', totals)}${entry.note ? ` · ${entry.note}` : ''}`;
  return { when, what, detail, version: t('log.versionNumber', { version: entry.version }) };
}

/** A phone's log entry: the same facts stacked, instead of a table to scroll sideways. */
function LogItem({ entry }: { entry: Publication }) {
  const text = useEntryText(entry);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sync-log-item" data-version={entry.version}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Badge variant="light">{text.version}</Badge>
        <Text size="xs" c="dimmed">
          <bdi>{text.when}</bdi> · <bdi>{entry.published_by.name}</bdi>
        </Text>
      </Group>
      <Text size="sm" fw={500}>
        {text.what}
      </Text>
      <Text size="xs" c="dimmed">
        {text.detail}
      </Text>
    </Paper>
  );
}

function LogRow({ entry }: { entry: Publication }) {
  const text = useEntryText(entry);
  return (
    <Table.Tr data-testid="sync-log-row" data-version={entry.version}>
      <Table.Td>
        <Badge variant="light" size="lg">
          {text.version}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <bdi>{text.when}</bdi>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.published_by.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {text.what}
        </Text>
        <Text size="xs" c="dimmed">
          {text.detail}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
