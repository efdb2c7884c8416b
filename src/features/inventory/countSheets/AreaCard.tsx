import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountSheetArea } from '@contract/resources/inventory';
import type { SortableItemState } from '@/components/entity/SortableList';
import { AreaMaterials } from './AreaMaterials';
import type { SheetMaterial } from './sheetOps';

interface AreaCardProps {
  area: CountSheetArea;
  index: number;
  total: number;
  materials: ReadonlyMap<string, SheetMaterial>;
  handle: SortableItemState['handleProps'];
  editable: boolean;
  onRename: (name: string) => void;
  onShift: (by: -1 | 1) => void;
  onRemove: () => void;
  onAddMaterials: (ids: string[]) => void;
  onRemoveMaterial: (id: string) => void;
  onShiftMaterial: (id: string, by: -1 | 1) => void;
  onReorderMaterials: (ids: string[]) => void;
}

/**
 * The area's name as typed, saved when the field is left: a key typed draws the field, not the card
 * and its materials.
 */
function AreaName({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const { t } = useTranslation('counts');
  const [typed, setTyped] = useState(name);
  return (
    <TextInput
      aria-label={t('sheets.areaName')}
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onBlur={() => {
        if (typed.trim() && typed.trim() !== name) onRename(typed);
        else setTyped(name);
      }}
      style={{ flex: '1 1 14rem', minWidth: 0 }}
      fw={600}
      data-testid="area-name"
    />
  );
}

/** One storage area of a sheet: its name, and its materials in shelf order. */
export function AreaCard(props: AreaCardProps) {
  const { area, index, total, materials, handle, editable } = props;
  const { t } = useTranslation('counts');
  const [adding, setAdding] = useState<string[]>([]);
  // The same functions at every drawing, calling the newest ones given: the list of materials is
  // drawn again only when its materials change.
  const onRemoveMaterial = useCallbackRef(props.onRemoveMaterial);
  const onShiftMaterial = useCallbackRef(props.onShiftMaterial);
  const onReorderMaterials = useCallbackRef(props.onReorderMaterials);
  const options = useMemo(
    () =>
      [...materials.values()]
        .filter((m) => !area.material_ids.includes(m.id))
        .map((m) => ({ value: m.id, label: m.sku ? `${m.name} · ${m.sku}` : m.name })),
    [materials, area.material_ids],
  );
  const shown = area.material_ids.filter((id) => materials.has(id));

  return (
    <Card withBorder padding="sm" data-testid="sheet-area">
      {/* On a narrow card the name takes a line of its own rather than hiding half of itself. */}
      <Group gap="xs" wrap="wrap" mb="xs">
        {editable ? (
          <ActionIcon variant="subtle" color="gray" {...handle}>
            <IconGripVertical size={18} />
          </ActionIcon>
        ) : null}
        {editable ? (
          <AreaName name={area.name} onRename={props.onRename} />
        ) : (
          <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate data-testid="area-name">
            {area.name}
          </Text>
        )}
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('sheets.materialCount', { count: shown.length })}
        </Text>
        {editable ? (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => props.onShift(-1)}
              aria-label={t('sheets.moveUp', { name: area.name })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === total - 1}
              onClick={() => props.onShift(1)}
              aria-label={t('sheets.moveDown', { name: area.name })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={props.onRemove}
              aria-label={t('sheets.removeArea', { name: area.name })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <Stack gap={4}>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sheets.areaEmpty')}
          </Text>
        ) : null}
        <AreaMaterials
          ids={shown}
          materials={materials}
          editable={editable}
          onRemove={onRemoveMaterial}
          onShift={onShiftMaterial}
          onReorder={onReorderMaterials}
        />
        {editable ? (
          <Group gap="xs" align="flex-end" wrap="nowrap" mt={4}>
            <MultiSelect
              aria-label={t('sheets.addMaterials')}
              placeholder={t('sheets.searchMaterials')}
              data={options}
              value={adding}
              onChange={setAdding}
              searchable
              clearable
              limit={50}
              nothingFoundMessage={t('sheets.noMaterialFound')}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="add-materials"
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={adding.length === 0}
              onClick={() => {
                props.onAddMaterials(adding);
                setAdding([]);
              }}
              data-testid="add-materials-submit"
            >
              {t('sheets.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
