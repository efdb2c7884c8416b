import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Materials } from '../data/materials';
import { MaterialSelect } from './MaterialSelect';
import { UnitSelect, type PackUse } from './UnitSelect';
import type { StockLine, StockLines } from '../data/useStockSubmit';

interface StockLineRowsProps<L extends StockLine> {
  /** The form's lines: what is wrong with each, how one changes, is removed. */
  form: StockLines<L>;
  materials: Materials;
  /** Which packs the unit offers (a receipt: those bought in). */
  packs: PackUse;
  /** Prefix of the test ids: `<prefix>-line`, `-material`, `-quantity`, `-unit`. */
  testId: string;
  /** The form's own inputs of a line, between its unit and its remove button (a cost, a reason). */
  children?: (line: L, first: boolean) => ReactNode;
}

/**
 * The lines of a stock form, each the material (typed or scanned), how much in which unit, what the
 * form adds, and a remove button (not while it is the only line). Only the first line has labels
 * above its inputs.
 */
export function StockLineRows<L extends StockLine>({
  form,
  materials,
  packs,
  testId,
  children,
}: StockLineRowsProps<L>) {
  const { t } = useTranslation('stock');
  return form.lines.map((line, index) => {
    const first = index === 0;
    const material = line.material_id ? materials.byId.get(line.material_id) : undefined;
    const remove = form.removeOf(line.key);
    return (
      <Group key={line.key} gap="xs" align="flex-start" wrap="wrap" data-testid={`${testId}-line`}>
        <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <MaterialSelect
            rows={materials.rows ?? []}
            value={line.material_id}
            label={first ? t('receive.material') : undefined}
            error={form.errors[line.key]}
            onChange={(id, pack) => form.change({ ...line, material_id: id, pack: pack ?? '' })}
            data-testid={`${testId}-material`}
          />
        </div>
        <NumberInput
          label={first ? t('receive.quantity') : undefined}
          aria-label={t('receive.quantity')}
          value={line.quantity}
          onChange={(v) => form.change({ ...line, quantity: typeof v === 'number' ? v : '' })}
          min={0}
          decimalScale={3}
          hideControls
          w={100}
          data-testid={`${testId}-quantity`}
        />
        <UnitSelect
          material={material}
          use={packs}
          value={line.pack}
          onChange={(pack) => form.change({ ...line, pack })}
          label={first ? t('receive.unit') : undefined}
          data-testid={`${testId}-unit`}
        />
        {children?.(line, first)}
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={first ? 24 : 0}
          onClick={remove ?? undefined}
          disabled={!remove}
          aria-label={t('receive.removeLine')}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    );
  });
}
