import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialRow } from '../data/materials';
import { usePackName } from './packName';
import { useUnitLabel } from './Quantity';

/** Which of a material's packs a form offers: bought in, counted in, or any. */
export type PackUse = 'purchase' | 'count' | 'any';

const offered = (pack: MaterialRow['pack_units'][number], use: PackUse) =>
  use === 'any' || (use === 'purchase' ? pack.for_purchase : pack.for_count);

/**
 * The unit a quantity is typed in: the material's base unit ('') or one of its packs (by name).
 * Empty and disabled until a material is chosen.
 */
export function UnitSelect({
  material,
  use,
  value,
  onChange,
  label,
  w = 110,
  ...rest
}: {
  material: MaterialRow | undefined;
  use: PackUse;
  value: string;
  onChange: (pack: string) => void;
  /** Shown above the input (the first line of a list); otherwise the unit is only named to readers. */
  label?: string;
  w?: number;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('stock');
  const unitLabel = useUnitLabel();
  const packName = usePackName();
  const data = material
    ? [
        { value: '', label: unitLabel(material.unit) },
        ...material.pack_units
          .filter((p) => offered(p, use))
          .map((p) => ({ value: p.name, label: packName(p.name) })),
      ]
    : [];
  return (
    <Select
      label={label}
      aria-label={t('receive.unit')}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      disabled={!material}
      allowDeselect={false}
      w={w}
      comboboxProps={{ withinPortal: true }}
      data-testid={rest['data-testid']}
    />
  );
}
