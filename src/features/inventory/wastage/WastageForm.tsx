import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { WastageReason } from '@contract/stock';
import { roundQuantity } from '@/lib/quantity';
import type { Materials } from '../stock/data/materials';
import { queueWastage } from '../stock/data/postings';
import { StockFormCard } from '../stock/shared/StockFormCard';
import { StockLineRows } from '../stock/shared/StockLineRows';
import { factorOf } from '../stock/shared/packs';
import { useStockLines, type StockLine } from '../stock/data/useStockSubmit';
import { reasonChoices } from './wastageSearch';

interface Line extends StockLine {
  reason: WastageReason;
}

/** A new line keeps the reason of the one above it: wastage is often several lines of one reason. */
const newLine = (previous?: Line): Line => ({
  key: uuidv7(),
  material_id: null,
  quantity: '',
  pack: '',
  reason: previous?.reason ?? 'expired',
});

/** Stock thrown away, each line with its reason; queued on the device like every write. */
export function WastageForm({
  locationId,
  materials,
}: {
  locationId: string;
  materials: Materials;
}) {
  const { t } = useTranslation('stock');
  const form = useStockLines(newLine);

  const submit = () =>
    form.send(
      'wastage',
      (line) => {
        const material = line.material_id ? materials.byId.get(line.material_id) : undefined;
        const quantity =
          material && line.quantity !== ''
            ? roundQuantity(line.quantity * factorOf(line.pack, material.pack_units))
            : 0;
        return material && quantity > 0
          ? { material_id: material.id, quantity, reason: line.reason }
          : null;
      },
      (writer, body, note) => queueWastage(writer, locationId, { lines: body, ...note }),
      (count) => t('wastage.queued', { count }),
    );

  return (
    <StockFormCard
      icon={<IconTrashX size={20} aria-hidden />}
      title={t('wastage.record')}
      hint={t('wastage.hint')}
      data-testid="wastage-form"
    >
      <StockLineRows form={form} materials={materials} packs="any" testId="wastage">
        {(line, first) => (
          <Select
            label={first ? t('columns.reason') : undefined}
            aria-label={t('columns.reason')}
            data={reasonChoices.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            value={line.reason}
            onChange={(v) => form.change({ ...line, reason: (v ?? 'other') as WastageReason })}
            allowDeselect={false}
            w={160}
            comboboxProps={{ withinPortal: true }}
            data-testid="wastage-reason"
          />
        )}
      </StockLineRows>
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={form.add}>
          {t('receive.addLine')}
        </Button>
        <TextInput
          aria-label={t('receive.note')}
          placeholder={t('receive.note')}
          value={form.note}
          onChange={(e) => form.setNote(e.currentTarget.value)}
          maxLength={1000}
          style={{ flex: '1 1 12rem' }}
        />
        <Button
          color="red"
          onClick={() => void submit()}
          loading={form.busy}
          data-testid="wastage-submit"
        >
          {t('wastage.submit')}
        </Button>
      </Group>
    </StockFormCard>
  );
}
