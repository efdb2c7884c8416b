import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLinks';
import { LoginForm } from './LoginForm';

/** /auth/jwt/login: the real sign-in. */
export function LoginPage({ redirect }: { redirect?: string }) {
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
      <LoginForm redirect={redirect} />
    </AuthLayout>
  );
}
