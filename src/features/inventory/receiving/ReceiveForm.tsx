import { Button, Group, NumberInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { useMoney } from '@/shared/location/useMoney';
import type { Materials } from '../stock/data/materials';
import { queueReceipt } from '../stock/data/postings';
import { StockFormCard } from '../stock/shared/StockFormCard';
import { StockLineRows } from '../stock/shared/StockLineRows';
import { useStockLines } from '../stock/data/useStockSubmit';
import { arrivalOf, zoneName } from './arrival';
import { emptyLine, receiptTotal, toReceiptLine } from './receiptLines';

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
  const money = useMoney(locationId);
  const form = useStockLines(newLine);
  const { lines, change } = form;
  const [arrived, setArrived] = useState('');
  const zone = useBusinessDay(locationId).clock.zone;

  const packsOf = (id: string | null) => (id ? (materials.byId.get(id)?.pack_units ?? []) : []);

  const submit = () =>
    form.send(
      'receipt',
      (line) => toReceiptLine(line, packsOf(line.material_id)),
      (writer, body, note) =>
        queueReceipt(writer, locationId, {
          lines: body,
          ...note,
          ...arrivalOf(arrived, zone),
        }),
      (count) => t('receive.queued', { count }),
      () => setArrived(''),
    );

  return (
    <StockFormCard
      icon={<IconTruckDelivery size={20} aria-hidden />}
      title={t('receive.title')}
      hint={t('receive.hint')}
      data-testid="receive-form"
    >
      <StockLineRows form={form} materials={materials} packs="purchase" testId="receipt">
        {(line, first) => (
          <NumberInput
            label={first ? t('receive.cost') : undefined}
            aria-label={t('receive.cost')}
            value={line.cost}
            onChange={(v) => change({ ...line, cost: typeof v === 'number' ? v : '' })}
            min={0}
            decimalScale={4}
            w={110}
            hideControls
            data-testid="receipt-cost"
          />
        )}
      </StockLineRows>
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={form.add}
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
          value={form.note}
          onChange={(e) => form.setNote(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={1}
          style={{ flex: '1 1 16rem' }}
          data-testid="receipt-note"
        />
        <TextInput
          type="datetime-local"
          label={t('receive.arrived')}
          description={t('receive.arrivedHint', { zone: zoneName(zone) })}
          value={arrived}
          onChange={(e) => setArrived(e.currentTarget.value)}
          style={{ flex: '0 1 15rem' }}
          data-testid="receipt-arrived"
        />
      </Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={form.busy} data-testid="receipt-submit">
          {t('receive.submit')}
        </Button>
      </Group>
    </StockFormCard>
  );
}
