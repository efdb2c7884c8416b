import { Alert, Button, Drawer, Group, Stack, useDirection, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { LocalRow } from '@/data/db';
import { displayName } from './columns';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityFormEnvProvider, EntityFormProvider, type useEntityFormState } from './form-context';
import type { FormValues } from './form-values';
import type { Lookups } from './useLookups';
import type { EntityTexts } from './useEntityTexts';

interface EntityFormDrawerProps {
  form: ReturnType<typeof useEntityFormState>;
  /** The row edited, or null when adding one. */
  row: LocalRow | null;
  readOnly: boolean;
  texts: EntityTexts;
  lookups: Lookups;
  /** A message over the sections, for what no input shows. */
  formError: string | null;
  onSave: (values: FormValues) => void | Promise<void>;
  /** Asks to delete the row edited. */
  /** Deletes the row; without it the form offers no delete (the user may not delete the row). */
  onDelete?: () => void;
  onClose: () => void;
  testId: string;
  /** The sections of inputs. */
  children: ReactNode;
  /** More dialogs of the form, drawn over it. */
  dialogs?: ReactNode;
}

/**
 * The frame of an add/edit form: a drawer (full screen on phones) titled by the row, with the
 * form's error, its sections, a sticky bar to delete, cancel or save, and a question before
 * unsaved changes are discarded.
 */
export function EntityFormDrawer({
  form,
  row,
  readOnly,
  texts,
  lookups,
  formError,
  onSave,
  onDelete,
  onClose,
  testId,
  children,
  dialogs,
}: EntityFormDrawerProps) {
  const { t } = texts;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const { dir } = useDirection();
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const requestClose = () => {
    if (!readOnly && form.isDirty()) setConfirmDiscard(true);
    else onClose();
  };

  const title = row
    ? readOnly
      ? displayName(row, texts.lang)
      : t('entity:form.editTitle', { name: displayName(row, texts.lang) })
    : texts.newOne;

  return (
    <Drawer
      opened
      onClose={requestClose}
      title={title}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={phone ? '100%' : 'lg'}
      padding="md"
      closeButtonProps={{ 'aria-label': t('entity:form.close') }}
      data-testid={testId}
    >
      <EntityFormProvider form={form}>
        <EntityFormEnvProvider value={{ texts, lookups }}>
          <form onSubmit={form.onSubmit(onSave)} noValidate>
            <Stack gap="md" pb={72}>
              {formError ? (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {formError}
                </Alert>
              ) : null}
              {children}
            </Stack>
            <Group
              justify="space-between"
              gap="sm"
              py="sm"
              style={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                background: 'var(--mantine-color-body)',
                borderTop: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {row && !readOnly && onDelete ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={onDelete}
                >
                  {t('entity:list.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={requestClose}>
                  {readOnly ? t('entity:form.close') : t('entity:form.cancel')}
                </Button>
                {!readOnly ? (
                  <Button type="submit" loading={form.submitting} data-testid="entity-save">
                    {t('entity:form.save')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </form>
        </EntityFormEnvProvider>
      </EntityFormProvider>
      <ConfirmDialog
        opened={confirmDiscard}
        title={t('entity:form.discardTitle')}
        message={t('entity:form.discardMessage')}
        confirmLabel={t('entity:form.discard')}
        danger
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
      {dialogs}
    </Drawer>
  );
}
