import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconPackageImport, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';
import type { LocalRequest } from '../data/documentRows';
import { arrivalDifferences } from '../data/documentRows';
import {
  acceptRequest,
  completeRequest,
  endRequest,
  sendRequest,
  type TransferWriter,
  useDocumentWrite,
} from '../data/documentWrites';
import {
  DocumentActions,
  type DocumentContext,
  DocumentDetail,
  documentLines,
  ReasonInput,
  TransitWarning,
} from '../shared/DocumentDetail';
import { LineList } from '../shared/LineList';
import { RequestStatusBadge } from '../shared/StatusBadge';
import { useWhen } from '../../shared/useWhen';
import { RefusedChange } from './RefusedChange';

type Mode = 'view' | 'accept' | 'send' | 'receive' | 'decline' | 'cancel';

interface RequestDetailProps extends DocumentContext {
  request: LocalRequest | null;
  /** A change of it the server refused, still shown on this device, and how to drop it. */
  refused?: OutboxEntry;
  onDiscardRefused?: (entry: OutboxEntry) => Promise<void>;
  /** Opens a pending request in its form, to change it (the store's list offers it). */
  onEdit?: () => void;
}

/** One order request: its lines, and what the side looking may do with it now. */
export function RequestDetail(props: RequestDetailProps) {
  const { t } = useTranslation('transfers');
  return (
    <DocumentDetail
      document={props.request}
      newNumber={t('requests.newNumber')}
      badge={(request) => <RequestStatusBadge status={request.status} />}
      onClose={props.onClose}
      data-testid="request-detail"
    >
      {(request) => <RequestBody {...props} request={request} />}
    </DocumentDetail>
  );
}

