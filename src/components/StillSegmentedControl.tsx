import {
  getContrastColor,
  getThemeColor,
  SegmentedControl,
  useMantineTheme,
  type MantineColor,
} from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

/** Mantine's classes for each part, and the static class it adds beside each (`mantine-…-root`). */
const classes = Object.fromEntries(
  Object.entries(SegmentedControl.classes).map(([part, cls]) => [
    part,
    `${cls} mantine-SegmentedControl-${part}`,
  ]),
) as typeof SegmentedControl.classes;

/** The variables Mantine's control sets on its root for each size (`sm` is its stylesheet's own). */
const sizeVars = {
  sm: {},
  xs: { '--sc-padding': 'var(--sc-padding-xs)', '--sc-font-size': 'var(--mantine-font-size-xs)' },
  md: { '--sc-padding': 'var(--sc-padding-md)', '--sc-font-size': 'var(--mantine-font-size-md)' },
} as Record<'xs' | 'sm' | 'md', CSSProperties>;

interface StillSegmentedControlProps<V extends string> {
  data: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V;
  onChange: (value: V) => void;
  /** Mantine's sizes the app uses: `sm` (its default), `xs` (a card's own choices) and `md` (the
   *  counting pad, for a thumb). */
  size?: 'xs' | 'sm' | 'md';
  /** The chosen label's colour, as Mantine's `color` (none: white with a shadow). */
  color?: MantineColor;
  /** Spread over the whole width, each choice an equal share. */
  fullWidth?: boolean;
  /** A class of the caller's own for each label, beside Mantine's. */
  labelClassName?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * Mantine's segmented control, its markup and its styles, without the pill that slides between the
 * choices. That pill is a floating indicator: as it mounts it measures the chosen label
 * (getBoundingClientRect, getComputedStyle), which lays the page out inside the commit, and each
 * label's ref sets state, so every control rendered its screen's commit two more times. The
 * dashboard had seven. Mantine's own stylesheet draws the chosen label's pill itself until the
 * control marks itself measured (`data-initialized`), which this one never does: the choice looks
 * the same and changes at once. The choices are radio buttons sharing a name, as in Mantine's, so
 * the arrow keys move between them and a screen reader reads a radio group.
 */
export function StillSegmentedControl<V extends string>({
  data,
  value,
  onChange,
  size,
  color,
  fullWidth,
  labelClassName,
  ...rest
}: StillSegmentedControlProps<V>) {
  const name = useId();
  const theme = useMantineTheme();
  const rootVars = color
    ? { ...sizeVars[size ?? 'sm'], '--sc-color': getThemeColor(color, theme) }
    : { ...sizeVars[size ?? 'sm'], '--sc-shadow': 'var(--mantine-shadow-xs)' };
  const labelVars = color
    ? ({ '--sc-label-color': getContrastColor({ color, theme }) } as CSSProperties)
    : undefined;
  const labelClasses = labelClassName ? `${labelClassName} ${classes.label}` : classes.label;
  return (
    <div
      {...rest}
      role="radiogroup"
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
      style={rootVars}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value || undefined;
        return (
          <div key={item.value} className={classes.control} data-active={active}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
              data-focus-ring={theme.focusRing}
            />
            <label className={labelClasses} htmlFor={id} data-active={active} style={labelVars}>
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
