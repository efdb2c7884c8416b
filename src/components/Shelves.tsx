import type { CSSProperties, ReactNode } from 'react';
import classes from './Shelves.module.css';

/** Items per shelf. */
export const SHELF = 25;

/**
 * A long list's items (keyed elements) in blocks of `SHELF` that the browser skips (lays out, paints, hit-tests)
 * while they are off screen. Skipping item by item cost a containment layer per item: with a
 * thousand of them every frame walked them all. `itemHeight` (px) guesses a shelf's height until it
 * has been drawn; `gap` (a CSS length) is the space between items. Shelves are keyed by their place in the
 * list, so the items in them keep their own keys.
 */
export function Shelves({
  items,
  itemHeight,
  gap,
}: {
  items: readonly ReactNode[];
  itemHeight: number;
  gap: string;
}) {
  const shelves: ReactNode[] = [];
  for (let start = 0; start < items.length; start += SHELF) {
    const size = Math.min(SHELF, items.length - start);
    const style = {
      gap,
      '--shelf-guess': `calc(${size * itemHeight}px + ${size - 1} * ${gap})`,
    } as CSSProperties;
    shelves.push(
      <div key={start} className={classes.shelf} style={style} data-shelf>
        {items.slice(start, start + SHELF)}
      </div>,
    );
  }
  return shelves;
}
