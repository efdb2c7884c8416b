import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { AppearanceSettings } from '../settings/settingsState';
import { presetColors } from './colors';
import { darkenedUntilReadable, readableColorVariables, TEXT_SURFACE } from './readableColors';

/** The shade Mantine shows a colour at (filled buttons, text in that colour), light and dark. */
const PRIMARY_SHADE = 7;

/**
 * The names of controls Mantine draws with an icon only, in the user's language: the pager's
 * arrows and the colour input's eye dropper.
 */
export interface ControlLabels {
  pagination: Record<'first' | 'previous' | 'next' | 'last', string>;
  eyeDropper: string;
  /** A toast's close button. */
  close: string;
}

/** Breakpoints of SPEC section 9 (xs 0, sm 600, md 900, lg 1200, xl 1440 px), in em as Mantine wants. */
export const breakpoints = {
  xs: '0em',
  sm: '37.5em',
  md: '56.25em',
  lg: '75em',
  xl: '90em',
};

const fontFamily =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", Tahoma, "DejaVu Sans", Arial, sans-serif';

/** A size that grows with the viewport between `min` and `max` rem: 390 px phones get `min`, 1280 px gets `max`. */
const fluid = (min: number, max: number) => {
  const slope = (max - min) / (80 - 24.375); // rem per rem of viewport width between 390 px and 1280 px
  const base = min - slope * 24.375;
  return `clamp(${min}rem, ${base.toFixed(4)}rem + ${(slope * 100).toFixed(4)}vw, ${max}rem)`;
};

const fixedText = { xs: 0.75, sm: 0.875, md: 1, lg: 1.125, xl: 1.25 };
/** No text smaller than 12 px on any screen: below it a phone's text is hard to read (Lighthouse's legible font sizes). */
const SMALLEST_TEXT = 0.75;
const fixedHeadings = { h1: 2, h2: 1.625, h3: 1.375, h4: 1.125, h5: 1, h6: 0.875 };

export function fontSizes(responsive: boolean) {
  const text = Object.fromEntries(
    Object.entries(fixedText).map(([k, v]) => [
      k,
      responsive ? fluid(Math.max(v * 0.93, SMALLEST_TEXT), v) : `${v}rem`,
    ]),
  );
  const headings = Object.fromEntries(
    Object.entries(fixedHeadings).map(([k, v]) => [
      k,
      { fontSize: responsive ? fluid(Math.max(v * 0.78, 0.875), v) : `${v}rem`, lineHeight: '1.3' },
    ]),
  );
  return { text, headings };
}

/** The Mantine theme for a set of appearance preferences. */
export function buildTheme(
  settings: Pick<
    AppearanceSettings,
    'colorPreset' | 'contrast' | 'navColor' | 'responsiveFontSizes'
  >,
  labels?: ControlLabels,
): MantineThemeOverride {
  const sizes = fontSizes(settings.responsiveFontSizes);
  return createTheme({
    primaryColor: settings.colorPreset,
    colors: presetColors,
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    autoContrast: true,
    breakpoints,
    fontFamily,
    headings: { fontFamily, fontWeight: '650', sizes: sizes.headings },
    fontSizes: sizes.text,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Drawers, menus and notifications appear without sliding for people who asked their system
    // for less motion.
    respectReducedMotion: true,
    other: { contrast: settings.contrast, navColor: settings.navColor },
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'md' } },
      Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
      Drawer: { defaultProps: { overlayProps: { backgroundOpacity: 0.35, blur: 2 } } },
      Modal: {
        defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.4, blur: 2 } },
      },
      // A table wider than a phone scrolls sideways inside its card: its scrolling box takes the
      // focus, so a keyboard user scrolls it with the arrow keys (WCAG 2.1.1).
      TableScrollContainer: {
        defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
      },
      ...(labels
        ? {
            Pagination: {
              defaultProps: {
                getControlProps: (control: keyof ControlLabels['pagination']) => ({
                  'aria-label': labels.pagination[control],
                }),
              },
            },
            ColorInput: {
              defaultProps: { eyeDropperButtonProps: { 'aria-label': labels.eyeDropper } },
            },
            // Every toast (`toast.tsx`) is a Notification: without a name, a screen reader read
            // its close button as "button" (Lighthouse's button-name, on a first visit's "ready
            // to work offline").
            Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
          }
        : {}),
    },
  });
}

/**
 * Contrast: `high` gives near-black text, darker secondary text and stronger borders; `normal` is
 * softer. Also defines the page background the shell and the nav colours build on.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const high = theme.other.contrast === 'high';
  return {
    variables: {},
    light: {
      // Every colour's text, buttons and badges at 4.5:1 at least (WCAG 1.4.3).
      ...readableColorVariables(theme.colors, PRIMARY_SHADE, theme.luminanceThreshold),
      '--mantine-color-placeholder': darkenedUntilReadable(theme.colors.gray[5], '#ffffff'),
      '--mantine-color-text': high ? '#0d1117' : theme.colors.gray[8],
      // Secondary text reads at 4.5:1 in either setting: `normal` keeps the lightest grey that
      // does, on the greys of striped rows and the page as well as on white.
      '--mantine-color-dimmed': high
        ? theme.colors.gray[7]
        : darkenedUntilReadable(theme.colors.gray[6], TEXT_SURFACE),
      '--mantine-color-default-border': high ? theme.colors.gray[4] : theme.colors.gray[3],
      '--app-page-bg': high ? '#f3f5f7' : '#f8f9fa',
      '--app-divider': high ? theme.colors.gray[4] : theme.colors.gray[2],
    },
    dark: {
      '--mantine-color-text': high ? '#f8f9fa' : theme.colors.dark[1],
      '--mantine-color-dimmed': high ? theme.colors.dark[1] : theme.colors.dark[2],
      '--mantine-color-default-border': high ? theme.colors.dark[3] : theme.colors.dark[5],
      '--app-page-bg': theme.colors.dark[8],
      '--app-divider': high ? theme.colors.dark[3] : theme.colors.dark[5],
    },
  };
};
