import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { dateTimeFormat } from '@/lib/formats';

/**
 * Consent to marketing: switching it stamps `consent_changed_at` with the device's time, so a change
 * made offline keeps the moment the guest said so. The last change is shown under the switch.
 */
export function ConsentInput({ path, label, readOnly }: FieldInputProps) {
  const { t, i18n } = useTranslation('people-crm');
  const form = useEntityForm();
  const values = form.getValues();
  const changedAt = values.consent_changed_at;
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        checked={values[path] === true}
        disabled={readOnly}
        onChange={(event) => {
          form.setFieldValue(path, event.currentTarget.checked);
          form.setFieldValue('consent_changed_at', new Date().toISOString());
        }}
        data-testid="crm-consent"
      />
      <Text size="xs" c="dimmed">
        {typeof changedAt === 'string' && changedAt
          ? t('consent.changedAt', {
              time: dateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(changedAt)),
            })
          : t('consent.never')}
      </Text>
    </Stack>
  );
}
