import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconCloudOff, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import { useAction } from '@/shared/useAction';
import { useRecentlyDeleted } from '../data/useRecentlyDeleted';
import { CatalogueThumb } from '../../shared/CatalogueThumb';

/**
 * Products deleted lately, from the server (deleted rows are tombstones there, not on this device),
 * each with Restore (`POST /api/products/<id>/restore`). Online only, and it says so.
 */
export function RecentlyDeleted({ addons, canRestore }: { addons: boolean; canRestore: boolean }) {
  const { t, i18n } = useTranslation(['products', 'errors']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { online, deleted, restore: restoreRow } = useRecentlyDeleted(addons);
  // The row whose Restore was tapped last: the one the button shows as running.
  const [chosen, setChosen] = useState<string | null>(null);
  const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  const restoring = useAction(
    async (row: LocalRow) => {
      await restoreRow(row);
      return row;
    },
    {
      failed: t('deleted.restoreFailed'),
      done: (row) => t('deleted.restored', { name: displayName(row, lang) }),
    },
  );
  const restore = (row: LocalRow) => {
    setChosen(row.id);
    void restoring.run(row);
  };

  return (
    <Stack gap="md" data-testid="recently-deleted">
      <Text size="sm" c="dimmed">
        {t('deleted.help')}
      </Text>
      {!online ? (
        <Alert color="gray" icon={<IconCloudOff size={18} />} data-testid="deleted-offline">
          {t('deleted.offline')}
        </Alert>
      ) : deleted.isPending ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : deleted.isError ? (
        <Alert color="red">{errorMessage(deleted.error, t)}</Alert>
      ) : deleted.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('deleted.empty')}
        </Text>
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={320} type="native">
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deleted.product')}</Table.Th>
                  <Table.Th w={200}>{t('deleted.when')}</Table.Th>
                  <Table.Th w={140} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deleted.data.map((row) => {
                  const name = displayName(row, lang);
                  return (
                    <Table.Tr key={row.id} data-testid="deleted-row">
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <CatalogueThumb
                            imageUrl={row.image_url}
                            color={row.color}
                            name={name}
                            size={32}
                          />
                          <Stack gap={0} style={{ minWidth: 0 }}>
                            <Text size="sm" fw={500} truncate>
                              <bdi>{name}</bdi>
                            </Text>
                            {row.sku ? (
                              <Text size="xs" c="dimmed">
                                <bdi>{String(row.sku)}</bdi>
                              </Text>
                            ) : null}
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {dateTime.format(Date.parse(String(row.deleted_at)))}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {canRestore ? (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconRestore size={14} />}
                            loading={restoring.busy && chosen === row.id}
                            disabled={restoring.busy && chosen !== row.id}
                            onClick={() => restore(row)}
                            data-testid="deleted-restore"
                          >
                            {t('deleted.restore')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
