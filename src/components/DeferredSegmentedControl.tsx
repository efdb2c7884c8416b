import { SegmentedControl, Skeleton, type SegmentedControlProps } from '@mantine/core';
import { useDeferredValue } from 'react';
import classes from './DeferredSegmentedControl.module.css';

/**
 * Mantine's segmented control (size sm, its default), mounted one commit after its screen. As it
 * mounts it measures where its pill goes, and in the commit that first shows a screen that measure
 * lays the whole new page out inside the commit's task, the longest of the start (Lighthouse's
 * blocking time). Until it mounts, a skeleton of its exact size stands in its place: its own labels,
 * hidden, set out as the control sets them, so nothing around it moves.
 */
export function DeferredSegmentedControl(props: SegmentedControlProps) {
  const mounted = useDeferredValue(true, false);
  if (mounted) return <SegmentedControl {...props} />;
  const testId = (props as { 'data-testid'?: string })['data-testid'];
  return (
    <Skeleton
      visible
      className={classes.pending}
      aria-hidden
      data-testid={testId ? `${testId}-pending` : undefined}
    >
      {props.data.map((item) => {
        const { value, label } = typeof item === 'string' ? { value: item, label: item } : item;
        return <span key={value}>{label}</span>;
      })}
    </Skeleton>
  );
}
