import {
  CUSTOM_PERMISSION_PREFIX,
  customPermissionBody,
  customPermissionUpdateBody,
} from '@contract/users';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { useAction } from '@/shared/useAction';
import { usePermissionWrites, type PermissionInfo } from './data/calls';
import { tillRefusal } from './data/refusals';

interface Values {
  /** What follows `till.`: the prefix is fixed, so no built-in key can be typed. */
  name: string;
  description: string;
}

/**
 * Adds a till permission (`editing` null) or changes one's description. The key cannot change: it is
 * what tills look for in the user's profile, so renaming it would silently switch their feature off.
 */
export function TillPermissionDialog({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  editing: PermissionInfo | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('people-roles');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(editing ? 'till.edit.title' : 'till.add.title')}
      centered
    >
      {/* Mounted afresh for each opening, so the form starts from the permission it is for. */}
      {opened ? <PermissionForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function PermissionForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: PermissionInfo | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('people-roles');
  const writes = usePermissionWrites();
  const validation = useValidationMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const keyOf = (name: string) => `${CUSTOM_PERMISSION_PREFIX}${name.trim()}`;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: editing ? editing.key.slice(CUSTOM_PERMISSION_PREFIX.length) : '',
      description: editing?.description ?? '',
    },
    // The server's own rules (contract/users.ts), the key checked whole as the server will see it.
    validate: (values) => {
      if (editing) {
        return zodValidate(
          customPermissionUpdateBody,
          validation,
        )({ description: values.description });
      }
      const { key, ...rest } = zodValidate(
        customPermissionBody,
        validation,
      )({ key: keyOf(values.name), description: values.description });
      return key ? { ...rest, name: key } : rest;
    },
  });

  // A failure is also said in place, above the fields.
  const save = useAction(
    async (values: Values) => {
      try {
        if (editing) await writes.update(editing.key, values.description.trim());
        else
          await writes.create({
            key: keyOf(values.name),
            description: values.description.trim(),
          });
        await onSaved();
        onClose();
      } catch (error) {
        setProblem(tillRefusal(error, t));
        throw error;
      }
    },
    {
      failed: t('till.toast.saveFailed'),
      inPlace: true,
      done: t(editing ? 'till.toast.updated' : 'till.toast.created'),
      why: (error) => tillRefusal(error, t),
    },
  );
  const saving = save.busy;
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    await save.run(values);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="till-permission-form">
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
        {editing ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('till.fields.key')}
            </Text>
            <Code dir="ltr" style={{ alignSelf: 'flex-start' }} data-testid="till-permission-key">
              {editing.key}
            </Code>
            <Text size="xs" c="dimmed">
              {t('till.edit.keyFixed')}
            </Text>
          </Stack>
        ) : (
          <TextInput
            label={t('till.fields.key')}
            description={t('till.add.keyHelp')}
            required
            // The key reads left to right in every language, its fixed prefix first.
            dir="ltr"
            leftSection={
              <Text size="sm" c="dimmed" ff="monospace">
                {CUSTOM_PERMISSION_PREFIX}
              </Text>
            }
            leftSectionWidth={52}
            // Monospace like the prefix, so the key reads as the one word the till will look for.
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            leftSectionPointerEvents="none"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            data-autofocus
            data-testid="till-permission-name"
            {...form.getInputProps('name')}
          />
        )}
        <Textarea
          label={t('till.fields.description')}
          description={t('till.add.descriptionHelp')}
          required
          autosize
          minRows={2}
          maxLength={300}
          // Each line aligns with its own language: descriptions are often English on an Arabic screen.
          styles={{ input: { unicodeBidi: 'plaintext' } }}
          data-testid="till-permission-description"
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} />}
            data-testid="till-permission-save"
          >
            {t(editing ? 'till.edit.save' : 'till.add.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
