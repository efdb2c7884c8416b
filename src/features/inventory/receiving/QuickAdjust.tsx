import {
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
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/app/toast';
import { useLocal } from '@/data/react';
import { roundQuantity } from '@/lib/quantity';
import type { Materials } from '../stock/shared/materials';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { queueAdjustment } from '../stock/shared/postings';
import { useUnitLabel } from '../stock/shared/Quantity';
import { factorOf } from './receiptLines';

/**
 * What is really on the shelf for one material, outside a full count: the server posts the
 * difference to its stock as an adjustment. Queued like every other write.
 */
export function QuickAdjust({
  locationId,
  materials,
}: {
  locationId: string;
  materials: Materials;
}) {
  const { t } = useTranslation('stock');
  const local = useLocal();
  const unitLabel = useUnitLabel();
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [found, setFound] = useState<number | ''>('');
  const [pack, setPack] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const material = materialId ? materials.byId.get(materialId) : undefined;
  const countPacks = material?.pack_units.filter((p) => p.for_count) ?? [];

  const submit = async () => {
    if (!local) return;
    if (!materialId || found === '' || found < 0) {
      setError(t('adjust.incomplete'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await queueAdjustment(local.writer, locationId, materialId, {
        quantity: roundQuantity(found * factorOf(pack, countPacks)),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(t('adjust.queued'));
      setMaterialId(null);
      setFound('');
      setPack('');
      setNote('');
    } catch (cause) {
      toast.error(t('receive.failed'));
      console.warn('[stock] adjustment not queued', cause);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="quick-adjust">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconAdjustments size={20} aria-hidden />
          <Title order={3} size="h4">
            {t('adjust.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('adjust.hint')}
        </Text>
        <MaterialSelect
          rows={materials.rows ?? []}
          value={materialId}
          label={t('receive.material')}
          error={error}
          onChange={(id, scanned) => {
            setMaterialId(id);
            setPack(scanned ?? '');
          }}
          data-testid="adjust-material"
        />
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <NumberInput
            label={t('adjust.found')}
            value={found}
            onChange={(v) => setFound(typeof v === 'number' ? v : '')}
            min={0}
            decimalScale={3}
            hideControls
            style={{ flex: 1 }}
            data-testid="adjust-quantity"
          />
          <Select
            aria-label={t('receive.unit')}
            data={
              material
                ? [
                    { value: '', label: unitLabel(material.unit) },
                    ...countPacks.map((p) => ({ value: p.name, label: p.name })),
                  ]
                : []
            }
            value={pack}
            onChange={(v) => setPack(v ?? '')}
            disabled={!material}
            allowDeselect={false}
            w={120}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <TextInput
          label={t('receive.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => void submit()}
            loading={saving}
            data-testid="adjust-submit"
          >
            {t('adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
