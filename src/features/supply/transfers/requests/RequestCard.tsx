import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalRequest } from '../data/documentRows';
import { RequestStatusBadge } from '../shared/StatusBadge';
import { useWhen } from '../../shared/useWhen';

interface RequestCardProps {
  request: LocalRequest;
  /** The other side: the place asked (for the store) or the store asking. */
  place: string;
  created: boolean;
  /** A change of it was refused by the server and is not yet discarded. */
  refused: boolean;
  onOpen: () => void;
}

/** One order request in the list; a tap opens it. */
export function RequestCard({ request, place, created, refused, onOpen }: RequestCardProps) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  return (
    <UnstyledButton onClick={onOpen} data-testid="request-row" data-request-id={request.id}>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} data-testid="request-number">
                {request.number || t('requests.newNumber')}
              </Text>
              <RequestStatusBadge status={request.status} />
              {refused ? (
                <Badge color="red" variant="light" data-testid="request-row-refused">
                  {t('refused.badge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" lineClamp={2}>
              {created ? t('requests.askedOf', { place }) : t('requests.askedBy', { place })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('requests.lines', { count: request.lines.length })} · {when.at(request.created_at)}
            </Text>
          </Stack>
          {request.needed_by ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('requests.neededBy', { date: when.day(request.needed_by) })}
            </Text>
          ) : null}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
