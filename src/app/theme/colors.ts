import type { MantineColorsTuple } from '@mantine/core';
import type { ColorPreset } from '../settings/settingsState';

/**
 * The four colour presets, ten shades each from lightest to darkest. Green is the brand colour
 * (theme colour #2e7d32 of the manifest).
 */
export const presetColors: Record<ColorPreset, MantineColorsTuple> = {
  green: [
    '#e8f5e9',
    '#c8e6c9',
    '#a5d6a7',
    '#81c784',
    '#66bb6a',
    '#4caf50',
    '#43a047',
    '#2e7d32',
    '#256b29',
    '#1b5e20',
  ],
  blue: [
    '#e3f2fd',
    '#bbdefb',
    '#90caf9',
    '#64b5f6',
    '#42a5f5',
    '#2196f3',
    '#1e88e5',
    '#1565c0',
    '#0f5aa8',
    '#0d47a1',
  ],
  indigo: [
    '#e8eaf6',
    '#c5cae9',
    '#9fa8da',
    '#7986cb',
    '#5c6bc0',
    '#3f51b5',
    '#3949ab',
    '#303f9f',
    '#283593',
    '#1a237e',
  ],
  purple: [
    '#f3e5f5',
    '#e1bee7',
    '#ce93d8',
    '#ba68c8',
    '#ab47bc',
    '#9c27b0',
    '#8e24aa',
    '#7b1fa2',
    '#6a1b9a',
    '#4a148c',
  ],
};

/** The shade shown on a preset's swatch in the settings drawer. */
export const swatchOf = (preset: ColorPreset): string => presetColors[preset][7];
