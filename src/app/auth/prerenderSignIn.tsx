import { renderToString } from 'react-dom/server';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY } from '@/shared/languages';
import { initI18n } from '../i18n';
import { createSettingsStore } from '../settings/settingsStore';
import { memoryStorage } from '../storage';
import { Prerendering } from './prerendering';
import { SignInFirstPage } from './SignInFirstPage';

/**
 * The sign-in page as a first visit sees it (English, the default appearance), drawn by the build
 * into index.html (scripts/prerenderSignIn.ts, issue 24): the form shows as soon as the page and its
 * style sheet have arrived, not once its script has too. public/boot.js shows it only to that start,
 * where the page's script (signInFirst.tsx) then draws the same page, live, in its place. It is
 * inert until then, and carries no test ids: nobody types into a page that is about to be replaced.
 */
export async function prerenderSignIn(): Promise<string> {
  const storage = memoryStorage({ [LANGUAGE_KEY]: DEFAULT_LANGUAGE });
  await initI18n(storage);
  const settings = createSettingsStore(storage);
  settings.init();
  const markup = renderToString(
    <Prerendering.Provider value>
      <SignInFirstPage
        settings={settings}
        signIn={() => Promise.reject(new Error('The drawn page does not sign in'))}
        follow={() => undefined}
      />
    </Prerendering.Provider>,
  );
  return markup.replace(/ data-testid="[^"]*"/g, '');
}
