import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardProviders,
  providerCredentialFields,
  providerModes,
  type CardProvider,
  type PaymentProvider,
} from '@contract/paymentProviders';
import { errorMessage } from '@/shared/errorMessage';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useAction } from '@/shared/useAction';
import { fieldErrorsOf, useProviderWrites } from './data/calls';
import { useCardMethods } from './data/local';

/** Adds or edits a payment provider; credentials show masked and stay unless typed over. */
export function ProviderDialog({
  provider,
  onClose,
  onSaved,
}: {
  provider: PaymentProvider | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation(['config-payments', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const writes = useProviderWrites();
  const { locations, locationId } = useActiveLocation();
  const methods = useCardMethods();
  const [location, setLocation] = useState(provider?.location_id ?? locationId ?? '');
  const [kind, setKind] = useState<CardProvider>(provider?.provider ?? 'stripe');
  const [name, setName] = useState(provider?.name ?? '');
  const [mode, setMode] = useState(provider?.mode ?? 'test');
  const [enabled, setEnabled] = useState(provider?.enabled ?? true);
  const [methodIds, setMethodIds] = useState<string[]>(provider?.payment_method_ids ?? []);
  const [credentials, setCredentials] = useState<Record<string, string>>(
    provider?.credentials ?? {},
  );
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Saving or deleting: the dialog also says a failure in place, and marks the refused fields.
  const change = useAction(
    async (work: () => Promise<unknown>, done: string) => {
      await work();
      onSaved();
      return done;
    },
    { failed: t('providers.failed'), done: (done) => done, inPlace: true },
  );
  const failure = change.error;
  const fieldErrors = fieldErrorsOf(failure);

  const save = () => {
    const common = {
      name: name.trim(),
      mode,
      enabled,
      payment_method_ids: methodIds,
      credentials,
    };
    return change.run(
      () =>
        provider
          ? writes.update(provider.id, { ...common, version: provider.version })
          : writes.create({ ...common, location_id: location, provider: kind }),
      t('providers.saved'),
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={provider ? t('providers.edit') : t('providers.add')}
      size="lg"
      data-testid="provider-dialog"
    >
      <Stack gap="sm">
        {provider ? null : (
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={t('providers.fields.location')}
              data={locations.map((l) => ({ value: l.id, label: locationName(l, lang) }))}
              value={location}
              onChange={(v) => v && setLocation(v)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="provider-location"
            />
            <Select
              label={t('providers.fields.provider')}
              data={cardProviders.map((p) => ({ value: p, label: t(`providerNames.${p}`) }))}
              value={kind}
              onChange={(v) => {
                if (!v) return;
                setKind(v as CardProvider);
                setCredentials({});
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="provider-kind"
            />
          </Group>
        )}
        <TextInput
          label={t('providers.fields.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldErrors.name}
          required
          maxLength={100}
          data-testid="provider-name"
        />
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            aria-label={t('providers.fields.mode')}
            value={mode}
            onChange={(v) => setMode(v as typeof mode)}
            data={providerModes.map((m) => ({ value: m, label: t(`providers.modes.${m}`) }))}
          />
          <Switch
            label={t('providers.fields.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            data-testid="provider-enabled"
          />
        </Group>
        <MultiSelect
          label={t('providers.fields.methods')}
          description={t('providers.methodsHelp')}
          data={methods.map((m) => ({ value: m.id, label: String(m.name ?? '') }))}
          value={methodIds}
          onChange={setMethodIds}
          error={fieldErrors.payment_method_ids}
          comboboxProps={{ withinPortal: true }}
          data-testid="provider-methods"
        />
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('providers.fields.credentials')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('providers.credentialsHelp')}
          </Text>
        </Stack>
        {providerCredentialFields[kind].map((field) => (
          <TextInput
            key={field.key}
            label={t(`credentialFields.${field.key}`)}
            required={field.required && enabled}
            value={credentials[field.key] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setCredentials((prev) => ({ ...prev, [field.key]: value }));
            }}
            error={fieldErrors[`credentials.${field.key}`]}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            styles={{ input: { fontFamily: 'monospace' } }}
            maxLength={500}
            data-testid={`provider-credential-${field.key}`}
          />
        ))}
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="provider-error"
          >
            {errorMessage(failure, t)}
          </Alert>
        ) : null}
        <Group justify="space-between" mt="sm">
          {provider ? (
            <Button
              color="red"
              variant={confirmDelete ? 'filled' : 'subtle'}
              loading={change.busy}
              onClick={() =>
                confirmDelete
                  ? void change.run(() => writes.remove(provider.id), t('providers.deleted'))
                  : setConfirmDelete(true)
              }
              data-testid="provider-delete"
            >
              {confirmDelete ? t('providers.confirmDelete') : t('providers.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={change.busy}
              disabled={!name.trim() || !location}
              data-testid="provider-save"
            >
              {t('common:actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
