import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditEntry } from '@contract/audit';
import { dateTimeFormat } from '@/lib/formats';
import { AuditChanges } from './AuditValue';
import type { RowFilter } from './data/calls';

const actionColor: Record<AuditAction, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  other: 'gray',
};

function useEntryText() {
  const { t, i18n } = useTranslation(['people-audit', 'resources']);
  // The month by name: a numeric date's slashes reorder badly inside right-to-left text.
  const when = dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return {
    t,
    when: (e: AuditEntry) => when.format(new Date(e.at)),
    who: (e: AuditEntry) => e.user_name ?? t('noUser'),
    // Registry rows are named by the resource; the log's other collections have names of their own.
    kind: (e: AuditEntry) =>
      t(`kinds.${e.collection}`, {
        defaultValue: t(`resources:${e.collection}.one`, { defaultValue: e.collection }),
      }),
  };
}

interface EntriesProps {
  entries: readonly AuditEntry[];
  onRow: (row: RowFilter) => void;
}

/** The row an entry is about, by name where it has one; a click shows that row's history. */
function RowCell({ entry, onRow }: { entry: AuditEntry; onRow: EntriesProps['onRow'] }) {
  const { t, kind } = useEntryText();
  const label = entry.row_label ?? entry.row_id.slice(-8);
  return (
    <Stack gap={0}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="start"
        dir="auto"
        title={t('rowHistory')}
        onClick={() => onRow({ collection: entry.collection, row_id: entry.row_id, label })}
        data-testid="audit-row-link"
      >
        {label}
      </Anchor>
      <Text size="xs" c="dimmed">
        {kind(entry)} · {t(`areas.${entry.area}`)}
      </Text>
    </Stack>
  );
}

function ActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation('people-audit');
  return (
    <Badge
      variant="light"
      color={actionColor[action]}
      size="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="audit-action"
    >
      {t(`actions.${action}`)}
    </Badge>
  );
}

/**
 * Entries as table rows (tablet and desktop): one `tbody` per page read. Who and from where sit
 * under the time, so the changes keep the room they need on a tablet.
 */
export function AuditTableRows({ entries, onRow }: EntriesProps) {
  const { when, who } = useEntryText();
  return (
    <Table.Tbody>
      {entries.map((e) => (
        <Table.Tr key={e.id} data-testid="audit-entry" data-area={e.area}>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{when(e)}</bdi>
            </Text>
            <Text size="sm" fw={500} data-testid="audit-user">
              {who(e)}
            </Text>
            <Text size="xs" c="dimmed" dir="auto">
              {e.device}
            </Text>
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <RowCell entry={e} onRow={onRow} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <ActionBadge action={e.action} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <AuditChanges action={e.action} collection={e.collection} fields={e.fields} />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

/** Entries as cards (phones): the same facts, stacked. */
export function AuditCards({ entries, onRow }: EntriesProps) {
  const { when, who } = useEntryText();
  return (
    <>
      {entries.map((e) => (
        <Card key={e.id} withBorder padding="sm" data-testid="audit-entry" data-area={e.area}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <RowCell entry={e} onRow={onRow} />
              <ActionBadge action={e.action} />
            </Group>
            <AuditChanges action={e.action} collection={e.collection} fields={e.fields} />
            <Text size="xs" c="dimmed">
              <bdi>{when(e)}</bdi> · <span data-testid="audit-user">{who(e)}</span>
            </Text>
            <Text size="xs" c="dimmed" dir="auto">
              {e.device}
            </Text>
          </Stack>
        </Card>
      ))}
    </>
  );
}
