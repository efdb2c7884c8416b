import { Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Shelves } from '@/components/Shelves';
import { onceByKey } from '@/lib/onceByKey';
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

/**
 * The area's materials in shelf order, each with what was entered so far. Memoized, with rows that
 * write their own names and amounts: a digit typed on the pad draws neither the list nor its rows,
 * and an entry draws the list (a look-up per material) and its own row, not a thousand rows' words.
 */
export const MaterialList = memo(function MaterialList(props: MaterialListProps) {
  const { area, tally, selected, expected } = props;
  const { t, i18n } = useTranslation('counting');
  const words = useMemo(() => rowWords(t, i18n.language), [t, i18n.language]);
  // Rows are memoized: an entry re-renders its own row, not the other 999 of a long sheet.
  const onSelect = useCallbackRef(props.onSelect);
  const rows = area.material_ids.map((id) => (
    <MaterialItem
      key={id}
      id={id}
      material={props.materials.get(id)}
      materialName={props.materialName}
      unitLabel={props.unitLabel}
      amount={props.amount}
      total={tally.total(id, area.id)}
      entries={tally.entries(id, area.id).length}
      refused={tally.refused(id, area.id).length}
      selected={selected === id}
      expected={expected?.get(id)}
      onSelect={onSelect}
      words={words}
    />
  ));
  return (
    <Stack gap={6} data-testid="material-list">
      <Shelves items={rows} itemHeight={56} gap="6px" />
      {area.material_ids.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('emptyArea')}
        </Text>
      ) : null}
    </Stack>
  );
});

/**
 * The words of the rows, written by the list once per language and handed down. A row that asked
 * i18next for its own translator (`useTranslation`) paid for it at mount: a copy of the i18next
 * instance each, a third of the time it took to open an area of a thousand materials.
 */
interface RowWords {
  notCounted: string;
  entries: (count: number) => string;
  refused: (count: number) => string;
  expected: (quantity: number) => string;
}

function rowWords(t: TFunction<'counting'>, language: string): RowWords {
  return {
    notCounted: t('notCounted'),
    // A count's rows share a few counts of entries: each is written once.
    entries: onceByKey((count: number) => t('entries', { count })),
    refused: onceByKey((count: number) => t('refused.count', { count })),
    expected: (quantity) => t('expected', { quantity: formatQuantity(language, quantity) }),
  };
}

interface MaterialItemProps {
  id: string;
  material: MaterialRow | undefined;
  materialName: (id: string) => string;
  unitLabel: (material: MaterialRow) => string;
  amount: (quantity: number, unit: string) => string;
  /** What was entered so far, in the material's base unit; null when nothing was. */
  total: number | null;
  entries: number;
  /** Entries the server refused: they do not count, and the row says so. */
  refused: number;
  selected: boolean;
  /** Expected at the cut-off, when shown. */
  expected: number | undefined;
  onSelect: (id: string) => void;
  words: RowWords;
}

/**
 * Plain elements, not Mantine's: a sheet can list a thousand of these, and each Mantine Group, Stack,
 * Text and Badge resolves its style props on every render, which made opening a long area slow.
 */
const MaterialItem = memo(function MaterialItem(props: MaterialItemProps) {
  const { id, material, selected, words } = props;
  const unit = material ? props.unitLabel(material) : '';
  const total = props.total === null ? null : props.amount(props.total, material?.unit ?? '');
  const expected = props.expected !== undefined ? words.expected(props.expected) : null;
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
        <span className={classes.materialName}>{props.materialName(id)}</span>
        <span className={classes.materialUnit}>
          {unit}
          {expected ? ` · ${expected}` : ''}
        </span>
      </span>
      {total !== null ? (
        <span className={classes.materialCount}>
          <span className={classes.materialTotal} data-testid={`total-${id}`}>
            {total}
          </span>
          <span className={classes.materialEntries}>{words.entries(props.entries)}</span>
          <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" aria-hidden />
        </span>
      ) : (
        <span className={classes.materialUncounted}>{words.notCounted}</span>
      )}
      {props.refused > 0 ? (
        <span className={classes.materialRefused} data-testid={`refused-${id}`}>
          {words.refused(props.refused)}
        </span>
      ) : null}
    </button>
  );
});
