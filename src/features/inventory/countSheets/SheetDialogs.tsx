import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NameDialogProps {
  opened: boolean;
  title: string;
  initial: string;
  /** Offers "fill from the materials' storage areas" (a new sheet). */
  offerBuild?: boolean;
  onSubmit: (name: string, build: boolean) => void;
  onClose: () => void;
}

/** Names a new sheet (optionally built from storage areas) or renames one. */
export function SheetNameDialog({ opened, title, ...rest }: NameDialogProps) {
  // The form is mounted only while the dialog is open, so each opening starts from `initial`.
  return (
    <Modal opened={opened} onClose={rest.onClose} title={title} centered>
      <NameForm {...rest} />
    </Modal>
  );
}

function NameForm({
  initial,
  offerBuild,
  onSubmit,
  onClose,
}: Omit<NameDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation('counts');
  const [name, setName] = useState(initial);
  const [build, setBuild] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onSubmit(name.trim(), build);
      }}
    >
      <Stack>
        <TextInput
          label={t('sheets.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
          required
          data-autofocus
          data-testid="sheet-name-input"
        />
        {offerBuild ? (
          <Checkbox
            label={t('sheets.buildFromStorage')}
            description={t('sheets.buildFromStorageHint')}
            checked={build}
            onChange={(e) => setBuild(e.currentTarget.checked)}
            data-testid="sheet-build"
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!name.trim()} data-testid="sheet-name-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
