import {
  Avatar,
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessInfoFields,
  type BusinessInfo,
  type BusinessInfoBody,
  type BusinessInfoPatch,
} from '@contract/businessInfo';
import { errorMessage } from '@/shared/errorMessage';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { useAction } from '@/shared/useAction';
import { OfflineAlert } from '@/components/OfflineAlert';
import { serverFields, unreachable } from '../settings/data/calls';
import { useSettingWrites } from '../settings/data/useSettingWrites';
import { SettingInput } from '../settings/SettingInput';
import { FormProblem, SaveBar, SectionCard } from '../shared/FormParts';

interface BusinessInfoFormProps {
  info: BusinessInfo;
  online: boolean;
  mayWrite: boolean;
  onSaved: () => void;
}

const valuesOf = ({ location_id: _l, name: _n, updated_at: _u, ...values }: BusinessInfo) => values;

/** Fields kept as settings, edited with the settings screen's inputs. */
const settingFields = ['time_zone', 'currency', 'language', 'date_format', 'time_format'] as const;

/** Legal name, tax number, address, logo, and the regional values the location's settings hold. */
export function BusinessInfoForm({ info, online, mayWrite, onSaved }: BusinessInfoFormProps) {
  const { t } = useTranslation(['config-settings', 'errors']);
  const writes = useSettingWrites();
  const validation = useValidationMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<BusinessInfoBody>({
    mode: 'controlled',
    initialValues: valuesOf(info),
    validate: zodValidate(businessInfoFields, validation),
  });
  const disabled = !mayWrite;

  /** Says a failure in place too, beside the fields the server refused. */
  const showProblem = (error: unknown) => {
    const fields = serverFields(error);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    setProblem(unreachable(error) ? t('offlineSave') : errorMessage(error, t));
  };
  const offline = (error: unknown) => (unreachable(error) ? t('offlineSave') : null);

  const save = useAction(
    async (changes: BusinessInfoPatch) => {
      try {
        const saved = await writes.saveBusinessInfo(info.location_id, changes);
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        writes.fetchChanges();
        onSaved();
      } catch (error) {
        showProblem(error);
        throw error;
      }
    },
    { failed: t('business.saveFailed'), done: t('business.saved'), why: offline, inPlace: true },
  );
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    await save.run(
      Object.fromEntries(
        Object.entries(values).filter(([field]) => form.isDirty(field)),
      ) as BusinessInfoPatch,
    );
  });

  const upload = useAction(
    async (file: File) => {
      try {
        const stored = await writes.uploadLogo(info.location_id, file);
        form.setFieldValue('logo_url', stored.url);
        form.resetDirty({ ...form.getValues(), logo_url: stored.url });
        onSaved();
      } catch (error) {
        setProblem(unreachable(error) ? t('offlineSave') : errorMessage(error, t));
        throw error;
      }
    },
    { failed: t('business.uploadFailed'), why: offline, inPlace: true },
  );
  const pickLogo = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    await upload.run(file);
  };

  const text = (field: 'legal_name' | 'tax_number' | 'city' | 'country') => (
    <TextInput
      label={t(`business.fields.${field}`)}
      disabled={disabled}
      data-testid={`business-${field}`}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="business-info-form">
      <Stack gap="lg">
        {!online ? <OfflineAlert>{t('offline')}</OfflineAlert> : null}
        <FormProblem problem={problem} data-testid="business-error" />
        <SectionCard title={t('business.identity')}>
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar
              src={form.values.logo_url || null}
              size={64}
              radius="md"
              alt={t('business.fields.logo')}
            >
              {info.name.slice(0, 2)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {info.name}
              </Text>
              <FileButton
                onChange={(file) => void pickLogo(file)}
                accept="image/png,image/jpeg,image/webp,image/gif"
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} />}
                    loading={upload.busy}
                    disabled={disabled || !online}
                    data-testid="business-logo-upload"
                  >
                    {t('business.uploadLogo')}
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('legal_name')}
            {text('tax_number')}
          </SimpleGrid>
          <Textarea
            label={t('business.fields.address')}
            autosize
            minRows={2}
            disabled={disabled}
            data-testid="business-address"
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('city')}
            {text('country')}
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('business.regional')} hint={t('business.regionalHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {settingFields.map((field) => (
              <SettingInput
                key={field}
                name={field}
                value={form.values[field]}
                onChange={(value) => form.setFieldValue(field, value)}
                error={form.errors[field] as string | undefined}
                disabled={disabled}
              />
            ))}
            <SettingInput
              name="opening_hour"
              value={String(form.values.business_hours.opening_hour)}
              onChange={(value) => form.setFieldValue('business_hours.opening_hour', Number(value))}
              error={form.errors['business_hours.opening_hour'] as string | undefined}
              disabled={disabled}
            />
            <SettingInput
              name="closing_hour"
              value={String(form.values.business_hours.closing_hour)}
              onChange={(value) => form.setFieldValue('business_hours.closing_hour', Number(value))}
              error={form.errors['business_hours.closing_hour'] as string | undefined}
              disabled={disabled}
            />
          </SimpleGrid>
          <SettingInput
            name="working_days"
            value={form.values.working_days.join(',')}
            onChange={(value) =>
              form.setFieldValue('working_days', value ? value.split(',').map(Number) : [])
            }
            error={form.errors.working_days as string | undefined}
            disabled={disabled}
          />
        </SectionCard>
        <SaveBar
          label={t('save')}
          mayWrite={mayWrite}
          online={online}
          dirty={form.isDirty()}
          saving={save.busy}
          data-testid="business-save"
        />
      </Stack>
    </form>
  );
}
