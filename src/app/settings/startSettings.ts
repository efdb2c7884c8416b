import type { KeyValueStorage } from '@/data/session';
import { LANGUAGE_KEY, startsRightToLeft } from '@/shared/languages';
import { SETTINGS_KEY } from './settingsState';
import { createSettingsStore, type SettingsStore } from './settingsStore';

/**
 * The appearance preferences at start, for the app and for the sign-in page that opens before it:
 * loaded, right to left for a first start in a right-to-left language, and the page's direction
 * and colour scheme set before React first paints.
 */
export function startSettings(storage: KeyValueStorage | null): SettingsStore {
  const settings = createSettingsStore(storage);
  const firstRightToLeft = startsRightToLeft(
    storage?.getItem(LANGUAGE_KEY) ?? null,
    storage?.getItem(SETTINGS_KEY) ?? null,
    navigator.languages ?? [],
  );
  settings.init();
  if (firstRightToLeft) settings.change('direction', 'rtl');
  const { direction, paletteMode } = settings.getState();
  document.documentElement.setAttribute('dir', direction);
  document.documentElement.setAttribute('data-mantine-color-scheme', paletteMode);
  return settings;
}
