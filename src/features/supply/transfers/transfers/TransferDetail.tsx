import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPackageImport, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalDifferences, type LocalTransfer } from '../data/documentRows';
import {
  cancelTransfer,
  receiveTransfer,
  sendTransfer,
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
import { TransferStatusBadge } from '../shared/StatusBadge';
import { useWhen } from '../../shared/useWhen';

type Mode = 'view' | 'receive' | 'cancel';

interface TransferDetailProps extends DocumentContext {
  transfer: LocalTransfer | null;
}

/** One transfer: its lines, and send, cancel (the sender) or receive (the receiver). */
export function TransferDetail(props: TransferDetailProps) {
  const { t } = useTranslation('transfers');
  return (
    <DocumentDetail
      document={props.transfer}
      newNumber={t('transfers.newNumber')}
      badge={(transfer) => <TransferStatusBadge status={transfer.status} />}
      onClose={props.onClose}
      data-testid="transfer-detail"
    >
      {(transfer) => <TransferBody {...props} transfer={transfer} />}
    </DocumentDetail>
  );
}

function TransferBody({
  transfer,
  locationId,
  placeName,
  materials,
  writer,
  mayWrite,
  onClose,
}: TransferDetailProps & { transfer: LocalTransfer }) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  const [mode, setMode] = useState<Mode>('view');
  const [arrived, setArrived] = useState<Map<string, number>>(new Map());
  const [reason, setReason] = useState('');
  const sender = transfer.location_id === locationId;
  const receiver = transfer.to_location_id === locationId;
  const differences =
    mode === 'receive'
      ? arrivalDifferences(
          transfer.lines.map((l) => ({ id: l.id, material_id: l.material_id, sent: l.quantity })),
          arrived,
        )
      : [];

  const run = useDocumentWrite(writer, () => setMode('view'));

  const items = documentLines(transfer.lines, materials, differences, (l) => [
    {
      label: transfer.status === 'draft' ? t('lines.toSend') : t('lines.sent'),
      value: materials.quantity(l.material_id, l.quantity),
    },
    ...(l.received_quantity !== null
      ? [
          {
            label: t('lines.received'),
            value: materials.quantity(l.material_id, l.received_quantity),
          },
        ]
      : []),
  ]);

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm">
          {sender
            ? t('transfers.to', { place: placeName(transfer.to_location_id) })
            : t('transfers.from', { place: placeName(transfer.location_id) })}
        </Text>
        <Text size="sm" c="dimmed">
          {transfer.sent_at
            ? t('transfers.sentAt', { time: when.at(transfer.sent_at) })
            : t('requests.createdAt', { time: when.at(transfer.created_at) })}
        </Text>
        {transfer.received_at ? (
          <Text size="sm" c="dimmed">
            {t('transfers.receivedAt', { time: when.at(transfer.received_at) })}
          </Text>
        ) : null}
        {transfer.note ? <Text size="sm">{transfer.note}</Text> : null}
      </Stack>
      {transfer.status === 'sent' ? (
        <Alert color="violet" variant="light" data-testid="transfer-in-transit">
          {t('transfers.inTransitNote')}
        </Alert>
      ) : null}
      <LineList
        lines={items}
        inputLabel={mode === 'receive' ? t('lines.arrived') : undefined}
        value={mode === 'receive' ? arrived : undefined}
        onChange={
          mode === 'receive' ? (id, n) => setArrived((prev) => new Map(prev).set(id, n)) : undefined
        }
        data-testid="transfer-lines"
      />
      {differences.length > 0 ? <TransitWarning /> : null}
      {mode === 'cancel' ? (
        <Stack gap="xs">
          {transfer.status === 'sent' ? (
            <Text size="sm" c="dimmed">
              {t('transfers.cancelSent')}
            </Text>
          ) : null}
          <ReasonInput value={reason} onChange={setReason} />
        </Stack>
      ) : null}
      {mayWrite ? (
        <DocumentActions
          viewing={mode === 'view'}
          confirmLabel={t(`confirm.${mode}`)}
          danger={mode === 'cancel'}
          onConfirm={() =>
            void (mode === 'receive'
              ? run((w) => receiveTransfer(w, transfer, arrived), t('done.received'))
              : run((w) => cancelTransfer(w, transfer, reason), t('done.cancelled')))
          }
          onBack={() => setMode('view')}
          onClose={onClose}
          testIds={{ confirm: 'transfer-confirm' }}
        >
          {sender && transfer.status === 'draft' ? (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void run((w) => sendTransfer(w, transfer), t('done.sent'))}
              data-testid="transfer-send"
            >
              {t('actions.send')}
            </Button>
          ) : null}
          {receiver && transfer.status === 'sent' ? (
            <Button
              leftSection={<IconPackageImport size={16} />}
              onClick={() => {
                setArrived(new Map(transfer.lines.map((l) => [l.id, l.quantity])));
                setMode('receive');
              }}
              data-testid="transfer-receive"
            >
              {t('actions.receive')}
            </Button>
          ) : null}
          {sender && (transfer.status === 'draft' || transfer.status === 'sent') ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => {
                setReason('');
                setMode('cancel');
              }}
              data-testid="transfer-cancel"
            >
              {t('actions.cancelTransfer')}
            </Button>
          ) : null}
        </DocumentActions>
      ) : null}
    </Stack>
  );
}
