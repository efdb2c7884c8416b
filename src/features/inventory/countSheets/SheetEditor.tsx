import { Button, Group, Stack, TextInput } from '@mantine/core';
import { shallowEqual } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
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

/** The same areas, names and materials in the same order. */
const sameAreas = (a: readonly CountSheetArea[], b: readonly CountSheetArea[]) =>
  a.length === b.length &&
  a.every(
    (area, i) =>
      area.id === b[i]!.id &&
      area.name === b[i]!.name &&
      shallowEqual(area.material_ids, b[i]!.material_ids),
  );

/**
 * Changes made to `areas` one after another, each on what the one before it left. A change is saved
 * to the local store and the sheet is read back from it a moment later; until then the areas as
 * last drawn miss it. A name saved as its field is left, then a click on a row's button: the
 * click's change, made on the areas as drawn, undid the name. So each change is made on the last
 * one until the sheet read back holds it.
 */
function useAreaChanges(areas: CountSheetArea[], onChange: (areas: CountSheetArea[]) => void) {
  const read = useRef(areas);
  const made = useRef<CountSheetArea[] | null>(null);
  useEffect(() => {
    read.current = areas;
    if (made.current && sameAreas(made.current, areas)) made.current = null;
  }, [areas]);
  return (change: (areas: CountSheetArea[]) => CountSheetArea[]) => {
    const next = change(made.current ?? read.current);
    made.current = next;
    onChange(next);
  };
}

/** A sheet's areas in walking order, each with its materials in shelf order. */
export function SheetEditor({ sheet, materials, editable, onChange }: SheetEditorProps) {
  const { t } = useTranslation('counts');
  // Removing an area takes its shelf order with it: asked first, unless it is empty.
  const [removing, setRemoving] = useState<CountSheetArea | null>(null);
  const areas = sheet.areas;
  const change = useAreaChanges(areas, onChange);

  return (
    <Stack gap="sm" data-testid="sheet-editor">
      <SortableList
        items={areas}
        getId={(a) => a.id}
        itemLabel={(a) => a.name}
        disabled={!editable}
        gap="sm"
        onReorder={(ids) => change((a) => ops.reorderAreas(a, ids))}
        data-testid="sheet-areas"
        renderItem={(area, state) => (
          <AreaCard
            area={area}
            index={state.index}
            total={areas.length}
            materials={materials}
            handle={state.handleProps}
            editable={editable}
            onRename={(name) => change((a) => ops.renameArea(a, area.id, name))}
            onShift={(by) => change((a) => ops.shiftArea(a, area.id, by))}
            onRemove={() =>
              area.material_ids.length
                ? setRemoving(area)
                : change((a) => ops.removeArea(a, area.id))
            }
            onAddMaterials={(ids) => change((a) => ops.addMaterials(a, area.id, ids))}
            onRemoveMaterial={(id) => change((a) => ops.removeMaterial(a, area.id, id))}
            onShiftMaterial={(id, by) => change((a) => ops.shiftMaterial(a, area.id, id, by))}
            onReorderMaterials={(ids) => change((a) => ops.reorderMaterials(a, area.id, ids))}
          />
        )}
      />
      {editable ? (
        <NewArea onAdd={(name) => change((a) => ops.addArea(a, crypto.randomUUID(), name))} />
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
          if (removing) change((a) => ops.removeArea(a, removing.id));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
