import {
  Button,
  Fieldset,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerBody, type RegisterBody } from '@contract/auth';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/data/api';
import { useBackhouse } from '@/data/react';
import { errorMessage } from '@/shared/errorMessage';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { FormError } from './FormError';
import { browserTimeZone, currencyOptions, timeZoneOptions } from './registerOptions';

/** A new business with its first location and admin user (`registerBody` of `contract/auth.ts`). */
export function RegisterForm() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const backhouse = useBackhouse();
  const navigate = useNavigate();
  const validation = useValidationMessage();
  const [error, setError] = useState<{ message: string; offline: boolean } | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const zones = useMemo(() => timeZoneOptions(), []);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const form = useForm<RegisterBody>({
    mode: 'uncontrolled',
    initialValues: {
      business_name: '',
      location_name: '',
      time_zone: browserTimeZone(),
      currency: 'USD',
      username: '',
      email: '',
      password: '',
    },
    validate: zodValidate(registerBody, validation),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await backhouse.register(registerBody.parse(values));
      await navigate({ to: '/dashboard', replace: true });
    } catch (failure) {
      const offline = failure instanceof ApiError && failure.kind === 'network';
      if (failure instanceof ApiError && failure.fields) form.setErrors(failure.fields);
      setError({
        message: offline ? t('auth:register.offline') : errorMessage(failure, t),
        offline,
      });
    }
  });

  const field = (name: keyof RegisterBody) => ({
    key: form.key(name),
    ...form.getInputProps(name),
    'data-testid': `register-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <FormError
        message={error?.message ?? null}
        offline={error?.offline}
        testId="register-error"
      />
      {/* One business per press: nothing to change or send again while the request runs. */}
      <Fieldset variant="unstyled" disabled={form.submitting}>
        <Stack gap="md">
          <TextInput
            label={t('auth:register.businessName')}
            autoComplete="organization"
            data-autofocus
            {...field('business_name')}
          />
          <TextInput
            label={t('auth:register.locationName')}
            description={t('auth:register.locationHint')}
            {...field('location_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('auth:register.timeZone')}
              data={zones}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('auth:register.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              {...field('time_zone')}
            />
            <Select
              label={t('auth:register.currency')}
              data={currencies}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('auth:register.nothingFound')}
              {...field('currency')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('auth:register.username')}
              autoComplete="username"
              autoCapitalize="none"
              {...field('username')}
            />
            <TextInput
              label={t('auth:register.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('auth:register.password')}
            description={t('auth:register.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={form.submitting}
            data-testid="register-submit"
          >
            {t('auth:register.submit')}
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
