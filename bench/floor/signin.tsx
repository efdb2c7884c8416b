/**
 * The floor of the sign-in page: what its libraries cost with nothing of the app around them. React,
 * Mantine (provider, the form's fields and button), Mantine's form, i18next with the sign-in's
 * words, two icons. No router and no queries: the sign-in page opens before the app, without them
 * (src/app/auth/signInFirst.tsx).
 */
import '@mantine/core/styles.css';
import { Button, Fieldset, MantineProvider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import auth from '../../locales/en/auth.json';

function SignIn() {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: { identifier: (v) => (v.trim() ? null : 'required') },
  });
  return (
    <form data-testid="login-form" onSubmit={form.onSubmit(() => undefined)}>
      <Fieldset legend={t('login.title')}>
        <Stack>
          <TextInput leftSection={<IconAt size={16} />} {...form.getInputProps('identifier')} />
          <PasswordInput leftSection={<IconLock size={16} />} {...form.getInputProps('password')} />
          <Button type="submit">{t('login.submit')}</Button>
        </Stack>
      </Fieldset>
    </form>
  );
}

await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { auth } } });
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <SignIn />
  </MantineProvider>,
);
// Kept by its worker, as the app's sign-in page is: Lighthouse's later runs read it from the cache
// (bench/lighthouse.ts). The sign-in's bytes are counted with workers blocked (bench/signin-js.ts).
void navigator.serviceWorker?.register('/sw.js');
