import {
  Alert,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@contract/registry';
import { toast } from '@/shared/toast';
import { ImageInput, type ImageCalls } from '@/components/entity/ImageInput';
import type { LocalRow } from '@/data/db';
import { useRowWrites } from '../shared/data/useRowWrites';

/** Colours offered in one tap: strong enough for white text, the usual till palette. */
export const tileColors = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#4527a0',
  '#1565c0',
  '#00838f',
  '#2e7d32',
  '#558b2f',
  '#ef6c00',
  '#f9a825',
  '#6d4c41',
  '#455a64',
] as const;

interface TillEditorProps {
  def: ResourceDef;
  row: LocalRow;
  name: string;
  calls: ImageCalls;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * How a tile or a tab looks on the till: its colour (a tap on a swatch, or any colour) and its
 * picture. Each change is saved at once on this device and synced when online.
 */
export function TillEditor({ def, row, name, calls, readOnly, onClose }: TillEditorProps) {
  const { t } = useTranslation(['catalogue', 'resources']);
  const writes = useRowWrites();
  const [color, setColor] = useState<string>(typeof row.color === 'string' ? row.color : '');
  // Each colour is saved as it is picked, and none may be dropped while another is stored (an
  // action runs one at a time), so a failed one is said here.
  const saveColor = async (next: string | null) => {
    if (!writes) return;
    setColor(next ?? '');
    try {
      await writes.update(def, row.id, { color: next });
    } catch {
      toast.error(t('appearance.colorFailed'));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('appearance.editTitle', { name })}
      size="lg"
      data-testid="till-editor"
    >
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('appearance.readOnly')}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t(`resources:${def.collection}.fields.color`)}
          </Text>
          <SimpleGrid cols={{ base: 6, sm: 12 }} spacing={6}>
            {tileColors.map((c) => (
              <Tooltip key={c} label={c}>
                <UnstyledButton
                  onClick={() => void saveColor(c)}
                  disabled={readOnly}
                  aria-label={t('appearance.useColor', { color: c })}
                  aria-pressed={color.toLowerCase() === c}
                >
                  <ColorSwatch color={c} size={34} radius="sm" style={{ color: '#fff' }}>
                    {color.toLowerCase() === c ? <IconCheck size={18} /> : null}
                  </ColorSwatch>
                </UnstyledButton>
              </Tooltip>
            ))}
          </SimpleGrid>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <ColorInput
              value={color}
              onChange={setColor}
              onChangeEnd={(value) => void saveColor(value || null)}
              onBlur={() => {
                if (/^#[0-9a-f]{6}$/i.test(color) && color !== row.color) void saveColor(color);
              }}
              format="hex"
              label={t('appearance.otherColor')}
              placeholder="#1e88e5"
              disabled={readOnly}
              w={200}
              dir="ltr"
            />
            <Button
              variant="subtle"
              color="gray"
              disabled={readOnly || !color}
              onClick={() => void saveColor(null)}
            >
              {t('appearance.noColor')}
            </Button>
          </Group>
        </Stack>
        <ImageInput
          def={def}
          rowId={row.id}
          calls={calls}
          label={t('appearance.picture')}
          readOnly={readOnly}
          size={128}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('appearance.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
