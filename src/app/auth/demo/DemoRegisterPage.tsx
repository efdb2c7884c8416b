import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../AuthLayout';
import { AuthLink } from '../AuthLinks';
import { RegisterForm } from '../RegisterForm';
import { demoPath } from './demoPaths';

/** /auth-demo/register/<variant>: the real registration in the template's look. */
export function DemoRegisterPage({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant={variant}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <AuthLink
          text={t('links.haveAccount')}
          to={demoPath('login', variant)}
          label={t('links.signIn')}
        />
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
