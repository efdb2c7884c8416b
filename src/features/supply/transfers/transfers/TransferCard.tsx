import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LocalTransfer } from '../data/documentRows';
import { TransferStatusBadge } from '../shared/StatusBadge';
import { useWhen } from '../../shared/useWhen';

/** One transfer in the list: which way it goes, to or from where, and whether it is on the road. */
export function TransferCard({
  transfer,
  outgoing,
  place,
  onOpen,
}: {
  transfer: LocalTransfer;
  outgoing: boolean;
  place: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const Arrow = outgoing ? IconArrowUpRight : IconArrowDownLeft;
  return (
    <UnstyledButton onClick={onOpen} data-testid="transfer-row" data-transfer-id={transfer.id}>
      <Paper
        withBorder
        p="sm"
        radius="md"
        style={
          transfer.status === 'sent'
            ? { borderInlineStart: '4px solid var(--mantine-color-violet-6)' }
            : undefined
        }
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Arrow
            size={20}
            aria-hidden
            color={outgoing ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-teal-6)'}
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} data-testid="transfer-number">
                {transfer.number || t('transfers.newNumber')}
              </Text>
              <TransferStatusBadge status={transfer.status} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {outgoing ? t('transfers.to', { place }) : t('transfers.from', { place })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('requests.lines', { count: transfer.lines.length })} ·{' '}
              {when.at(transfer.sent_at ?? transfer.created_at)}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
