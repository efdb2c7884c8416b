import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/SettingsContext';
import { cssVariablesResolver, buildTheme } from './theme';

/**
 * Mantine with the theme of the current appearance preferences: colour preset, palette mode,
 * contrast and font sizes through the theme; direction through `DirectionProvider` and `<html dir>`.
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const { colorPreset, contrast, navColor, responsiveFontSizes, direction, paletteMode } =
    useSettings();
  // The palette mode is not part of the theme: Mantine switches schemes by an attribute.
  const theme = useMemo(
    () => buildTheme({ colorPreset, contrast, navColor, responsiveFontSizes }),
    [colorPreset, contrast, navColor, responsiveFontSizes],
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
