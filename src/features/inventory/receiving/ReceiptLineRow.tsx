import { ActionIcon, Group, NumberInput, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MaterialRow } from '../stock/shared/materials';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { useUnitLabel } from '../stock/shared/Quantity';
import type { ReceiptLineInput } from './receiptLines';

interface ReceiptLineRowProps {
  index: number;
  line: ReceiptLineInput;
  materials: readonly MaterialRow[];
  material: MaterialRow | undefined;
  error?: string;
  onChange: (line: ReceiptLineInput) => void;
  onRemove: (() => void) | null;
}

/** One line of stock received: the material, how much in which unit, and what one unit cost. */
export function ReceiptLineRow({
  index,
  line,
  materials,
  material,
  error,
  onChange,
  onRemove,
}: ReceiptLineRowProps) {
  const { t } = useTranslation('stock');
  const unitLabel = useUnitLabel();
  const units = material
    ? [
        { value: '', label: unitLabel(material.unit) },
        ...material.pack_units
          .filter((p) => p.for_purchase)
          .map((p) => ({ value: p.name, label: p.name })),
      ]
    : [];
  const number = (v: string | number): number | '' => (typeof v === 'number' ? v : '');
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid="receipt-line">
      <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <MaterialSelect
          rows={materials}
          value={line.material_id}
          label={index === 0 ? t('receive.material') : undefined}
          error={error}
          onChange={(id, pack) => onChange({ ...line, material_id: id, pack: pack ?? '' })}
          data-testid="receipt-material"
        />
      </div>
      <NumberInput
        label={index === 0 ? t('receive.quantity') : undefined}
        aria-label={t('receive.quantity')}
        value={line.quantity}
        onChange={(v) => onChange({ ...line, quantity: number(v) })}
        min={0}
        decimalScale={3}
        w={100}
        hideControls
        data-testid="receipt-quantity"
      />
      <Select
        label={index === 0 ? t('receive.unit') : undefined}
        aria-label={t('receive.unit')}
        data={units}
        value={line.pack}
        onChange={(v) => onChange({ ...line, pack: v ?? '' })}
        disabled={!material}
        allowDeselect={false}
        w={110}
        comboboxProps={{ withinPortal: true }}
        data-testid="receipt-unit"
      />
      <NumberInput
        label={index === 0 ? t('receive.cost') : undefined}
        aria-label={t('receive.cost')}
        value={line.cost}
        onChange={(v) => onChange({ ...line, cost: number(v) })}
        min={0}
        decimalScale={4}
        w={110}
        hideControls
        data-testid="receipt-cost"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={index === 0 ? 24 : 0}
        onClick={onRemove ?? undefined}
        disabled={!onRemove}
        aria-label={t('receive.removeLine')}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
