import type { KeyValueStorage } from '@/data/session';
import {
  defaultSettings,
  loadSettings,
  mergeSettings,
  pickSettings,
  resetSettings,
  saveSettings,
  type AppearanceSettings,
  type SettingKey,
  type SettingsState,
} from './settingsState';

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/**
 * The appearance preferences as a small external store (read with `useSyncExternalStore`). `init`
 * loads the stored copy once and marks the state initialized; `update` merges and saves; `reset`
 * clears the stored copy and restores the defaults.
 */
export function createSettingsStore(storage: KeyValueStorage | null) {
  let state: SettingsState = { ...defaultSettings, open: false, initialized: false };
  const listeners = new Set<() => void>();
  const set = (next: SettingsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const update = (patch: Partial<AppearanceSettings>): void => {
    const next = mergeSettings(pickSettings(state), patch);
    saveSettings(storage, next);
    set({ ...state, ...next });
  };

  return {
    getState: (): SettingsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads the stored preferences; later calls do nothing (loaded once at start). */
    init(): void {
      if (state.initialized) return;
      set({ ...state, ...loadSettings(storage), initialized: true });
    },
    /** Merges the changed option(s) and saves. */
    update,
    /** Changes one preference. */
    change<K extends SettingKey>(key: K, value: AppearanceSettings[K]): void {
      update({ [key]: value } as Partial<AppearanceSettings>);
    },
    reset(): void {
      set({ ...state, ...resetSettings(storage) });
    },
    setOpen(open: boolean): void {
      if (state.open !== open) set({ ...state, open });
    },
  };
}
