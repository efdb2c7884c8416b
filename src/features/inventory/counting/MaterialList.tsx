import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/lib/quantity';
import type { MaterialRow } from '../stock/shared/materials';
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
        return (
          <MaterialItem
            key={id}
            id={id}
            name={props.materialName(id)}
            unit={material ? props.unitLabel(material) : ''}
            total={tally.total(id, area.id)}
            entries={tally.entries(id, area.id).length}
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
  total: number | null;
  entries: number;
  selected: boolean;
  expected: string | null;
  onSelect: (id: string) => void;
}

const MaterialItem = memo(function MaterialItem(props: MaterialItemProps) {
  const { id, unit, total, selected } = props;
  const { t, i18n } = useTranslation('counting');
  return (
    <UnstyledButton
      className={classes.material}
      data-selected={selected || undefined}
      data-counted={total !== null || undefined}
      onClick={() => props.onSelect(id)}
      data-testid={`material-${id}`}
      aria-pressed={selected}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {props.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {unit}
            {props.expected ? ` · ${props.expected}` : ''}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
          {total !== null ? (
            <>
              <Text fw={700} data-testid={`total-${id}`}>
                {formatQuantity(i18n.language, total)} {unit}
              </Text>
              <Badge variant="light" size="sm">
                {t('entries', { count: props.entries })}
              </Badge>
              <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('notCounted')}
            </Text>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
});
