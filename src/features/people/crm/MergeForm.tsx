import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { useAction } from '@/shared/useAction';
import type { LocalRow } from '@/data/db';
import { useCrmWrites } from './data/calls';

const labelOf = (row: LocalRow) =>
  [row.name, row.phone, row.email].filter((v) => typeof v === 'string' && v).join(' · ');

/**
 * Folds a duplicate into the customer shown: their invoices and loyalty move here, tags join, the
 * duplicate is deleted. Asks first; needs the network (invoices live on the server). The list
 * catches up through the next sync, which is started at once.
 */
export function MergeForm({
  kept,
  others,
  onMerged,
}: {
  kept: LocalRow;
  others: readonly LocalRow[];
  onMerged: () => void;
}) {
  const { t } = useTranslation('people-crm');
  const { merge: mergeCustomers } = useCrmWrites();
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // Likely duplicates first (the same name, phone or email), then everyone else by name.
  const options = useMemo(() => {
    const same = (r: LocalRow) =>
      ['name', 'phone', 'email'].some(
        (f) =>
          typeof r[f] === 'string' &&
          r[f] !== '' &&
          String(r[f]).toLowerCase() === String(kept[f] ?? '').toLowerCase(),
      );
    return others
      .filter((r) => r.id !== kept.id && r.deleted_at == null)
      .sort(
        (a, b) => Number(same(b)) - Number(same(a)) || String(a.name).localeCompare(String(b.name)),
      )
      .map((r) => ({ value: r.id, label: labelOf(r) }));
  }, [others, kept]);
  const duplicate = others.find((r) => r.id === duplicateId) ?? null;

  const merging = useAction(
    async (duplicate: string) => {
      const reply = await mergeCustomers(kept.id, duplicate);
      setDuplicateId(null);
      onMerged();
      return reply;
    },
    {
      failed: t('merge.failed'),
      done: (reply) => t('merge.done', { invoices: reply.invoices_moved }),
    },
  );
  const busy = merging.busy;
  const merge = async () => {
    if (!duplicateId) return;
    await merging.run(duplicateId);
    setAsking(false);
  };

  return (
    <Stack gap={6}>
      <Title order={4}>{t('merge.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('merge.hint')}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('merge.duplicate')}
          placeholder={t('merge.pick')}
          data={options}
          value={duplicateId}
          onChange={setDuplicateId}
          searchable
          clearable
          limit={50}
          style={{ flex: '1 1 14rem' }}
          data-testid="crm-merge-pick"
        />
        <Button
          color="orange"
          leftSection={<IconArrowMerge size={16} />}
          disabled={!duplicateId}
          loading={busy}
          onClick={() => setAsking(true)}
          data-testid="crm-merge"
        >
          {t('merge.action')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t('merge.confirmTitle')}
        message={t('merge.confirm', {
          duplicate: duplicate ? String(duplicate.name) : '',
          kept: String(kept.name),
        })}
        confirmLabel={t('merge.action')}
        danger
        busy={busy}
        onConfirm={() => void merge()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
