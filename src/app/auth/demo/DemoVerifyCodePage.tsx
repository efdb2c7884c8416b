import { Button, Input, PinInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { AuthLayout, type AuthVariant } from '../AuthLayout';
import { AuthLink } from '../AuthLinks';
import { DemoNotice } from './DemoNotice';
import { demoPath } from './demoPaths';
import { code, email } from './demoRules';

function VerifyCodeForm() {
  const { t } = useTranslation('auth');
  const validation = useValidationMessage();
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', code: '' },
    validate: zodValidate(z.object({ email, code }), validation),
  });
  return (
    <form onSubmit={form.onSubmit(() => setSent(true))} noValidate data-testid="verify-form">
      {sent ? <DemoNotice messageKey="demo.noCode" /> : null}
      <Stack gap="md">
        <TextInput
          label={t('verify.email')}
          type="email"
          autoComplete="email"
          data-testid="verify-email"
          {...form.getInputProps('email')}
        />
        <Input.Wrapper label={t('verify.code')} error={form.errors.code}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            mt={6}
            aria-label={t('verify.code')}
            data-testid="verify-code"
            value={form.values.code}
            onChange={(value) => form.setFieldValue('code', value)}
            error={Boolean(form.errors.code)}
          />
        </Input.Wrapper>
        <Button type="submit" size="md" fullWidth data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /auth-demo/verify-code/<variant>: checks what is typed, then says that this page sends nothing. */
export function DemoVerifyCodePage({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant={variant}
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      footer={<AuthLink to={demoPath('login', variant)} label={t('links.backToSignIn')} />}
    >
      <VerifyCodeForm />
    </AuthLayout>
  );
}
