import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage';
import {
  defaultSettings,
  isCustom,
  loadSettings,
  mergeSettings,
  resetSettings,
  saveSettings,
  SETTINGS_KEY,
} from './settingsState';
import { createSettingsStore } from './settingsStore';

const throwingStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('appearance preferences', () => {
  it('have the defaults of SPEC section 3', () => {
    expect(defaultSettings).toEqual({
      colorPreset: 'green',
      paletteMode: 'light',
      navColor: 'discreet',
      layout: 'vertical',
      stretch: false,
      contrast: 'high',
      direction: 'ltr',
      responsiveFontSizes: true,
    });
  });

  it('load as the defaults when nothing is stored', () => {
    expect(loadSettings(memoryStorage())).toEqual(defaultSettings);
    expect(loadSettings(null)).toEqual(defaultSettings);
  });

  it('load the stored values over the defaults and drop unknown or invalid ones', () => {
    const storage = memoryStorage({
      [SETTINGS_KEY]: JSON.stringify({
        paletteMode: 'dark',
        stretch: true,
        colorPreset: 'pink',
        layout: 42,
        extra: 'x',
      }),
    });
    expect(loadSettings(storage)).toEqual({
      ...defaultSettings,
      paletteMode: 'dark',
      stretch: true,
    });
  });

  it('fall back to the defaults when the stored copy is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ [SETTINGS_KEY]: '{not json' });
    expect(loadSettings(storage)).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('merge one changed option and keep the others', () => {
    const next = mergeSettings(defaultSettings, { navColor: 'evident' });
    expect(next).toEqual({ ...defaultSettings, navColor: 'evident' });
    expect(mergeSettings(next, { contrast: 'loud' as never })).toEqual(next);
  });

  it('count as custom only when something differs from the defaults', () => {
    expect(isCustom(defaultSettings)).toBe(false);
    expect(isCustom({ ...defaultSettings, direction: 'rtl' })).toBe(true);
    expect(isCustom({ ...defaultSettings, responsiveFontSizes: false })).toBe(true);
  });

  it('reset clears the stored copy and gives the defaults', () => {
    const storage = memoryStorage();
    saveSettings(storage, { ...defaultSettings, layout: 'horizontal' });
    expect(storage.getItem(SETTINGS_KEY)).not.toBeNull();
    expect(resetSettings(storage)).toEqual(defaultSettings);
    expect(storage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('only log storage failures', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadSettings(throwingStorage)).toEqual(defaultSettings);
    expect(() => saveSettings(throwingStorage, defaultSettings)).not.toThrow();
    expect(resetSettings(throwingStorage)).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('the settings store', () => {
  it('loads once at start and is then initialized', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ paletteMode: 'dark' }) });
    const store = createSettingsStore(storage);
    expect(store.getState().initialized).toBe(false);
    store.init();
    expect(store.getState()).toMatchObject({ paletteMode: 'dark', initialized: true });
    storage.setItem(SETTINGS_KEY, JSON.stringify({ paletteMode: 'light' }));
    store.init();
    expect(store.getState().paletteMode).toBe('dark');
  });

  it('saves an update so that it survives a reload', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.init();
    store.update({ colorPreset: 'indigo' });
    const reloaded = createSettingsStore(storage);
    reloaded.init();
    expect(reloaded.getState().colorPreset).toBe('indigo');
  });

  it('never stores the drawer flag', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.init();
    store.setOpen(true);
    store.update({ stretch: true });
    expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}')).not.toHaveProperty('open');
    expect(store.getState().open).toBe(true);
  });

  it('reset restores the defaults and keeps the drawer open', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.init();
    store.setOpen(true);
    store.update({ layout: 'horizontal', direction: 'rtl' });
    store.reset();
    expect(store.getState()).toEqual({ ...defaultSettings, open: true, initialized: true });
    expect(storage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('tells its subscribers about every change', () => {
    const store = createSettingsStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.init();
    store.update({ paletteMode: 'dark' });
    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
