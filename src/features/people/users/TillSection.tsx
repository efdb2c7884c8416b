import {
  Card,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TillProfileField } from '@contract/users';
import { useNamedOptions } from './data/local';
import { reportFields, tillGroups, type TillFieldKind, type UserDraft } from './userFields';

/** Every till behaviour field, each with one line on what it changes on the till. */
export function TillSection({
  form,
  disabled,
}: {
  form: UseFormReturnType<UserDraft>;
  disabled: boolean;
}) {
  const { t } = useTranslation('people-users');
  const orderTypes = useNamedOptions('orderTypes');
  const channels = useNamedOptions('channels');

  const input = (field: TillProfileField, spec: TillFieldKind) => {
    const common = {
      label: t(`fields.${field}`),
      description: t(`help.${field}`),
      disabled,
      'data-testid': `user-${field}`,
    };
    switch (spec.kind) {
      case 'switch':
        return <Switch {...common} {...form.getInputProps(field, { type: 'checkbox' })} />;
      case 'number':
        return (
          <NumberInput
            {...common}
            min={spec.min}
            max={spec.max}
            step={spec.step ?? 1}
            allowDecimal={spec.step !== undefined || field === 'max_discount_permit'}
            suffix={spec.suffix}
            {...form.getInputProps(field)}
          />
        );
      case 'text':
        return (
          <TextInput
            {...common}
            maxLength={spec.max}
            value={String(form.values[field] ?? '')}
            onChange={(e) => form.setFieldValue(field, e.currentTarget.value || null)}
            error={form.errors[field]}
          />
        );
      case 'orderType':
      case 'channel':
        return (
          <Select
            {...common}
            data={spec.kind === 'channel' ? channels : orderTypes}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(field)}
          />
        );
    }
  };

  return (
    <Stack gap="lg">
      {tillGroups.map((group) => (
        <Card key={group.key} withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={4}>{t(`form.till.${group.key}`)}</Title>
              <Text size="sm" c="dimmed">
                {t('form.tillHelp')}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
              {group.fields.map(([field, spec]) => (
                <div key={field}>{input(field, spec)}</div>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={4}>{t('form.reports')}</Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {reportFields.map((field) => (
              <Switch
                key={field}
                label={t(`fields.${field}`)}
                description={t(`help.${field}`)}
                disabled={disabled}
                data-testid={`user-${field}`}
                {...form.getInputProps(field, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
