import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { AuthLayout, type AuthVariant } from '../AuthLayout';
import { AuthLink } from '../AuthLinks';
import { DemoNotice } from './DemoNotice';
import { demoPath } from './demoPaths';
import { email } from './demoRules';

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const validation = useValidationMessage();
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodValidate(z.object({ email }), validation),
  });
  return (
    <form onSubmit={form.onSubmit(() => setSent(true))} noValidate data-testid="forgot-form">
      {sent ? <DemoNotice messageKey="demo.noEmail" /> : null}
      <Stack gap="md">
        <TextInput
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} />}
          data-autofocus
          data-testid="forgot-email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /auth-demo/forgot-password/<variant>: checks what is typed, then says that this page sends nothing. */
export function DemoForgotPasswordPage({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant={variant}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<AuthLink to={demoPath('login', variant)} label={t('links.backToSignIn')} />}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
