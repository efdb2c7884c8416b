import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { WastageReason } from '@contract/stock';
import { toast } from '@/app/toast';
import { useLocal } from '@/data/react';
import { roundQuantity } from '@/lib/quantity';
import type { Materials } from '../stock/shared/materials';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { queueWastage } from '../stock/shared/postings';
import { useUnitLabel } from '../stock/shared/Quantity';
import { reasonChoices } from './wastageSearch';

interface Line {
  key: string;
  material_id: string | null;
  quantity: number | '';
  /** '' for the base unit, else a pack's name. */
  pack: string;
  reason: WastageReason;
}

const newLine = (reason: WastageReason = 'expired'): Line => ({
  key: uuidv7(),
  material_id: null,
  quantity: '',
  pack: '',
  reason,
});

/** Stock thrown away, each line with its reason; queued on the device like every write. */
export function WastageForm({
  locationId,
  materials,
}: {
  locationId: string;
  materials: Materials;
}) {
  const { t } = useTranslation('stock');
  const local = useLocal();
  const unitLabel = useUnitLabel();
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Line) => setLines((all) => all.map((l) => (l.key === next.key ? next : l)));

  const submit = async () => {
    if (!local) return;
    const found: Record<string, string> = {};
    const body = lines.flatMap((line) => {
      const material = line.material_id ? materials.byId.get(line.material_id) : undefined;
      const factor = material?.pack_units.find((p) => p.name === line.pack)?.factor ?? 1;
      const quantity = line.quantity === '' ? 0 : roundQuantity(line.quantity * factor);
      if (material && quantity > 0) {
        return [{ material_id: material.id, quantity, reason: line.reason }];
      }
      if (line.material_id || line.quantity !== '') found[line.key] = t('receive.lineIncomplete');
      return [];
    });
    if (body.length === 0 && Object.keys(found).length === 0)
      found[lines[0]!.key] = t('receive.noLines');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await queueWastage(local.writer, locationId, {
        lines: body,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(t('wastage.queued', { count: body.length }));
      setLines([newLine()]);
      setNote('');
    } catch (error) {
      toast.error(t('receive.failed'));
      console.warn('[stock] wastage not queued', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="wastage-form">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconTrashX size={20} aria-hidden />
          <Title order={3} size="h4">
            {t('wastage.record')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('wastage.hint')}
        </Text>
        {lines.map((line, index) => {
          const material = line.material_id ? materials.byId.get(line.material_id) : undefined;
          return (
            <Group
              key={line.key}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              data-testid="wastage-line"
            >
              <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <MaterialSelect
                  rows={materials.rows ?? []}
                  value={line.material_id}
                  label={index === 0 ? t('receive.material') : undefined}
                  error={errors[line.key]}
                  onChange={(id, pack) => change({ ...line, material_id: id, pack: pack ?? '' })}
                  data-testid="wastage-material"
                />
              </div>
              <NumberInput
                label={index === 0 ? t('receive.quantity') : undefined}
                aria-label={t('receive.quantity')}
                value={line.quantity}
                onChange={(v) => change({ ...line, quantity: typeof v === 'number' ? v : '' })}
                min={0}
                decimalScale={3}
                hideControls
                w={100}
                data-testid="wastage-quantity"
              />
              <Select
                label={index === 0 ? t('receive.unit') : undefined}
                aria-label={t('receive.unit')}
                data={
                  material
                    ? [
                        { value: '', label: unitLabel(material.unit) },
                        ...material.pack_units.map((p) => ({ value: p.name, label: p.name })),
                      ]
                    : []
                }
                value={line.pack}
                onChange={(v) => change({ ...line, pack: v ?? '' })}
                disabled={!material}
                allowDeselect={false}
                w={110}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={index === 0 ? t('columns.reason') : undefined}
                aria-label={t('columns.reason')}
                data={reasonChoices.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
                value={line.reason}
                onChange={(v) => change({ ...line, reason: (v ?? 'other') as WastageReason })}
                allowDeselect={false}
                w={160}
                comboboxProps={{ withinPortal: true }}
                data-testid="wastage-reason"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={index === 0 ? 24 : 0}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                aria-label={t('receive.removeLine')}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, newLine(all.at(-1)?.reason)])}
          >
            {t('receive.addLine')}
          </Button>
          <TextInput
            aria-label={t('receive.note')}
            placeholder={t('receive.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={1000}
            style={{ flex: '1 1 12rem' }}
          />
          <Button
            color="red"
            onClick={() => void submit()}
            loading={saving}
            data-testid="wastage-submit"
          >
            {t('wastage.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
