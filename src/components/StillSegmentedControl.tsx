import { SegmentedControl, useMantineTheme } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

/** Mantine's classes for each part, and the static class it adds beside each (`mantine-…-root`). */
const classes = Object.fromEntries(
  Object.entries(SegmentedControl.classes).map(([part, cls]) => [
    part,
    `${cls} mantine-SegmentedControl-${part}`,
  ]),
) as typeof SegmentedControl.classes;

/** The variables Mantine's control sets on its root for each size (no colour given: a shadow). */
const sizeVars = {
  sm: { '--sc-shadow': 'var(--mantine-shadow-xs)' },
  xs: {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    '--sc-padding': 'var(--sc-padding-xs)',
    '--sc-font-size': 'var(--mantine-font-size-xs)',
  },
} as Record<'xs' | 'sm', CSSProperties>;

interface StillSegmentedControlProps<V extends string> {
  data: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V;
  onChange: (value: V) => void;
  /** Mantine's sizes the app uses: `sm` (its default) and `xs` (a card's own choices). */
  size?: 'xs' | 'sm';
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
  ...rest
}: StillSegmentedControlProps<V>) {
  const name = useId();
  const { focusRing } = useMantineTheme();
  return (
    <div
      {...rest}
      role="radiogroup"
      className={classes.root}
      data-size={size}
      data-with-items-borders
      style={sizeVars[size ?? 'sm']}
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
              data-focus-ring={focusRing}
            />
            <label className={classes.label} htmlFor={id} data-active={active}>
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
