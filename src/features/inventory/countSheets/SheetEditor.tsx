import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountSheetArea } from '@contract/resources/inventory';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { SortableList } from '@/components/entity/SortableList';
import { AreaCard } from './AreaCard';
import * as ops from './sheetOps';
import type { SheetRow } from './data/useSheets';

interface SheetEditorProps {
  sheet: SheetRow;
  materials: ReadonlyMap<string, ops.SheetMaterial>;
  editable: boolean;
  /** Saves the sheet's areas (one local write, queued for the server). */
  onChange: (areas: CountSheetArea[]) => void;
}

/**
 * The name of an area to add, with its button. Its own component, holding what is typed: a key
 * typed draws the field, not every area of the sheet.
 */
function NewArea({ onAdd }: { onAdd: (name: string) => void }) {
  const { t } = useTranslation('counts');
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return;
        onAdd(name);
        setName('');
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label={t('sheets.newArea')}
          placeholder={t('sheets.newArea')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={60}
          style={{ flex: 1, maxWidth: '24rem' }}
          data-testid="new-area"
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!name.trim()}
          data-testid="add-area"
        >
          {t('sheets.addArea')}
        </Button>
      </Group>
    </form>
  );
}

/** A sheet's areas in walking order, each with its materials in shelf order. */
export function SheetEditor({ sheet, materials, editable, onChange }: SheetEditorProps) {
  const { t } = useTranslation('counts');
  // Removing an area takes its shelf order with it: asked first, unless it is empty.
  const [removing, setRemoving] = useState<CountSheetArea | null>(null);
  const areas = sheet.areas;

  return (
    <Stack gap="sm" data-testid="sheet-editor">
      <SortableList
        items={areas}
        getId={(a) => a.id}
        itemLabel={(a) => a.name}
        disabled={!editable}
        gap="sm"
        onReorder={(ids) => onChange(ops.reorderAreas(areas, ids))}
        data-testid="sheet-areas"
        renderItem={(area, state) => (
          <AreaCard
            area={area}
            index={state.index}
            total={areas.length}
            materials={materials}
            handle={state.handleProps}
            editable={editable}
            onRename={(name) => onChange(ops.renameArea(areas, area.id, name))}
            onShift={(by) => onChange(ops.shiftArea(areas, area.id, by))}
            onRemove={() =>
              area.material_ids.length
                ? setRemoving(area)
                : onChange(ops.removeArea(areas, area.id))
            }
            onAddMaterials={(ids) => onChange(ops.addMaterials(areas, area.id, ids))}
            onRemoveMaterial={(id) => onChange(ops.removeMaterial(areas, area.id, id))}
            onShiftMaterial={(id, by) => onChange(ops.shiftMaterial(areas, area.id, id, by))}
            onReorderMaterials={(ids) => onChange(ops.reorderMaterials(areas, area.id, ids))}
          />
        )}
      />
      {editable ? (
        <NewArea onAdd={(name) => onChange(ops.addArea(areas, crypto.randomUUID(), name))} />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('sheets.removeArea', { name: removing?.name ?? '' })}
        message={t('sheets.removeAreaConfirm', {
          name: removing?.name ?? '',
          count: removing?.material_ids.length ?? 0,
        })}
        confirmLabel={t('sheets.removeAreaShort')}
        danger
        onConfirm={() => {
          if (removing) onChange(ops.removeArea(areas, removing.id));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
