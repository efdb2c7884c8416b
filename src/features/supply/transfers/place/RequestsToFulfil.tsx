import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LocalRequest } from '../data/documentRows';
import {
  acceptRequest,
  sendRequest,
  useDocumentWrite,
  type TransferWriter,
} from '../data/documentWrites';
import { RequestStatusBadge } from '../shared/StatusBadge';
import { useWhen } from '../../shared/useWhen';

const none = new Map<string, number>();

/**
 * The requests made of this place that still need it: accept as asked, then send as accepted, a tap
 * each. Other quantities are changed in the request itself (tap its number).
 */
export function RequestsToFulfil({
  requests,
  placeName,
  writer,
  mayWrite,
  onOpen,
}: {
  requests: LocalRequest[];
  placeName: (id: string) => string;
  writer: TransferWriter | null;
  mayWrite: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const act = useDocumentWrite(writer);
  return (
    <Card withBorder radius="md" data-testid="to-fulfil">
      <Title order={3} size="h4" mb="sm">
        {t('place.toFulfil', { count: requests.length })}
      </Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('place.nothingToFulfil')}
        </Text>
      ) : (
        <Stack gap="xs">
          {requests.map((r) => (
            <Group key={r.id} justify="space-between" gap="sm" wrap="wrap" data-testid="fulfil-row">
              <UnstyledButton
                onClick={() => onOpen(r.id)}
                style={{ flex: '1 1 12rem', minWidth: 0 }}
              >
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{r.number || t('requests.newNumber')}</Text>
                  <RequestStatusBadge status={r.status} />
                </Group>
                <Text size="sm" lineClamp={2}>
                  {t('requests.askedBy', { place: placeName(r.location_id) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('requests.lines', { count: r.lines.length })}
                  {r.needed_by
                    ? ` · ${t('requests.neededBy', { date: when.day(r.needed_by) })}`
                    : ''}
                </Text>
              </UnstyledButton>
              {mayWrite && r.status === 'pending' ? (
                <Button
                  leftSection={<IconCheck size={16} />}
                  onClick={() => void act((w) => acceptRequest(w, r, none), t('done.accepted'))}
                  data-testid="fulfil-accept"
                >
                  {t('actions.accept')}
                </Button>
              ) : null}
              {mayWrite && r.status === 'accepted' ? (
                <Button
                  color="violet"
                  leftSection={<IconSend size={16} />}
                  onClick={() => void act((w) => sendRequest(w, r, none), t('done.sent'))}
                  data-testid="fulfil-send"
                >
                  {t('actions.send')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
