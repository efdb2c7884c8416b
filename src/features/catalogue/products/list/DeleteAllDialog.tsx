import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { useAction } from '@/shared/useAction';
import {
  DELETE_ALL_PRODUCTS_CONFIRMATION,
  deleteAllProductsReply,
  productCalls,
  restoreProductsReply,
} from '@contract/catalogueCalls';
import { useDeleteAllProducts } from '../data/useDeleteAllProducts';

/** What the user types to confirm; the same in every language, so it is a deliberate act. */
export const DELETE_ALL_PHRASE = DELETE_ALL_PRODUCTS_CONFIRMATION;

/** What the delete did: how many products it took, and the tombstone time they share. */
interface Deleted {
  count: number | null;
  /** What `POST /products/restore` takes. */
  deletedAt: string | null;
}

/**
 * Deletes every product of the business (`DELETE /api/products/all`), for administrators, online
 * only, after the phrase is typed exactly. Products become tombstones on the server; the dialog then
 * says how to bring them back and offers it (`POST /api/products/restore`).
 */
export function DeleteAllDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['products', 'errors', 'entity']);
  const { online, deleteAll: deleteAllNow, restoreAll: restoreAllNow } = useDeleteAllProducts();
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<Deleted | null>(null);
  const matches = typed.trim() === DELETE_ALL_PHRASE;

  const deleting = useAction(
    async (): Promise<Deleted> => {
      const reply = deleteAllProductsReply.safeParse(await deleteAllNow());
      return {
        count: reply.success ? reply.data.deleted : null,
        deletedAt: reply.success ? reply.data.deleted_at : null,
      };
    },
    // Said in the dialog, with its reason (`deleting.error`).
    { failed: t('deleteAll.failed'), inPlace: true },
  );
  const restoring = useAction(
    async (deletedAt: string) => {
      const reply = restoreProductsReply.safeParse(await restoreAllNow(deletedAt));
      return reply.success ? reply.data.restored : 0;
    },
    { failed: t('deleteAll.restoreFailed'), done: (count) => t('deleteAll.restored', { count }) },
  );
  const deleteAll = async () => {
    const reply = await deleting.run();
    if (reply) setDone(reply);
  };
  const restoreAll = async (deletedAt: string) => {
    if ((await restoring.run(deletedAt)) !== undefined) onClose();
  };

  const busy = deleting.busy || restoring.busy;
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('deleteAll.title')}
      size="md"
      closeOnClickOutside={!busy}
      data-testid="delete-all-dialog"
    >
      {done ? (
        <Stack gap="md">
          <Alert color="green" variant="light">
            {done.count === null
              ? t('deleteAll.doneUnknown')
              : t('deleteAll.done', { count: done.count })}
          </Alert>
          <Text size="sm">{t('deleteAll.howToRestore')}</Text>
          <Code block dir="ltr">
            {`POST /api${productCalls.restoreAll.path}\n${JSON.stringify({ deleted_at: done.deletedAt })}`}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('entity:form.close')}
            </Button>
            <Button
              leftSection={<IconRestore size={16} />}
              loading={restoring.busy}
              disabled={done.deletedAt === null}
              onClick={() => {
                if (done.deletedAt) void restoreAll(done.deletedAt);
              }}
              data-testid="delete-all-restore"
            >
              {t('deleteAll.restoreNow')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {t('deleteAll.warning')}
          </Alert>
          {!online ? (
            <Alert color="gray" icon={<IconCloudOff size={18} />} data-testid="delete-all-offline">
              {t('deleteAll.offline')}
            </Alert>
          ) : null}
          {deleting.error ? (
            <Alert color="red" variant="light">
              {errorMessage(deleting.error, t)}
            </Alert>
          ) : null}
          <TextInput
            label={t('deleteAll.typeToConfirm', { phrase: DELETE_ALL_PHRASE })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            dir="ltr"
            disabled={!online || busy}
            data-autofocus
            data-testid="delete-all-phrase"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('entity:form.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!online || !matches}
              loading={deleting.busy}
              onClick={() => void deleteAll()}
              data-testid="delete-all-confirm"
            >
              {t('deleteAll.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
