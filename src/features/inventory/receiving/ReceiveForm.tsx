import { Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { useMoney } from '@/app/location/useMoney';
import { toast } from '@/app/toast';
import { useLocal } from '@/data/react';
import type { Materials } from '../stock/shared/materials';
import { queueReceipt } from '../stock/shared/postings';
import { emptyLine, receiptTotal, toReceiptLine, type ReceiptLineInput } from './receiptLines';
import { ReceiptLineRow } from './ReceiptLineRow';

const newLine = () => emptyLine(uuidv7());

/**
 * Stock received without a supplier order. It is queued on the device at once (works offline) and
 * shows as pending until the server has posted it.
 */
export function ReceiveForm({
  locationId,
  materials,
}: {
  locationId: string;
  materials: Materials;
}) {
  const { t } = useTranslation('stock');
  const local = useLocal();
  const money = useMoney(locationId);
  const [lines, setLines] = useState<ReceiptLineInput[]>(() => [newLine()]);
  const [note, setNote] = useState('');
  const [arrived, setArrived] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const packsOf = (id: string | null) => (id ? (materials.byId.get(id)?.pack_units ?? []) : []);

  const submit = async () => {
    if (!local) return;
    const found: Record<string, string> = {};
    const body = lines.flatMap((line) => {
      const converted = toReceiptLine(line, packsOf(line.material_id));
      const touched = line.material_id !== null || line.quantity !== '';
      if (!converted && touched) found[line.key] = t('receive.lineIncomplete');
      return converted ? [converted] : [];
    });
    if (body.length === 0 && Object.keys(found).length === 0) {
      found[lines[0]!.key] = t('receive.noLines');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await queueReceipt(local.writer, locationId, {
        lines: body,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(arrived ? { occurred_at: new Date(arrived).toISOString() } : {}),
      });
      toast.success(t('receive.queued', { count: body.length }));
      setLines([newLine()]);
      setNote('');
      setArrived('');
    } catch (error) {
      toast.error(t('receive.failed'));
      console.warn('[stock] receipt not queued', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="receive-form">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconTruckDelivery size={20} aria-hidden />
          <Title order={3} size="h4">
            {t('receive.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('receive.hint')}
        </Text>
        {lines.map((line, index) => (
          <ReceiptLineRow
            key={line.key}
            index={index}
            line={line}
            materials={materials.rows ?? []}
            material={line.material_id ? materials.byId.get(line.material_id) : undefined}
            error={errors[line.key]}
            onChange={(next) => setLines((all) => all.map((l) => (l.key === next.key ? next : l)))}
            onRemove={
              lines.length > 1
                ? () => setLines((all) => all.filter((l) => l.key !== line.key))
                : null
            }
          />
        ))}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, newLine()])}
            data-testid="receipt-add-line"
          >
            {t('receive.addLine')}
          </Button>
          <Text size="sm" fw={500} data-testid="receipt-total">
            {t('receive.total', { amount: money.format(receiptTotal(lines)) })}
          </Text>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Textarea
            label={t('receive.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={1}
            style={{ flex: '1 1 16rem' }}
            data-testid="receipt-note"
          />
          <TextInput
            type="datetime-local"
            label={t('receive.arrived')}
            description={t('receive.arrivedHint')}
            value={arrived}
            onChange={(e) => setArrived(e.currentTarget.value)}
            style={{ flex: '0 1 15rem' }}
            data-testid="receipt-arrived"
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={saving} data-testid="receipt-submit">
            {t('receive.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
