import { Alert, Button, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { changesNothing, requestChanges, type LocalRequest } from '../data/documentRows';
import { useSupplyingPlaces } from '../data/documentReads';
import { createRequest, updateRequest, type TransferWriter } from '../data/documentWrites';
import type { MaterialNames } from '../data/materials';
import { useAction } from '@/shared/useAction';
import { useWhen } from '../../shared/useWhen';
import { RequestMaterials } from './RequestMaterials';

interface RequestFormProps {
  opened: boolean;
  storeId: string;
  /** A pending request of the store to change; null asks for goods anew. */
  editing: LocalRequest | null;
  placeName: (id: string) => string;
  materials: MaterialNames;
  writer: TransferWriter | null;
  onClose: () => void;
  /** The request made or changed. */
  onSaved: (id: string) => void;
}

/**
 * A store asks a warehouse or the central kitchen for materials: the place (with its cut-off and
 * next delivery), then per material the quantity, beside what was asked last time and the 8-week
 * average use. Both are server reads kept for offline; the request itself is queued. A pending
 * request opens here again, filled in, to be changed: the same place, other quantities or note.
 */
export function RequestForm({ opened, editing, ...props }: RequestFormProps) {
  const { t } = useTranslation('transfers');
  const number = editing?.number || t('requests.newNumber');
  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      position="right"
      size="xl"
      // The sticky foot sits on the drawer's bottom edge: nothing scrolls out beneath it.
      styles={{ body: { paddingBottom: 0 } }}
      title={<Text fw={700}>{editing ? t('edit.title', { number }) : t('create.title')}</Text>}
      data-testid={editing ? 'request-edit-form' : 'request-create'}
    >
      {opened ? <FormBody key={editing?.id ?? 'new'} editing={editing} {...props} /> : null}
    </Drawer>
  );
}

function FormBody({
  storeId,
  editing,
  placeName,
  materials,
  writer,
  onClose,
  onSaved,
}: Omit<RequestFormProps, 'opened'>) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const places = useSupplyingPlaces(storeId);
  const [fromId, setFromId] = useState<string | null>(editing?.from_location_id ?? null);
  const chosen = places.data?.data.find((p) => p.id === fromId) ?? null;
  const [note, setNote] = useState(editing?.note ?? '');
  const [quantities, setQuantities] = useState<Map<string, number>>(
    () => new Map(editing?.lines.map((l) => [l.material_id, l.quantity])),
  );
  const lines = [...quantities].filter(([, q]) => q > 0);
  const changes = editing ? requestChanges(editing, quantities, note.trim(), uuidv7) : null;
  const unchanged = editing !== null && changes !== null && changesNothing(editing, changes);
  // The place asked may accept or decline it while the form is open (the pull brings that).
  const movedOn = editing !== null && editing.status !== 'pending';
  // A change keeps the date the request was made for; a new one is for the next delivery.
  const delivery = editing
    ? editing.needed_by && t('requests.neededBy', { date: when.day(editing.needed_by) })
    : chosen && t('create.nextDelivery', { date: when.day(chosen.next_delivery) });

  const save = useAction(
    async (w: TransferWriter, from: string): Promise<string> => {
      if (editing && changes) {
        await updateRequest(w, editing, changes);
        return editing.id;
      }
      return createRequest(w, storeId, {
        from_location_id: from,
        needed_by: chosen?.next_delivery ?? null,
        note: note.trim(),
        lines: lines.map(([material_id, quantity]) => ({
          id: uuidv7(),
          material_id,
          quantity,
          note: '',
        })),
      });
    },
    { failed: t('actions.failed'), done: editing ? t('done.updated') : t('done.created') },
  );
  const submit = async () => {
    if (!writer || !fromId || lines.length === 0 || movedOn) return;
    const id = await save.run(writer, fromId);
    if (id !== undefined) onSaved(id);
  };

  return (
    <Stack gap="md">
      {movedOn ? (
        <Alert color="orange" variant="light" data-testid="request-moved-on">
          {t('edit.movedOn', { status: t(`requestStatus.${editing.status}`) })}
        </Alert>
      ) : null}
      {editing ? (
        // The place asked stays: another place is another request.
        <Select
          label={t('create.place')}
          data={[{ value: editing.from_location_id, label: placeName(editing.from_location_id) }]}
          value={editing.from_location_id}
          disabled
          data-testid="request-place"
        />
      ) : (
        <>
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
        </>
      )}
      {delivery || chosen ? (
        <Alert color="blue" variant="light" data-testid="request-delivery">
          {delivery ? <Text size="sm">{delivery}</Text> : null}
          {chosen ? (
            <Text size="sm" c="dimmed">
              {chosen.order_by
                ? t('create.orderBy', { time: when.at(chosen.order_by) })
                : t('create.noCutoff')}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {fromId ? (
        <RequestMaterials
          storeId={storeId}
          fromId={fromId}
          quantities={quantities}
          onChange={(id, n) => setQuantities((prev) => new Map(prev).set(id, n))}
          kept={editing?.lines.map((l) => l.material_id) ?? []}
          materials={materials}
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
          data-testid="request-note"
        />
      ) : null}
      {editing && lines.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="request-empty-change">
          {t('edit.noLines')}
        </Text>
      ) : null}
      {/* Kept in view at the foot of the drawer: the list of materials is long. */}
      <Group
        gap="sm"
        justify="flex-end"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          // Above the inputs' unit labels, which sit on a layer of their own.
          zIndex: 3,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Button variant="default" onClick={onClose}>
          {t('actions.back')}
        </Button>
        <Button
          leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconSend size={16} />}
          disabled={!fromId || lines.length === 0 || !writer || unchanged || movedOn}
          loading={save.busy}
          onClick={() => void submit()}
          data-testid="request-submit"
        >
          {editing ? t('edit.submit') : t('create.submit', { count: lines.length })}
        </Button>
      </Group>
    </Stack>
  );
}
