import { Button, Fieldset, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@contract/auth';
import type { FieldMessage } from '@contract/validation';
import { ApiError } from '@/data/api';
import { errorMessage } from '@/shared/errorMessage';
import { useValidationMessage } from '@/shared/validationMessage';
import { FormError } from './FormError';

interface LoginValues {
  identifier: string;
  password: string;
}
const MAX_LENGTH = 200;

/**
 * Two fields checked by hand rather than with zod, which keeps zod out of the sign-in page's bundle;
 * the server checks the body against `loginBody` of the contract.
 */
const checkField = (value: string): FieldMessage | null =>
  !value.trim()
    ? { code: 'required', params: {} }
    : value.length > MAX_LENGTH
      ? { code: 'too_long', params: { max: MAX_LENGTH } }
      : null;

/** An address with @ signs in by email, anything else by username. */
export const credentialsOf = ({ identifier, password }: LoginValues) => {
  const id = identifier.trim();
  return id.includes('@') ? { email: id, password } : { username: id, password };
};

/** Signs in with these credentials and goes on; rejects with what went wrong. */
export type SignIn = (credentials: LoginBody) => Promise<void>;

/**
 * Email or username and password, sent with `signIn`: in the app the data layer's sign-in then the
 * router's way on (`useSignInAndGo`), on the sign-in page that opens before the app the call then
 * the app (`signInFirst.tsx`). Either rejects with what went wrong, which the form shows.
 */
export function LoginForm({ signIn }: { signIn: SignIn }) {
  const { t } = useTranslation(['auth', 'errors']);
  const validation = useValidationMessage();
  const [error, setError] = useState<{ message: string; offline: boolean } | null>(null);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (value) => {
        const problem = checkField(value);
        return problem && validation(problem);
      },
      password: (value) => {
        const problem = checkField(value);
        return problem && validation(problem);
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      // The next screen shows its loading state in place of this form from here on.
      await signIn(credentialsOf(values));
    } catch (failure) {
      const offline = failure instanceof ApiError && failure.kind === 'network';
      setError({
        message: offline ? t('auth:login.offline') : errorMessage(failure, t),
        offline,
      });
      form.setFieldValue('password', '');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <FormError message={error?.message ?? null} offline={error?.offline} testId="login-error" />
      {/* Nothing to change or send again while the sign-in runs (a submit is a discrete event: the
          fieldset is disabled before the next key press). */}
      <Fieldset variant="unstyled" disabled={form.submitting}>
        <Stack gap="md">
          <TextInput
            label={t('auth:login.identifier')}
            placeholder={t('auth:login.identifierPlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            leftSection={<IconAt size={16} />}
            data-autofocus
            data-testid="login-identifier"
            key={form.key('identifier')}
            {...form.getInputProps('identifier')}
          />
          <PasswordInput
            label={t('auth:login.password')}
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            data-testid="login-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={form.submitting}
            data-testid="login-submit"
          >
            {t('auth:login.submit')}
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
