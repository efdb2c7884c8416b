import { ActionIcon, Button, Chip, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorRow, TableRow } from '../data/useFloorPlan';

/** The floor shown: a floor's id, or null for the tables of no floor. */
export type FloorChoice = string | null;

interface FloorBarProps {
  floors: readonly FloorRow[];
  tables: readonly TableRow[];
  chosen: FloorChoice;
  onChoose: (floor: FloorChoice) => void;
  canWrite: boolean;
  onAdd: (name: string) => Promise<void>;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (floor: FloorRow) => Promise<void>;
}

/** The floors of the location as chips with their table counts, and adding, renaming, deleting. */
export function FloorBar(props: FloorBarProps) {
  const { floors, tables, chosen, onChoose, canWrite } = props;
  const { t } = useTranslation('config-tables');
  const [editing, setEditing] = useState<{ floor: FloorRow | null; name: string } | null>(null);
  const count = (floor: FloorChoice) => tables.filter((tb) => tb.floor_id === floor).length;
  const withoutFloor = count(null);
  const current = floors.find((f) => f.id === chosen) ?? null;

  const save = async () => {
    if (!editing || !editing.name.trim()) return;
    if (editing.floor) await props.onRename(editing.floor.id, editing.name.trim());
    else await props.onAdd(editing.name.trim());
    setEditing(null);
  };

  return (
    <Group gap="xs" wrap="wrap" mb="md" data-testid="floor-bar">
      <Chip.Group value={chosen ?? ''} onChange={(v) => onChoose((v as string) || null)}>
        {floors.map((floor) => (
          <Chip key={floor.id} value={floor.id} data-testid={`floor-${String(floor.name)}`}>
            {String(floor.name)} · {count(floor.id)}
          </Chip>
        ))}
        {withoutFloor > 0 ? (
          <Chip value="" data-testid="floor-none">
            {t('floor.noFloor')} · {withoutFloor}
          </Chip>
        ) : null}
      </Chip.Group>
      {canWrite ? (
        <Group gap={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ floor: null, name: '' })}
            data-testid="floor-add"
          >
            {t('floor.addFloor')}
          </Button>
          {current ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('floor.rename')}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing({ floor: current, name: String(current.name) })}
                >
                  {t('floor.rename')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => void props.onDelete(current)}
                >
                  {t('floor.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.floor ? t('floor.rename') : t('floor.addFloor')}
      >
        <Stack>
          <TextInput
            label={t('floor.floorName')}
            value={editing?.name ?? ''}
            maxLength={120}
            data-autofocus
            data-testid="floor-name"
            onChange={(e) => setEditing((s) => (s ? { ...s, name: e.currentTarget.value } : s))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save();
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(null)}>
              {t('floor.cancel')}
            </Button>
            <Button onClick={() => void save()} data-testid="floor-save">
              {t('floor.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
