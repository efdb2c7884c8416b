import { Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/lib/quantity';
import type { MaterialRow } from '../stock/data/materials';
import type { CountArea, Tally } from './tally';
import classes from './counting.module.css';

interface MaterialListProps {
  area: CountArea;
  materials: Map<string, MaterialRow>;
  materialName: (id: string) => string;
  tally: Tally;
  selected: string | null;
  onSelect: (materialId: string) => void;
  unitLabel: (material: MaterialRow) => string;
  /** A quantity in a material's base unit, as a reader says it ("7.5 kg", "3 pcs"). */
  amount: (quantity: number, unit: string) => string;
  /** Expected at the cut-off (only for those who may see stock and only when cached). */
  expected: Map<string, number> | null;
}

/** The area's materials in shelf order, each with what was entered so far. */
export function MaterialList(props: MaterialListProps) {
  const { area, tally, selected, expected } = props;
  const { t, i18n } = useTranslation('counting');
  // Rows are memoized: an entry re-renders its own row, not the other 999 of a long sheet.
  const latest = useRef(props.onSelect);
  useEffect(() => {
    latest.current = props.onSelect;
  }, [props.onSelect]);
  const onSelect = useCallback((id: string) => latest.current(id), []);
  return (
    <Stack gap={6} data-testid="material-list">
      {area.material_ids.map((id) => {
        const material = props.materials.get(id);
        const wanted = expected?.get(id);
        const total = tally.total(id, area.id);
        return (
          <MaterialItem
            key={id}
            id={id}
            name={props.materialName(id)}
            unit={material ? props.unitLabel(material) : ''}
            total={total === null ? null : props.amount(total, material?.unit ?? '')}
            entries={tally.entries(id, area.id).length}
            refused={tally.refused(id, area.id).length}
            selected={selected === id}
            expected={
              wanted !== undefined
                ? t('expected', { quantity: formatQuantity(i18n.language, wanted) })
                : null
            }
            onSelect={onSelect}
          />
        );
      })}
      {area.material_ids.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('emptyArea')}
        </Text>
      ) : null}
    </Stack>
  );
}

interface MaterialItemProps {
  id: string;
  name: string;
  unit: string;
  /** What was entered so far, written with its unit; null when nothing was. */
  total: string | null;
  entries: number;
  /** Entries the server refused: they do not count, and the row says so. */
  refused: number;
  selected: boolean;
  expected: string | null;
  onSelect: (id: string) => void;
}

/**
 * Plain elements, not Mantine's: a sheet can list a thousand of these, and each Mantine Group, Stack,
 * Text and Badge resolves its style props on every render, which made opening a long area slow.
 */
const MaterialItem = memo(function MaterialItem(props: MaterialItemProps) {
  const { id, unit, total, selected } = props;
  const { t } = useTranslation('counting');
  return (
    <button
      type="button"
      className={classes.material}
      data-selected={selected || undefined}
      data-counted={total !== null || undefined}
      onClick={() => props.onSelect(id)}
      data-testid={`material-${id}`}
      aria-pressed={selected}
    >
      <span className={classes.materialText}>
        <span className={classes.materialName}>{props.name}</span>
        <span className={classes.materialUnit}>
          {unit}
          {props.expected ? ` · ${props.expected}` : ''}
        </span>
      </span>
      {total !== null ? (
        <span className={classes.materialCount}>
          <span className={classes.materialTotal} data-testid={`total-${id}`}>
            {total}
          </span>
          <span className={classes.materialEntries}>{t('entries', { count: props.entries })}</span>
          <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" aria-hidden />
        </span>
      ) : (
        <span className={classes.materialUncounted}>{t('notCounted')}</span>
      )}
      {props.refused > 0 ? (
        <span className={classes.materialRefused} data-testid={`refused-${id}`}>
          {t('refused.count', { count: props.refused })}
        </span>
      ) : null}
    </button>
  );
});
