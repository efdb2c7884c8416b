import { Button, Card, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';
import type { OutboxActions } from '@/data/sync/actions';
import { useAction } from '@/shared/useAction';
import { displayValue } from './describe';
import { useRowLabel } from './useRowLabel';

interface ConflictCardProps {
  /** A queued change the server refused because the row changed there meanwhile. */
  entry: OutboxEntry;
  actions: OutboxActions;
  onDone: (message: string) => void;
}

/** Lets the user settle a conflict field by field: keep theirs or mine for each field both changed. */
export function ConflictCard({ entry, actions, onDone }: ConflictCardProps) {
  const { t } = useTranslation(['sync', 'resources']);
  const fields = entry.conflict?.fields ?? [];
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(fields.map((f) => [f, 'mine' as const])),
  );
  const server = entry.conflict?.server ?? {};
  const mine = entry.body ?? {};
  // A choice is kept in the device's outbox; when that fails the toast says so and the card stays.
  const settle = useAction((action: () => Promise<void>) => action().then(() => true), {
    failed: t('sync:conflict.notKept'),
  });
  const busy = settle.busy;
  const run = async (action: () => Promise<void>, message: string) => {
    if (await settle.run(action)) onDone(message);
  };
  const name = useRowLabel(entry);
  const label = (field: string) =>
    t(`resources:${entry.collection}.fields.${field}`, { defaultValue: field });

  return (
    <Card withBorder padding="sm" data-testid="sync-conflict">
      <Stack gap="xs">
        <Text fw={600}>
          {t('sync:conflict.title', {
            what: t(`resources:${entry.collection}.one`, { defaultValue: entry.collection }),
            name,
          })}
        </Text>
        {entry.op === 'delete' ? (
          <>
            <Text size="sm">{t('sync:conflict.deleteChanged')}</Text>
            <Group>
              <Button
                size="xs"
                color="red"
                loading={busy}
                onClick={() =>
                  void run(() => actions.deleteAnyway(entry.seq!), t('sync:conflict.queued'))
                }
              >
                {t('sync:conflict.deleteAnyway')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy}
                onClick={() => void run(() => actions.discard(entry.seq!), t('sync:conflict.kept'))}
              >
                {t('sync:conflict.keepTheirs')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('sync:conflict.explain')}</Text>
            <Table withTableBorder verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sync:conflict.field')}</Table.Th>
                  <Table.Th>{t('sync:conflict.mine')}</Table.Th>
                  <Table.Th>{t('sync:conflict.theirs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Td>{label(field)}</Table.Td>
                    <Table.Td>
                      <Radio
                        name={`${entry.id}-${field}`}
                        checked={choice[field] === 'mine'}
                        onChange={() => setChoice((c) => ({ ...c, [field]: 'mine' }))}
                        label={displayValue(mine[field])}
                        data-testid={`conflict-mine-${field}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Radio
                        name={`${entry.id}-${field}`}
                        checked={choice[field] === 'theirs'}
                        onChange={() => setChoice((c) => ({ ...c, [field]: 'theirs' }))}
                        label={displayValue(server[field])}
                        data-testid={`conflict-theirs-${field}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Button
                size="xs"
                loading={busy}
                data-testid="conflict-apply"
                onClick={() =>
                  void run(() => actions.resolve(entry.seq!, choice), t('sync:conflict.queued'))
                }
              >
                {t('sync:conflict.apply')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy}
                onClick={() => void run(() => actions.discard(entry.seq!), t('sync:conflict.kept'))}
              >
                {t('sync:conflict.keepAllTheirs')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
