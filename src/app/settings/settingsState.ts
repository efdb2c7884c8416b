import type { KeyValueStorage } from '@/data/session';

/** Where the appearance preferences live in the browser (SPEC section 4). */
export const SETTINGS_KEY = 'app.settings';

export const colorPresets = ['green', 'blue', 'indigo', 'purple'] as const;
export const paletteModes = ['light', 'dark'] as const;
export const navColors = ['blend-in', 'discreet', 'evident'] as const;
export const layouts = ['vertical', 'horizontal'] as const;
export const contrasts = ['normal', 'high'] as const;
export const directions = ['ltr', 'rtl'] as const;

export type ColorPreset = (typeof colorPresets)[number];
export type PaletteMode = (typeof paletteModes)[number];
export type NavColor = (typeof navColors)[number];
export type Layout = (typeof layouts)[number];
export type Contrast = (typeof contrasts)[number];
export type Direction = (typeof directions)[number];

/** The appearance preferences of SPEC section 3, one field each. */
export interface AppearanceSettings {
  colorPreset: ColorPreset;
  paletteMode: PaletteMode;
  navColor: NavColor;
  layout: Layout;
  /** false = Compact (content in a centred column), true = Wide (content uses the full width). */
  stretch: boolean;
  contrast: Contrast;
  direction: Direction;
  responsiveFontSizes: boolean;
}

export type SettingKey = keyof AppearanceSettings;

/** The preferences plus the two flags SPEC section 3 keeps beside them (never stored). */
export interface SettingsState extends AppearanceSettings {
  /** The App Settings drawer is open. */
  open: boolean;
  /** The stored copy has been read once at start. */
  initialized: boolean;
}

export const defaultSettings: Readonly<AppearanceSettings> = Object.freeze({
  colorPreset: 'green',
  paletteMode: 'light',
  navColor: 'discreet',
  layout: 'vertical',
  stretch: false,
  contrast: 'high',
  direction: 'ltr',
  responsiveFontSizes: true,
});

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** How each stored value is checked: anything else falls back to its default. */
const validators: { [K in SettingKey]: (value: unknown) => value is AppearanceSettings[K] } = {
  colorPreset: oneOf(colorPresets),
  paletteMode: oneOf(paletteModes),
  navColor: oneOf(navColors),
  layout: oneOf(layouts),
  stretch: isBoolean,
  contrast: oneOf(contrasts),
  direction: oneOf(directions),
  responsiveFontSizes: isBoolean,
};

export const settingKeys = Object.keys(validators) as SettingKey[];

const log = (what: string, error: unknown) => console.warn(`[settings] ${what}`, error);

/** Keeps the known keys with valid values; drops everything else (an older or tampered copy). */
export function sanitize(raw: unknown): Partial<AppearanceSettings> {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const clean: Partial<Record<SettingKey, unknown>> = {};
  for (const key of settingKeys) {
    if (validators[key](source[key])) clean[key] = source[key];
  }
  return clean as Partial<AppearanceSettings>;
}

/** Reads the stored preferences over the defaults. A missing or unreadable copy gives the defaults. */
export function loadSettings(storage: KeyValueStorage | null): AppearanceSettings {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    if (!raw) return { ...defaultSettings };
    return { ...defaultSettings, ...sanitize(JSON.parse(raw)) };
  } catch (error) {
    log('could not read the saved settings', error);
    return { ...defaultSettings };
  }
}

export function saveSettings(storage: KeyValueStorage | null, settings: AppearanceSettings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(pickSettings(settings)));
  } catch (error) {
    log('could not save the settings', error);
  }
}

/** Merges one changed option (or a few) into the preferences; invalid values are ignored. */
export function mergeSettings(
  current: AppearanceSettings,
  patch: Partial<AppearanceSettings>,
): AppearanceSettings {
  return { ...current, ...sanitize(patch) };
}

/** Clears the stored copy and gives the defaults back. */
export function resetSettings(storage: KeyValueStorage | null): AppearanceSettings {
  try {
    storage?.removeItem(SETTINGS_KEY);
  } catch (error) {
    log('could not clear the saved settings', error);
  }
  return { ...defaultSettings };
}

/** Preferences count as custom when any of them differs from its default. */
export function isCustom(settings: AppearanceSettings): boolean {
  return settingKeys.some((key) => settings[key] !== defaultSettings[key]);
}

/** Only the preferences, without the drawer and initialized flags. */
export function pickSettings(state: AppearanceSettings): AppearanceSettings {
  const picked = {} as Record<SettingKey, unknown>;
  for (const key of settingKeys) picked[key] = state[key];
  return picked as unknown as AppearanceSettings;
}
