import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { useAction } from '@/shared/useAction';
import { numberFormat } from '@/lib/formats';
import { useCrmWrites, type CrmDetail } from './data/calls';

/**
 * The loyalty balance and its latest entries; the back office adds or takes points with a reason.
 * Needs the network: the ledger lives on the server, and one entry id per submit makes a retry safe.
 */
export function LoyaltyForm({
  customerId,
  balance,
  entries,
  canWrite,
  onChanged,
}: {
  customerId: string;
  balance: number;
  entries: CrmDetail['loyalty'];
  canWrite: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('people-crm');
  const { addLoyalty } = useCrmWrites();
  const [points, setPoints] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [entryId, setEntryId] = useState(() => uuidv7());
  const count = numberFormat(i18n.language);

  const add = useAction(
    async (entry: Parameters<typeof addLoyalty>[1]) => {
      await addLoyalty(customerId, entry);
      setPoints('');
      setReason('');
      setEntryId(uuidv7());
      onChanged();
    },
    { failed: t('loyalty.failed'), done: t('loyalty.saved') },
  );
  const busy = add.busy;
  const submit = async () => {
    if (typeof points !== 'number' || points === 0 || !reason.trim()) return;
    await add.run({ id: entryId, points, reason: reason.trim() });
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Title order={4}>{t('loyalty.title')}</Title>
        <Text fw={700} data-testid="crm-loyalty">
          {t('loyalty.balance', { points: count.format(balance) })}
        </Text>
      </Group>
      {canWrite ? (
        <Text size="sm" c="dimmed">
          {t('loyalty.pointsHint')}
        </Text>
      ) : null}
      {canWrite ? (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            label={t('loyalty.points')}
            placeholder="+50 / -20"
            value={points}
            onChange={(v) => setPoints(typeof v === 'number' ? v : '')}
            allowDecimal={false}
            w={140}
          />
          <TextInput
            label={t('loyalty.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: '1 1 12rem' }}
          />
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={typeof points !== 'number' || points === 0 || !reason.trim()}
            data-testid="crm-loyalty-save"
          >
            {t('loyalty.add')}
          </Button>
        </Group>
      ) : null}
      {entries.slice(0, 5).map((entry) => (
        <Group key={entry.id} justify="space-between" gap="xs">
          <Text size="sm">{entry.reason}</Text>
          <Text size="sm" c={entry.points < 0 ? 'red' : 'teal'} dir="ltr">
            {entry.points > 0 ? '+' : ''}
            {count.format(entry.points)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
