import { Table, type TableScrollContainerProps } from '@mantine/core';

interface ScrollRegionProps extends Omit<TableScrollContainerProps, 'type'> {
  /** Names the region for screen readers: the table's title or caption. */
  label: string;
}

/**
 * A table's own scrolling box that a keyboard user can reach: wider than a phone, the table
 * scrolls sideways, so its box takes the focus (the arrow keys scroll it) and is named as a region
 * (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, ...props }: ScrollRegionProps) {
  return (
    <Table.ScrollContainer type="native" tabIndex={0} role="region" aria-label={label} {...props} />
  );
}
