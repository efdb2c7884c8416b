import { darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2.1's minimum contrast for text (1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The darkest surface coloured text sits on: white cards, but also a table's striped rows, a
 * hovered row and the page's grey (gray 1, #f1f3f5, darker than all of them).
 */
export const TEXT_SURFACE = '#f1f3f5';

/** WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lightest shade of `palette`, from `from` towards the darkest, that reads on `background` at
 * 4.5:1; past the darkest, the darkest shade darkened step by step until it does.
 */
export function readableShade(
  palette: MantineColorsTuple,
  from: number,
  background: string,
): string {
  for (let shade = from; shade < palette.length; shade++) {
    if (contrastRatio(palette[shade]!, background) >= MIN_TEXT_CONTRAST) return palette[shade]!;
  }
  return darkenedUntilReadable(palette[palette.length - 1]!, background);
}

/** `color`, darkened in steps of 5 % until it reads on `background` at 4.5:1. */
export function darkenedUntilReadable(color: string, background: string): string {
  let out = color;
  for (let step = 1; step <= 20 && contrastRatio(out, background) < MIN_TEXT_CONTRAST; step++) {
    out = darken(color, step / 20);
  }
  return out;
}

/**
 * Mantine's light-scheme colour variables made readable (WCAG 1.4.3) for every palette of the
 * theme. Mantine shows a colour's text (`c="red"`), outline and filled buttons at the primary shade,
 * and a light badge's text at shade 9 on shade 1; several default palettes (red, orange, teal,
 * yellow…) fall below 4.5:1 there. Each variable gets the lightest shade that passes instead:
 * - text and outline: on white and on the light greys of striped rows and the page (`TEXT_SURFACE`);
 * - filled: white text on it, unless the colour is light enough that `autoContrast` writes black
 *   on it (then it stays, black reads on it);
 * - light (badges, subtle buttons): shade 9 or darker on shade 1.
 */
export function readableColorVariables(
  colors: Record<string, MantineColorsTuple>,
  primaryShade: number,
  luminanceThreshold: number,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const onWhite = readableShade(palette, primaryShade, '#ffffff');
    const onSurface = readableShade(palette, primaryShade, TEXT_SURFACE);
    const blackOnFilled = luminance(palette[primaryShade]!) > luminanceThreshold;
    variables[`--mantine-color-${name}-text`] = onSurface;
    variables[`--mantine-color-${name}-outline`] = onSurface;
    if (!blackOnFilled) {
      variables[`--mantine-color-${name}-filled`] = onWhite;
      variables[`--mantine-color-${name}-filled-hover`] = darken(onWhite, 0.1);
    }
    variables[`--mantine-color-${name}-light-color`] = readableShade(palette, 9, palette[1]!);
  }
  return variables;
}
