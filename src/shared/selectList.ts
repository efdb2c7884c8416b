import { useDeferredValue, useMemo } from 'react';

/**
 * `comboboxProps` for a select on a screen: its list in a portal, kept in the page while closed
 * (Mantine's default: the keyboard's first arrow then starts from the chosen option), but only from
 * one commit after the screen's first. Floating UI positions a kept list as it mounts, and that
 * measure lays the whole new screen out inside the commit that first shows it, one long task
 * (Lighthouse's blocking time; the offline start of a list).
 */
export function useSelectListProps() {
  const kept = useDeferredValue(true, false);
  return useMemo(() => ({ withinPortal: true, keepMounted: kept }), [kept]);
}
