import {
  Accordion,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  MultiSelect,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconCheck,
  IconCopy,
  IconKey,
  IconWand,
  IconWifiOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailySyncConfigReply } from '@contract/dailySync';
import { errorMessage } from '@/shared/errorMessage';
import { useValidationMessage } from '@/shared/validationMessage';
import { useAction } from '@/shared/useAction';
import { conflictOf, unreachable, useDailySyncWrites } from './data/calls';
import { NeedsNetwork } from './NeedsNetwork';
import { checkConfig, bodyOf, newSecret, valuesOf, type ConfigValues } from './configForm';

interface ConfigFormProps {
  config: DailySyncConfigReply;
  online: boolean;
  /** The settings as the server now holds them (after a save, or another user's after a conflict). */
  onSaved: (config: DailySyncConfigReply) => void;
}

/** Where the summaries go, the secret they are signed with, which locations, and on or off. */
export function ConfigForm({ config, online, onSaved }: ConfigFormProps) {
  const { t } = useTranslation(['dailySync', 'errors']);
  const { saveConfig } = useDailySyncWrites();
  const validation = useValidationMessage();
  const [generated, setGenerated] = useState(false);
  const form = useForm<ConfigValues>({
    mode: 'controlled',
    initialValues: valuesOf(config),
    validate: (values) =>
      checkConfig(values, config.secret_set, validation, (p) =>
        t(p === 'url' ? 'config.urlInvalid' : 'config.secretRequired'),
      ),
  });

  /** Shows the settings as the server holds them (the form stays, and so does its message). */
  const show = (current: DailySyncConfigReply) => {
    const values = valuesOf(current);
    form.setValues(values);
    form.resetDirty(values);
    setGenerated(false);
  };

  /** Why a save failed, where this screen knows better than the request layer. */
  const why = (error: unknown) =>
    unreachable(error) ? t('config.offline') : conflictOf(error) ? t('config.conflict') : null;
  const saving = useAction(
    async (values: ConfigValues) => {
      try {
        return await saveConfig(bodyOf(values, config.version));
      } catch (error) {
        // Changed meanwhile: the form shows the settings as the server holds them now.
        const current = conflictOf(error)?.current;
        if (current) {
          show(current);
          onSaved(current);
        }
        throw error;
      }
    },
    { failed: t('config.failed'), done: t('config.saved'), why },
  );
  const submit = form.onSubmit(async (values) => {
    const saved = await saving.run(values);
    if (!saved) return;
    show(saved);
    onSaved(saved);
  });
  // The failure stays said above the form until the next save.
  const problem = saving.error
    ? {
        message: why(saving.error) ?? errorMessage(saving.error, t),
        offline: unreachable(saving.error),
      }
    : null;

  const generate = () => {
    form.setFieldValue('secret', newSecret());
    setGenerated(true);
  };
  const locationOptions = config.locations.map((l) => ({ value: l.id, label: l.name }));

  return (
    <form onSubmit={submit} noValidate data-testid="daily-sync-config">
      <Stack gap="md">
        {problem ? (
          <Alert
            color={problem.offline ? 'orange' : 'red'}
            variant="light"
            icon={problem.offline ? <IconWifiOff size={18} /> : <IconAlertCircle size={18} />}
            role="alert"
            data-testid="daily-sync-config-error"
          >
            {problem.message}
          </Alert>
        ) : null}
        <Switch
          label={t('config.enabled')}
          description={t('config.enabledHint')}
          data-testid="daily-sync-enabled"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label={t('config.url')}
          description={t('config.urlHint')}
          placeholder={t('config.urlPlaceholder')}
          type="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          data-testid="daily-sync-url"
          {...form.getInputProps('webhook_url')}
        />
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <PasswordInput
              label={
                <Group gap={6} component="span" wrap="nowrap">
                  {t('config.secret')}
                  <Badge
                    size="xs"
                    variant="light"
                    color={config.secret_set ? 'teal' : 'gray'}
                    data-testid="daily-sync-secret-state"
                    data-set={String(config.secret_set)}
                  >
                    {t(config.secret_set ? 'config.secretSet' : 'config.secretNotSet')}
                  </Badge>
                </Group>
              }
              description={t(config.secret_set ? 'config.secretKeep' : 'config.secretNew')}
              leftSection={<IconKey size={16} />}
              autoComplete="new-password"
              dir="ltr"
              visible={generated || undefined}
              onVisibilityChange={() => setGenerated(false)}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="daily-sync-secret"
              {...form.getInputProps('secret')}
            />
            <Button
              variant="default"
              leftSection={<IconWand size={16} />}
              onClick={generate}
              data-testid="daily-sync-generate"
            >
              {t('config.generate')}
            </Button>
          </Group>
          {generated && form.values.secret ? (
            <Alert color="blue" variant="light" p="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t('config.generated')}</Text>
                <CopyButton value={form.values.secret}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      onClick={copy}
                    >
                      {t(copied ? 'config.copied' : 'config.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Alert>
          ) : null}
        </Stack>
        <MultiSelect
          label={t('config.locations')}
          description={t('config.locationsHint')}
          placeholder={form.values.location_ids.length ? undefined : t('config.allSelling')}
          data={locationOptions}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="daily-sync-locations"
          {...form.getInputProps('location_ids')}
        />
        <Group justify="space-between" align="center" gap="sm">
          <Accordion variant="default" chevronPosition="left" style={{ flex: '1 1 18rem' }}>
            <Accordion.Item value="developer">
              <Accordion.Control>
                <Text size="sm">{t('config.developer')}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" c="dimmed">
                  {t('config.developerBody')}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <Group gap="xs" wrap="nowrap">
            {online ? null : <NeedsNetwork />}
            <Button
              type="submit"
              loading={saving.busy}
              disabled={!online}
              data-testid="daily-sync-save"
            >
              {t('config.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
