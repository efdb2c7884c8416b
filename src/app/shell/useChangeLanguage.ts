import { useCallback } from 'react';
import { i18n, setLanguage } from '../i18n';
import type { LanguageCode } from '@/shared/languages';
import { useSettingsStore } from '../settings/SettingsContext';
import { toast } from '@/shared/toast';

/**
 * Switches the language. Arabic turns the layout right to left; leaving Arabic turns it back to left
 * to right (the settings drawer can still override either). Confirms with 'Language changed' in the
 * new language.
 */
export function useChangeLanguage(): (language: LanguageCode) => Promise<void> {
  const settings = useSettingsStore();
  return useCallback(
    async (language: LanguageCode) => {
      const previous = i18n.resolvedLanguage;
      if (previous === language) return;
      try {
        await setLanguage(language);
      } catch (error) {
        console.warn('[i18n] could not switch language', error);
        return;
      }
      if (language === 'ar') settings.change('direction', 'rtl');
      else if (previous === 'ar') settings.change('direction', 'ltr');
      toast.success(i18n.t('common:languageChanged'), { id: 'language-changed' });
    },
    [settings],
  );
}
