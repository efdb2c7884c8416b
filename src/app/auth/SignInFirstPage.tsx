import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { LazySettingsDrawer } from '../settings/LazySettingsDrawer';
import { SettingsProvider } from '../settings/SettingsContext';
import type { SettingsStore } from '../settings/settingsStore';
import { AppearanceProvider } from '../theme/AppearanceProvider';
import { ToastHost } from '../ToastHost';
import { AuthNavigation } from './AuthLinks';
import type { SignIn } from './LoginForm';
import { LoginPage } from './LoginPage';

/**
 * The sign-in page before the app (`signInFirst.tsx`), with what it needs around it: the words,
 * the preferences, the toasts and the settings drawer. The build draws the same tree into
 * index.html (`prerenderSignIn.tsx`), so a first visit shows it before any script has run.
 */
export function SignInFirstPage({
  settings,
  signIn,
  follow,
}: {
  settings: SettingsStore;
  signIn: SignIn;
  follow: (to: string) => void;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider store={settings}>
        <AppearanceProvider>
          <AuthNavigation.Provider value={follow}>
            <ToastHost />
            <LoginPage signIn={signIn} />
            <LazySettingsDrawer />
          </AuthNavigation.Provider>
        </AppearanceProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
