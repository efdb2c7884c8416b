import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/SettingsContext';
import { cssVariablesResolver, buildTheme } from './theme';
import './focus.css';

/**
 * Mantine with the theme of the current appearance preferences: colour preset, palette mode,
 * contrast and font sizes through the theme; direction through `DirectionProvider` and `<html dir>`.
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const { colorPreset, contrast, navColor, responsiveFontSizes, direction, paletteMode } =
    useSettings();
  // Icon-only controls Mantine draws (the pager's arrows…) are named in the user's language: the
  // theme is rebuilt when it changes. `common` is a core namespace, loaded before the app shows.
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const language = i18n.resolvedLanguage;
  const labels = useMemo(
    () => ({
      pagination: {
        first: t('controls.pagination.first'),
        previous: t('controls.pagination.previous'),
        next: t('controls.pagination.next'),
        last: t('controls.pagination.last'),
      },
      eyeDropper: t('controls.eyeDropper'),
      close: t('actions.close'),
    }),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  // The palette mode is not part of the theme: Mantine switches schemes by an attribute.
  const theme = useMemo(
    () => buildTheme({ colorPreset, contrast, navColor, responsiveFontSizes }, labels),
    [colorPreset, contrast, navColor, responsiveFontSizes, labels],
  );

  useEffect(() => {
    // DirectionProvider watches this attribute, so the whole tree follows.
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);

  return (
    <DirectionProvider initialDirection={direction} detectDirection>
      <MantineProvider
        theme={theme}
        forceColorScheme={paletteMode}
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