function RequestBody({
  request,
  locationId,
  placeName,
  materials,
  writer,
  mayWrite,
  refused,
  onDiscardRefused,
  onEdit,
  onClose,
}: RequestDetailProps & { request: LocalRequest }) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const [mode, setMode] = useState<Mode>('view');
  const [quantities, setQuantities] = useState<Map<string, number>>(new Map());
  const [reason, setReason] = useState('');
  const isStore = request.location_id === locationId;
  const isSupplier = request.from_location_id === locationId;
  const q = (id: string, n: number | null) => (n === null ? '—' : materials.quantity(id, n));

  const start = (next: Mode) => {
    const from: Record<Mode, (l: LocalRequest['lines'][number]) => number> = {
      view: () => 0,
      accept: (l) => l.quantity,
      send: (l) => l.accepted_quantity ?? l.quantity,
      receive: (l) => l.sent_quantity ?? 0,
      decline: () => 0,
      cancel: () => 0,
    };
    const lines =
      next === 'receive' ? request.lines.filter((l) => (l.sent_quantity ?? 0) > 0) : request.lines;
    setQuantities(new Map(lines.map((l) => [l.id, from[next](l)])));
    setReason('');
    setMode(next);
  };

  const run = useDocumentWrite(writer, () => setMode('view'));

  const confirm = () => {
    const writes: Record<Exclude<Mode, 'view'>, [(w: TransferWriter) => Promise<void>, string]> = {
      accept: [(w) => acceptRequest(w, request, quantities), t('done.accepted')],
      send: [(w) => sendRequest(w, request, quantities), t('done.sent')],
      receive: [(w) => completeRequest(w, request, quantities), t('done.received')],
      decline: [(w) => endRequest(w, request, 'declined', reason), t('done.declined')],
      cancel: [(w) => endRequest(w, request, 'cancelled', reason), t('done.cancelled')],
    };
    if (mode === 'view') return Promise.resolve();
    return run(...writes[mode]);
  };

  const differences =
    mode === 'receive'
      ? arrivalDifferences(
          request.lines
            .filter((l) => (l.sent_quantity ?? 0) > 0)
            .map((l) => ({ id: l.id, material_id: l.material_id, sent: l.sent_quantity ?? 0 })),
          quantities,
        )
      : [];

  const shownLines =
    mode === 'receive' ? request.lines.filter((l) => (l.sent_quantity ?? 0) > 0) : request.lines;
  const items = documentLines(shownLines, materials, differences, (l) => [
    { label: t('lines.asked'), value: q(l.material_id, l.quantity) },
    ...(l.accepted_quantity !== null
      ? [{ label: t('lines.accepted'), value: q(l.material_id, l.accepted_quantity) }]
      : []),
    ...(l.sent_quantity !== null
      ? [{ label: t('lines.sent'), value: q(l.material_id, l.sent_quantity) }]
      : []),
    ...(l.received_quantity !== null
      ? [{ label: t('lines.received'), value: q(l.material_id, l.received_quantity) }]
      : []),
  ]);

  const editing = mode === 'accept' || mode === 'send' || mode === 'receive';
  const inputLabel = {
    accept: t('lines.toAccept'),
    send: t('lines.toSend'),
    receive: t('lines.arrived'),
  }[mode as 'accept' | 'send' | 'receive'];

  return (
    <Stack gap="md">
      {refused && onDiscardRefused ? (
        <RefusedChange entry={refused} onDiscard={onDiscardRefused} />
      ) : null}
      <Stack gap={2}>
        <Text size="sm">
          {isStore
            ? t('requests.askedOf', { place: placeName(request.from_location_id) })
            : t('requests.askedBy', { place: placeName(request.location_id) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('requests.createdAt', { time: when.at(request.created_at) })}
        </Text>
        {request.needed_by ? (
          <Text size="sm" c="dimmed">
            {t('requests.neededBy', { date: when.day(request.needed_by) })}
          </Text>
        ) : null}
        {request.note ? <Text size="sm">{request.note}</Text> : null}
        {request.status_reason ? (
          <Text size="sm" c="dimmed" data-testid="request-reason">
            {t('requests.reason', { reason: request.status_reason })}
          </Text>
        ) : null}
      </Stack>

      <LineList
        lines={items}
        inputLabel={editing ? inputLabel : undefined}
        value={editing ? quantities : undefined}
        onChange={
          editing ? (id, n) => setQuantities((prev) => new Map(prev).set(id, n)) : undefined
        }
        data-testid="request-lines"
      />

      {mode === 'receive' && differences.length > 0 ? <TransitWarning /> : null}

      {mode === 'decline' || mode === 'cancel' ? (
        <ReasonInput value={reason} onChange={setReason} data-testid="request-reason-input" />
      ) : null}

      {mayWrite ? (
        <DocumentActions
          viewing={mode === 'view'}
          confirmLabel={t(`confirm.${mode}`)}
          danger={mode === 'decline' || mode === 'cancel'}
          onConfirm={() => void confirm()}
          onBack={() => setMode('view')}
          onClose={onClose}
          testIds={{ confirm: 'request-confirm', back: 'request-back' }}
        >
          {isSupplier && request.status === 'pending' ? (
            <>
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={() => start('accept')}
                data-testid="request-accept"
              >
                {t('actions.accept')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => start('decline')}
                data-testid="request-decline"
              >
                {t('actions.decline')}
              </Button>
            </>
          ) : null}
          {isSupplier && request.status === 'accepted' ? (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => start('send')}
              data-testid="request-send"
            >
              {t('actions.send')}
            </Button>
          ) : null}
          {isStore && request.status === 'pending' && onEdit && !refused ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={onEdit}
              data-testid="request-edit"
            >
              {t('edit.open')}
            </Button>
          ) : null}
          {isStore && request.status === 'pending' ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => start('cancel')}
              data-testid="request-cancel"
            >
              {t('actions.cancelRequest')}
            </Button>
          ) : null}
          {isStore && request.status === 'sent' ? (
            <Button
              leftSection={<IconPackageImport size={16} />}
              onClick={() => start('receive')}
              data-testid="request-receive"
            >
              {t('actions.receive')}
            </Button>
          ) : null}
        </DocumentActions>
      ) : null}
    </Stack>
  );
}
