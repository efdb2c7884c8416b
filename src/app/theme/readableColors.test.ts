import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { presetColors } from './colors';
import {
  contrastRatio,
  readableColorVariables,
  readableShade,
  TEXT_SURFACE,
} from './readableColors';
import { buildTheme, cssVariablesResolver } from './theme';

const colors = { ...DEFAULT_THEME.colors, ...presetColors };
const vars = readableColorVariables(colors, 7, DEFAULT_THEME.luminanceThreshold);

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's teal 9 on teal 1, a light badge: just short of 4.5.
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.32, 1);
  });

  it('keeps a shade that already reads, and goes darker only as far as needed', () => {
    expect(readableShade(presetColors.green, 7, '#ffffff')).toBe(presetColors.green[7]);
    expect(readableShade(DEFAULT_THEME.colors.red, 7, '#ffffff')).toBe(DEFAULT_THEME.colors.red[8]);
  });

  it('gives every palette text, outline and light-badge colours at 4.5:1 at least', () => {
    for (const [name, palette] of Object.entries(colors)) {
      if (name === 'dark') continue;
      // On white and on a striped row's or the page's grey.
      expect(contrastRatio(vars[`--mantine-color-${name}-text`]!, TEXT_SURFACE)).toBeGreaterThan(
        4.5,
      );
      expect(contrastRatio(vars[`--mantine-color-${name}-outline`]!, TEXT_SURFACE)).toBeGreaterThan(
        4.5,
      );
      expect(
        contrastRatio(vars[`--mantine-color-${name}-light-color`]!, palette[1]),
      ).toBeGreaterThan(4.5);
    }
  });

  it('darkens a filled colour under white text, and leaves one that gets black text', () => {
    expect(contrastRatio(vars['--mantine-color-orange-filled']!, '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio(vars['--mantine-color-red-filled']!, '#ffffff')).toBeGreaterThan(4.5);
    // Yellow at shade 7 is light: autoContrast writes black on it, so it keeps its colour.
    expect(vars['--mantine-color-yellow-filled']).toBeUndefined();
  });
});

describe('secondary text', () => {
  it.each(['normal', 'high'] as const)(
    'reads at 4.5:1 on white and on the page and striped rows with %s contrast',
    (contrast) => {
      const theme = mergeMantineTheme(
        DEFAULT_THEME,
        buildTheme({
          colorPreset: 'green',
          contrast,
          navColor: 'blend-in',
          responsiveFontSizes: false,
        }),
      );
      const light = cssVariablesResolver(theme).light;
      for (const name of ['--mantine-color-dimmed', '--mantine-color-text'] as const) {
        expect(contrastRatio(light[name]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(light[name]!, TEXT_SURFACE), name).toBeGreaterThanOrEqual(4.5);
      }
      expect(
        contrastRatio(light['--mantine-color-placeholder']!, '#ffffff'),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});
