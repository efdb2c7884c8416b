import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { settingKinds, type SettingKey } from '@contract/settings';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useAction } from '@/shared/useAction';
import { PageHeader } from '@/components/PageHeader';
import { serverFields, unreachable } from './data/calls';
import { useSettingWrites } from './data/useSettingWrites';
import { settingGroups } from './settingGroups';
import { SettingInput } from './SettingInput';
import { useSettingsDraft, type SettingValues } from './useSettingsDraft';

/** Wide inputs take a whole row of their section. */
const wide = (key: SettingKey) => {
  const kind = settingKinds[key];
  return kind.kind === 'weekdays' || (kind.kind === 'text' && kind.multiline === true);
};

/**
 * `/dashboard/config/setting`: every setting of the active location (SPEC section 3), grouped, each
 * with the input its kind calls for. Reads from the local store; saving needs the network.
 */
export function SettingsScreen() {
  const { t, i18n } = useTranslation(['config-settings', 'errors']);
  const writes = useSettingWrites();
  const { online } = writes;
  const grant = useGrant();
  const { locationId, location } = useActiveLocation();
  const draft = useSettingsDraft(locationId);
  const [failure, setFailure] = useState<string | null>(null);
  const mayWrite = grant ? can(grant, 'config.write') : false;
  const invalid = draft.changed.some((key) => draft.errors[key]);

  // Each changed setting is its own call: those taken stay taken, the refused are marked in place.
  const save = useAction(
    async (location: string) => {
      setFailure(null);
      const taken: Partial<SettingValues> = {};
      const refused: Partial<Record<SettingKey, string>> = {};
      let problem: string | null = null;
      for (const key of draft.changed) {
        try {
          const row = await writes.saveSetting(location, key, draft.values[key]);
          taken[key] = row.value;
        } catch (error) {
          const message = serverFields(error).value;
          if (message) refused[key] = message;
          else problem = unreachable(error) ? t('offlineSave') : errorMessage(error, t);
          if (!message) break;
        }
      }
      draft.confirm(taken);
      draft.setServerErrors(refused);
      writes.fetchChanges();
      const someRefused = Object.keys(refused).length > 0;
      if (problem) setFailure(problem);
      else if (someRefused) setFailure(t('someRefused'));
      return { saved: Object.keys(taken).length, whole: !problem && !someRefused };
    },
    {
      failed: t('notSaved'),
      inPlace: true,
      done: ({ saved, whole }) => (whole ? t('saved', { count: saved }) : ''),
    },
  );
  const saving = save.busy;
  const onSave = async () => {
    if (locationId && !invalid) await save.run(locationId);
  };

  return (
    <Stack gap="lg" data-testid="settings-screen">
      <PageHeader
        title={t('title')}
        description={t('description', {
          location: location ? locationName(location, i18n.resolvedLanguage ?? 'en') : '',
        })}
        actions={
          mayWrite ? (
            <>
              <Button
                variant="default"
                onClick={draft.reset}
                disabled={draft.changed.length === 0 || saving}
                data-testid="settings-undo"
              >
                {t('undo')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => void onSave()}
                loading={saving}
                disabled={draft.changed.length === 0 || invalid || !online}
                data-testid="settings-save"
              >
                {t('save')}
              </Button>
            </>
          ) : null
        }
      />
      {!online ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconWifiOff size={18} />}
          data-testid="settings-offline"
        >
          {t('offline')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="settings-error"
        >
          {failure}
        </Alert>
      ) : null}
      {settingGroups.map((group) => (
        <Card
          key={group.id}
          withBorder
          radius="md"
          padding="lg"
          data-testid={`settings-group-${group.id}`}
        >
          <Stack gap="md">
            <div>
              <Title order={4}>{t(`groups.${group.id}.title`)}</Title>
              <Text size="sm" c="dimmed">
                {t(`groups.${group.id}.hint`)}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {group.keys.map((key) => (
                <div key={key} style={wide(key) ? { gridColumn: '1 / -1' } : undefined}>
                  <SettingInput
                    name={key}
                    value={draft.values[key]}
                    onChange={(value) => draft.set(key, value)}
                    error={draft.errors[key]}
                    disabled={!mayWrite || saving}
                  />
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      {mayWrite && draft.changed.length > 0 ? (
        <Group justify="flex-end">
          <Text size="sm" c="dimmed" data-testid="settings-changed">
            {t('changed', { count: draft.changed.length })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
