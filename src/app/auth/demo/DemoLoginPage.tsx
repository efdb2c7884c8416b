import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../AuthLayout';
import { AuthLink } from '../AuthLinks';
import { LoginForm } from '../LoginForm';
import { useSignInAndGo } from '../useSignInAndGo';
import { demoPath } from './demoPaths';

/** /auth-demo/login/<variant>: the real sign-in in the template's look. */
export function DemoLoginPage({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      variant={variant}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <AuthLink to={demoPath('forgot-password', variant)} label={t('links.forgotPassword')} />
          <AuthLink
            text={t('links.noAccount')}
            to={demoPath('register', variant)}
            label={t('links.register')}
          />
        </>
      }
    >
      <LoginForm signIn={useSignInAndGo()} />
    </AuthLayout>
  );
}
