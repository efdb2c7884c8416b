import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodValidate, type FormErrors } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { AuthLayout, type AuthVariant } from '../AuthLayout';
import { AuthLink } from '../AuthLinks';
import { DemoNotice } from './DemoNotice';
import { demoPath } from './demoPaths';
import { code, email, password } from './demoRules';

function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const validation = useValidationMessage();
  const [sent, setSent] = useState(false);
  const schema = z.object({ email, code, password, confirm: z.string() });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', code: '', password: '', confirm: '' },
    validate: (values): FormErrors => {
      const errors = zodValidate(schema, validation)(values);
      if (!errors.confirm && values.confirm !== values.password)
        errors.confirm = t('reset.mismatch');
      return errors;
    },
  });
  return (
    <form onSubmit={form.onSubmit(() => setSent(true))} noValidate data-testid="reset-form">
      {sent ? <DemoNotice messageKey="demo.noReset" /> : null}
      <Stack gap="md">
        <TextInput
          label={t('reset.email')}
          type="email"
          autoComplete="email"
          data-testid="reset-email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('reset.code')}
          description={t('reset.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-testid="reset-code"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label={t('reset.password')}
          description={t('reset.passwordHint')}
          autoComplete="new-password"
          data-testid="reset-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('reset.confirm')}
          autoComplete="new-password"
          data-testid="reset-confirm"
          key={form.key('confirm')}
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" size="md" fullWidth data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /auth-demo/reset-password/<variant>: checks what is typed, then says that this page sends nothing. */
export function DemoResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant={variant}
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<AuthLink to={demoPath('login', variant)} label={t('links.backToSignIn')} />}
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}
