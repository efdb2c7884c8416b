import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { useAction } from '@/shared/useAction';
import type { Places } from '../data/documentReads';
import { createTransfer, type TransferWriter } from '../data/documentWrites';
import type { MaterialNames } from '../data/materials';

interface Line {
  id: string;
  materialId: string | null;
  quantity: number;
}

const emptyLine = (): Line => ({ id: uuidv7(), materialId: null, quantity: 0 });

interface CreateTransferProps {
  opened: boolean;
  fromId: string;
  places: Places;
  materials: MaterialNames;
  writer: TransferWriter | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** A transfer made on its own (not for a request): where to, what, and send now or keep a draft. */
export function CreateTransfer(props: CreateTransferProps) {
  const { t } = useTranslation('transfers');
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{t('transfers.createTitle')}</Text>}
      data-testid="transfer-create"
    >
      {props.opened ? <CreateBody {...props} /> : null}
    </Drawer>
  );
}

function CreateBody({
  fromId,
  places,
  materials,
  writer,
  onClose,
  onCreated,
}: CreateTransferProps) {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.resolvedLanguage ?? 'en';
  const [toId, setToId] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [note, setNote] = useState('');
  const ready = lines.filter(
    (l): l is Line & { materialId: string } => !!l.materialId && l.quantity > 0,
  );
  const materialChoices = materials.rows
    .filter((m) => m.is_active)
    .map((m) => ({ value: m.id, label: materials.name(m.id) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const destinations = places.rows
    .filter((p) => p.id !== fromId && p.is_active)
    .map((p) => ({ value: p.id, label: places.name(p.id) }));
  const patch = (id: string, change: Partial<Line>) =>
    setLines((prev) => prev.map((l) => (l.id === id ? { ...l, ...change } : l)));

  const create = useAction(
    async (w: TransferWriter, to: string, send: boolean) => ({
      id: await createTransfer(w, fromId, {
        to_location_id: to,
        note: note.trim(),
        send,
        lines: ready.map((l) => ({ id: l.id, material_id: l.materialId, quantity: l.quantity })),
      }),
      send,
    }),
    { failed: t('actions.failed'), done: ({ send }) => (send ? t('done.sent') : t('done.draft')) },
  );
  const submit = async (send: boolean) => {
    if (!writer || !toId || ready.length === 0) return;
    const created = await create.run(writer, toId, send);
    if (created) onCreated(created.id);
  };

  return (
    <Stack gap="md">
      <Select
        label={t('transfers.destination')}
        placeholder={t('transfers.destinationPlaceholder')}
        data={destinations}
        value={toId}
        onChange={setToId}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="transfer-to"
      />
      <Stack gap="xs">
        {lines.map((line, i) => (
          <Group
            key={line.id}
            gap="xs"
            align="flex-end"
            wrap="wrap"
            data-testid={`transfer-line-${i}`}
          >
            <Select
              label={i === 0 ? t('export.material') : undefined}
              aria-label={t('export.material')}
              placeholder={t('transfers.materialPlaceholder')}
              data={materialChoices}
              value={line.materialId}
              onChange={(v) => patch(line.id, { materialId: v })}
              searchable
              limit={50}
              nothingFoundMessage={t('transfers.noMaterial')}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 12rem' }}
              data-testid="transfer-material"
            />
            <NumberInput
              label={i === 0 ? t('create.quantity') : undefined}
              aria-label={t('create.quantity')}
              value={line.quantity}
              onChange={(v) =>
                patch(line.id, { quantity: typeof v === 'number' ? v : Number(v) || 0 })
              }
              min={0}
              decimalScale={3}
              rightSection={
                <Text size="xs" c="dimmed" pe={6}>
                  {line.materialId ? materials.unit(line.materialId) : ''}
                </Text>
              }
              rightSectionWidth={44}
              w={140}
              data-testid="transfer-quantity"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('transfers.removeLine')}
              disabled={lines.length === 1}
              onClick={() => setLines((prev) => prev.filter((l) => l.id !== line.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((prev) => [...prev, emptyLine()])}
            data-testid="transfer-add-line"
          >
            {t('transfers.addLine')}
          </Button>
        </Group>
      </Stack>
      <Textarea
        label={t('create.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Group gap="sm" justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onClose}>
          {t('actions.back')}
        </Button>
        <Button
          variant="light"
          disabled={!toId || ready.length === 0 || !writer}
          loading={create.busy}
          onClick={() => void submit(false)}
          data-testid="transfer-save-draft"
        >
          {t('transfers.saveDraft')}
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!toId || ready.length === 0 || !writer}
          loading={create.busy}
          onClick={() => void submit(true)}
          data-testid="transfer-send-now"
        >
          {t('transfers.sendNow')}
        </Button>
      </Group>
    </Stack>
  );
}
