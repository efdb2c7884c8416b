import { Alert, Button, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { RequestMaterial, SupplyingLocation } from '@contract/transfers';
import { toast } from '@/app/toast';
import { SearchInput } from '@/components/entity/SearchInput';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { useServerRead } from '@/components/reports/useServerRead';
import { formatQuantity } from '@/lib/quantity';
import { createRequest, type TransferWriter } from '../shared/documentWrites';
import { LineList, type LineItem } from '../shared/LineList';
import { useWhen } from '../../shared/useWhen';

interface CreateRequestProps {
  opened: boolean;
  storeId: string;
  writer: TransferWriter | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/**
 * A store asks a warehouse or the central kitchen for materials: the place (with its cut-off and
 * next delivery), then per material the quantity, beside what was asked last time and the 8-week
 * average use. Both are server reads kept for offline; the request itself is queued.
 */
export function CreateRequest({ opened, storeId, writer, onClose, onCreated }: CreateRequestProps) {
  const { t } = useTranslation('transfers');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Text fw={700}>{t('create.title')}</Text>}
      data-testid="request-create"
    >
      {opened ? (
        <CreateBody storeId={storeId} writer={writer} onClose={onClose} onCreated={onCreated} />
      ) : null}
    </Drawer>
  );
}

function CreateBody({ storeId, writer, onClose, onCreated }: Omit<CreateRequestProps, 'opened'>) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const places = useServerRead<{ data: SupplyingLocation[] }>('/warehouseLocation', {
    loc: storeId,
  });
  const [fromId, setFromId] = useState<string | null>(null);
  const chosen = places.data?.data.find((p) => p.id === fromId) ?? null;
  const [note, setNote] = useState('');
  const [quantities, setQuantities] = useState<Map<string, number>>(new Map());
  const [busy, setBusy] = useState(false);
  const lines = [...quantities].filter(([, q]) => q > 0);

  const submit = async () => {
    if (!writer || !fromId || lines.length === 0) return;
    setBusy(true);
    try {
      const id = await createRequest(writer, storeId, {
        from_location_id: fromId,
        needed_by: chosen?.next_delivery ?? null,
        note: note.trim(),
        lines: lines.map(([material_id, quantity]) => ({
          id: uuidv7(),
          material_id,
          quantity,
          note: '',
        })),
      });
      toast.success(t('done.created'));
      onCreated(id);
    } catch (error) {
      console.error(error);
      toast.error(t('actions.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('create.placeHint')}
        </Text>
        <AsOf asOf={places.asOf} stale={places.stale} refreshing={places.refreshing} />
      </Group>
      <ReadState read={places} height={60}>
        {(reply) =>
          reply.data.length === 0 ? (
            <Alert color="orange" variant="light">
              {t('create.noPlaces')}
            </Alert>
          ) : (
            <Select
              label={t('create.place')}
              placeholder={t('create.placePlaceholder')}
              data={reply.data.map((p) => ({ value: p.id, label: p.name }))}
              value={fromId}
              onChange={(v) => {
                setFromId(v);
                setQuantities(new Map());
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="request-place"
            />
          )
        }
      </ReadState>
      {chosen ? (
        <Alert color="blue" variant="light" data-testid="request-delivery">
          <Text size="sm">
            {t('create.nextDelivery', { date: when.day(chosen.next_delivery) })}
          </Text>
          <Text size="sm" c="dimmed">
            {chosen.order_by
              ? t('create.orderBy', { time: when.at(chosen.order_by) })
              : t('create.noCutoff')}
          </Text>
        </Alert>
      ) : null}
      {fromId ? (
        <MaterialLines
          storeId={storeId}
          fromId={fromId}
          quantities={quantities}
          onChange={(id, n) => setQuantities((prev) => new Map(prev).set(id, n))}
        />
      ) : null}
      {fromId ? (
        <Textarea
          label={t('create.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
      ) : null}
      {/* Kept in view at the foot of the drawer: the list of materials is long. */}
      <Group
        gap="sm"
        justify="flex-end"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Button variant="default" onClick={onClose}>
          {t('actions.back')}
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!fromId || lines.length === 0 || !writer}
          loading={busy}
          onClick={() => void submit()}
          data-testid="request-submit"
        >
          {t('create.submit', { count: lines.length })}
        </Button>
      </Group>
    </Stack>
  );
}

function MaterialLines({
  storeId,
  fromId,
  quantities,
  onChange,
}: {
  storeId: string;
  fromId: string;
  quantities: ReadonlyMap<string, number>;
  onChange: (materialId: string, quantity: number) => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.resolvedLanguage ?? 'en';
  const unitOf = (unit: string) => t(`stock:units.${unit}`, { defaultValue: unit });
  const read = useServerRead<{ data: RequestMaterial[] }>('/requestMaterials', {
    loc: storeId,
    from: fromId,
  });
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const toItems = (rows: RequestMaterial[]) =>
    rows
      .filter((m) => !needle || m.name.toLocaleLowerCase().includes(needle))
      .map((m): LineItem => ({
        id: m.material_id,
        name: m.name,
        unit: unitOf(m.unit),
        figures: [
          {
            label: t('create.last'),
            value:
              m.last_quantity === null
                ? t('create.never')
                : `${formatQuantity(lang, m.last_quantity)} ${unitOf(m.unit)}`,
          },
          {
            label: t('create.average'),
            value: `${formatQuantity(lang, m.average_weekly_use)} ${unitOf(m.unit)}`,
          },
          ...(m.available !== undefined
            ? [
                {
                  label: t('create.available'),
                  value: `${formatQuantity(lang, m.available)} ${unitOf(m.unit)}`,
                },
              ]
            : []),
        ],
      }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder={t('create.searchMaterials')}
          style={{ flex: '1 1 14rem' }}
          data-testid="request-material-search"
        />
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      <ReadState read={read} height={240}>
        {(reply) =>
          reply.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('create.noMaterials')}
            </Text>
          ) : (
            <LineList
              lines={toItems(reply.data)}
              inputLabel={t('create.quantity')}
              value={quantities}
              onChange={onChange}
              data-testid="request-materials"
            />
          )
        }
      </ReadState>
    </Stack>
  );
}
