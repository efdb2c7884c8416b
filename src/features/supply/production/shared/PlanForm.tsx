import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plannedDate, type WorkOrderCreateBody, type WorkOrderKind } from '@contract/workOrders';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { AsOf } from '@/components/reports/AsOf';
import { useAction } from '@/shared/useAction';
import { InputsPreview } from './InputsPreview';
import { useMaterials, useStockOnHand } from '../data/reads';
import {
  createWorkOrder,
  useProductionWriter,
  type ProductionWriter,
} from '../data/workOrderWrites';
import { isProducible, plannedInputs, recipeSource } from './workOrderRows';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Planning a batch at a location: the output (a prepared material with a recipe), how much, the
 * business day it is for (that place's today unless changed), and what that takes of each input
 * with the stock on hand there (what this device has queued counted in), short ones flagged. The
 * order is queued (offline too) and shows at once.
 */
export function PlanForm({
  locationId,
  kind,
  outputs,
  onCreated,
}: {
  locationId: string;
  kind: WorkOrderKind;
  /** The outputs to offer; every producible material when absent. */
  outputs?: readonly string[];
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('production');
  const materials = useMaterials();
  const stock = useStockOnHand(locationId, materials);
  const writer = useProductionWriter();
  const clock = useBusinessDay(locationId);
  const [materialId, setMaterialId] = useState<string | null>(
    outputs?.length === 1 ? outputs[0]! : null,
  );
  const [quantity, setQuantity] = useState<number | ''>('');
  // Empty until the user picks a day: the place's today, which its settings decide once read.
  const [pickedDay, setPickedDay] = useState('');
  const plannedFor = pickedDay || clock.today();
  const [useBy, setUseBy] = useState('');
  const [batchCode, setBatchCode] = useState('');
  const [note, setNote] = useState('');

  const choices = useMemo(() => {
    const allowed = outputs ? new Set(outputs) : null;
    return materials.rows
      .filter((m) => isProducible(m) && (!allowed || allowed.has(m.id)))
      .map((m) => ({ value: m.id, label: materials.name(m.id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [materials, outputs]);
  const output = materialId ? materials.byId.get(materialId) : undefined;
  const valid = output !== undefined && typeof quantity === 'number' && quantity > 0;
  const inputs = valid ? plannedInputs(recipeSource(output), materials.units, quantity) : [];
  const short = stock.onHand
    ? inputs.filter((i) => (stock.onHand!.get(i.material_id) ?? 0) < i.planned)
    : [];
  const useByValid = useBy === '' || isoDay.test(useBy);
  const dayValid = plannedDate.safeParse(plannedFor).success;

  const create = useAction(
    (w: ProductionWriter, body: Omit<WorkOrderCreateBody, 'id'>) =>
      createWorkOrder(w, body, inputs),
    { failed: t('create.failed'), done: t(kind === 'roast' ? 'roastery.started' : 'create.done') },
  );
  const submit = async () => {
    if (!writer || !valid || !materialId || !useByValid || !dayValid) return;
    const id = await create.run(writer, {
      location_id: locationId,
      material_id: materialId,
      kind,
      planned_quantity: quantity,
      planned_for: plannedFor,
      use_by: useBy || null,
      batch_code: batchCode.trim(),
      note: note.trim(),
    });
    if (id !== undefined) onCreated(id);
  };

  return (
    <Stack gap="md" data-testid="work-order-plan">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('fields.material')}
          placeholder={t('create.pickMaterial')}
          data={choices}
          value={materialId}
          onChange={setMaterialId}
          searchable
          nothingFoundMessage={t('create.noMaterials')}
          required
          data-testid="work-order-material-select"
        />
        <NumberInput
          label={t('create.quantity')}
          value={quantity}
          onChange={(v) => setQuantity(typeof v === 'number' ? v : '')}
          min={0}
          decimalScale={3}
          required
          rightSection={
            materialId ? <Text size="sm">{materials.unit(materialId)}</Text> : undefined
          }
          rightSectionWidth={48}
          data-testid="work-order-quantity"
        />
        <TextInput
          type="date"
          label={t('fields.plannedFor')}
          value={plannedFor}
          onChange={(e) => setPickedDay(e.currentTarget.value)}
          required
          error={dayValid ? undefined : t('create.badDate')}
          data-testid="work-order-planned-for"
        />
        <TextInput
          type="date"
          label={t('fields.useBy')}
          value={useBy}
          onChange={(e) => setUseBy(e.currentTarget.value)}
          error={useByValid ? undefined : t('create.badDate')}
          data-testid="work-order-use-by"
        />
        <TextInput
          label={t('fields.batchCode')}
          value={batchCode}
          onChange={(e) => setBatchCode(e.currentTarget.value)}
          maxLength={60}
          data-testid="work-order-batch-code"
        />
        <Textarea
          label={t('fields.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={1}
        />
      </SimpleGrid>
      {output && output.recipe.length > 0 && inputs.length === 0 && valid ? (
        <Alert color="orange" variant="light">
          {t('create.noInputs')}
        </Alert>
      ) : null}
      {valid ? (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{t('create.inputsTitle')}</Text>
            {stock.allowed ? (
              <AsOf
                asOf={stock.read.asOf}
                stale={stock.read.stale}
                refreshing={stock.read.refreshing}
              />
            ) : null}
          </Group>
          <InputsPreview inputs={inputs} materials={materials} onHand={stock.onHand} />
          {!stock.allowed ? (
            <Text size="sm" c="dimmed">
              {t('create.blind')}
            </Text>
          ) : null}
          {stock.queued > 0 ? (
            <Text size="sm" c="dimmed" data-testid="work-order-queued-stock">
              {t('create.queuedStock', { count: stock.queued })}
            </Text>
          ) : null}
          {short.length ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="work-order-short"
            >
              {t('create.short', { count: short.length })}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => void submit()}
          loading={create.busy}
          disabled={!valid || !useByValid || !dayValid || !writer}
          data-testid="work-order-create"
        >
          {t(kind === 'roast' ? 'roastery.start' : 'create.action')}
        </Button>
      </Group>
    </Stack>
  );
}
