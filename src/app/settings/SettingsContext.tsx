import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SettingsState } from './settingsState';
import type { SettingsStore } from './settingsStore';

const SettingsContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({
  store,
  children,
}: {
  store: SettingsStore;
  children: ReactNode;
}) {
  return <SettingsContext.Provider value={store}>{children}</SettingsContext.Provider>;
}

/** The settings store: `update`, `reset`, `setOpen`. */
export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettingsStore needs a SettingsProvider');
  return store;
}

/** The current appearance preferences and drawer flag, live. */
export function useSettings(): SettingsState {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
