import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Backhouse } from '@/data/backhouse';
import { BackhouseProvider } from '@/data/react';
import { TagManager } from './clientConfig/TagManager';
import { i18n } from './i18n';
import type { AppRouter } from './router';
import { SettingsProvider } from './settings/SettingsContext';
import type { SettingsStore } from './settings/settingsStore';
import { Splash } from './Splash';
import { StartedRouter } from './StartedRouter';
import { AppearanceProvider } from './theme/AppearanceProvider';
import { ToastHost } from './ToastHost';

export interface AppServices {
  queryClient: QueryClient;
  backhouse: Backhouse;
  router: AppRouter;
  settings: SettingsStore;
  /** Resolves once persisted state (session, local store, language) has loaded. */
  ready: Promise<void>;
}

/** Every provider, then the router; the splash until persisted state has loaded. */
export function App({ queryClient, backhouse, router, settings, ready }: AppServices) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    // The screens replace the splash in slices (a transition): the first render of a screen like
    // the dashboard is most of a slow tablet's start, and as one piece it kept the page from
    // answering a tap for its whole length (issue 24: Lighthouse's blocking time, about 40 % less
    // in a 4x throttled trace). It shows a few per cent later for it (bench/compare.ts).
    void ready.finally(() => alive && startTransition(() => setLoaded(true)));
    return () => {
      alive = false;
    };
  }, [ready]);

  if (!loaded) return <Splash />;
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider store={settings}>
        <AppearanceProvider>
          <QueryClientProvider client={queryClient}>
            <BackhouseProvider value={backhouse}>
              <ToastHost />
              <TagManager />
              <StartedRouter router={router} />
            </BackhouseProvider>
          </QueryClientProvider>
        </AppearanceProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
