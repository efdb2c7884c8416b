import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';
import {
  DELETE_ALL_PRODUCTS_CONFIRMATION,
  deleteAllProductsReply,
  productCalls,
  restoreProductsReply,
} from '@contract/catalogueCalls';
import { useDeleteAllProducts } from '../data/useDeleteAllProducts';

/** What the user types to confirm; the same in every language, so it is a deliberate act. */
export const DELETE_ALL_PHRASE = DELETE_ALL_PRODUCTS_CONFIRMATION;

type Step =
  | { step: 'confirm'; error: string | null }
  | { step: 'deleting' }
  | {
      step: 'done';
      count: number | null;
      /** The tombstone time the deleted products share: what `POST /products/restore` takes. */
      deletedAt: string | null;
      restoring: boolean;
    };

/**
 * Deletes every product of the business (`DELETE /api/products/all`), for administrators, online
 * only, after the phrase is typed exactly. Products become tombstones on the server; the dialog then
 * says how to bring them back and offers it (`POST /api/products/restore`).
 */
export function DeleteAllDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['products', 'errors', 'entity']);
  const { online, deleteAll: deleteAllNow, restoreAll: restoreAllNow } = useDeleteAllProducts();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<Step>({ step: 'confirm', error: null });
  const matches = typed.trim() === DELETE_ALL_PHRASE;

  const deleteAll = async () => {
    setState({ step: 'deleting' });
    try {
      const body = await deleteAllNow();
      const reply = deleteAllProductsReply.safeParse(body);
      setState({
        step: 'done',
        count: reply.success ? reply.data.deleted : null,
        deletedAt: reply.success ? reply.data.deleted_at : null,
        restoring: false,
      });
    } catch (error) {
      setState({ step: 'confirm', error: errorMessage(error, t) });
    }
  };
  const restoreAll = async (deletedAt: string) => {
    setState((s) => (s.step === 'done' ? { ...s, restoring: true } : s));
    try {
      const body = await restoreAllNow(deletedAt);
      const reply = restoreProductsReply.safeParse(body);
      toast.success(t('deleteAll.restored', { count: reply.success ? reply.data.restored : 0 }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t));
      setState((s) => (s.step === 'done' ? { ...s, restoring: false } : s));
    }
  };

  const busy = state.step === 'deleting' || (state.step === 'done' && state.restoring);
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('deleteAll.title')}
      size="md"
      closeOnClickOutside={!busy}
      data-testid="delete-all-dialog"
    >
      {state.step === 'done' ? (
        <Stack gap="md">
          <Alert color="green" variant="light">
            {state.count === null
              ? t('deleteAll.doneUnknown')
              : t('deleteAll.done', { count: state.count })}
          </Alert>
          <Text size="sm">{t('deleteAll.howToRestore')}</Text>
          <Code block dir="ltr">
            {`POST /api${productCalls.restoreAll.path}\n${JSON.stringify({ deleted_at: state.deletedAt })}`}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('entity:form.close')}
            </Button>
            <Button
              leftSection={<IconRestore size={16} />}
              loading={state.restoring}
              disabled={state.deletedAt === null}
              onClick={() => {
                if (state.deletedAt) void restoreAll(state.deletedAt);
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
          {state.step === 'confirm' && state.error ? (
            <Alert color="red" variant="light">
              {state.error}
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
              loading={state.step === 'deleting'}
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
