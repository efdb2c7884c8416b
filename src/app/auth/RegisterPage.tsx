import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLinks';
import { RegisterForm } from './RegisterForm';

/** /auth/jwt/register: a new business, its first location and its administrator. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant="modern"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <AuthLink
          text={t('links.haveAccount')}
          to="/auth/jwt/login"
          label={t('links.signIn')}
          testId="to-login"
        />
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
