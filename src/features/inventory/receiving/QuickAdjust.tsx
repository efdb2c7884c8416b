import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundQuantity } from '@/lib/quantity';
import type { Materials } from '../stock/data/materials';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { factorOf } from '../stock/shared/packs';
import { queueAdjustment } from '../stock/data/postings';
import { StockFormCard } from '../stock/shared/StockFormCard';
import { UnitSelect } from '../stock/shared/UnitSelect';
import { noteOf, useStockSubmit } from '../stock/data/useStockSubmit';

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
  const { busy, submit: send } = useStockSubmit();
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [found, setFound] = useState<number | ''>('');
  const [pack, setPack] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const material = materialId ? materials.byId.get(materialId) : undefined;

  const submit = async () => {
    if (!materialId || found === '' || found < 0) {
      setError(t('adjust.incomplete'));
      return;
    }
    setError(undefined);
    const quantity = roundQuantity(found * factorOf(pack, material?.pack_units ?? []));
    const clear = () => {
      setMaterialId(null);
      setFound('');
      setPack('');
      setNote('');
    };
    await send(
      'adjustment',
      (writer) => queueAdjustment(writer, locationId, materialId, { quantity, ...noteOf(note) }),
      t('adjust.queued'),
      clear,
    );
  };

  return (
    <StockFormCard
      icon={<IconAdjustments size={20} aria-hidden />}
      title={t('adjust.title')}
      hint={t('adjust.hint')}
      data-testid="quick-adjust"
    >
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
        <UnitSelect material={material} use="count" value={pack} onChange={setPack} w={120} />
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
          loading={busy}
          data-testid="adjust-submit"
        >
          {t('adjust.submit')}
        </Button>
      </Group>
    </StockFormCard>
  );
}
