import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLinks';
import { LoginForm, type SignIn } from './LoginForm';

/**
 * /auth/jwt/login: the real sign-in, in the app (its route) and before it (`signInFirst.tsx`), each
 * with its own way of signing in and going on.
 */
export function LoginPage({ signIn }: { signIn: SignIn }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant="modern"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <AuthLink
            text={t('links.noAccount')}
            to="/auth/jwt/register"
            label={t('links.register')}
            testId="to-register"
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('login.forgotHint')}
          </Text>
        </>
      }
    >
      <LoginForm signIn={signIn} />
    </AuthLayout>
  );
}
